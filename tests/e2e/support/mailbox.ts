import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eMailDir, MAIL_POLL } from './paths.js';

/** A written .eml as it reads: quoted-printable soft line breaks and escapes undone, so links can be read. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

/** How many of the newest files are read again at every look: a mail still being written is among them. */
const RECENT = 50;
/** The decoded text of each mail file read at least once outside the RECENT newest, by file name. */
const settled = new Map<string, string>();

/**
 * Every mail the server has written as an .eml file (no SMTP_URL in tests), newest first (the files
 * are named by the outbox's ids), decoded. A file is written once and then never changes, so the
 * text of one well behind the newest is kept: a look at a mailbox of a thousand mails read each of
 * them again, which took about a third of a second on a busy machine.
 */
export async function* mailsNewestFirst(): AsyncGenerator<string> {
  const dir = e2eMailDir();
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const [i, file] of files.entries()) {
    let text = settled.get(file);
    if (text === undefined) {
      text = decoded(await fs.readFile(path.join(dir, file), 'utf8').catch(() => ''));
      if (i >= RECENT && text) settled.set(file, text);
    }
    yield text;
  }
}

/**
 * The newest mail to `address`; with `containing`, the newest one whose text contains it (a new
 * player's verification mail may arrive beside the mail a test waits for).
 */
export async function latestMailTo(address: string, containing?: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      for await (const text of mailsNewestFirst()) {
        if (text.includes(`To: ${address}`) && (containing === undefined || text.includes(containing))) {
          found = text;
          return true;
        }
      }
      return false;
    }, MAIL_POLL)
    .toBe(true);
  return found;
}

/** The link of the newest verification mail to `address`, waited for without `expect` (global setup uses it). */
async function verificationLinkFor(address: string): Promise<string> {
  // The mail is written some tens of milliseconds after the sign-up's answer: look again soon.
  const deadline = Date.now() + 15_000;
  for (let pause = 10; Date.now() < deadline; pause = Math.min(pause * 2, 100)) {
    for await (const text of mailsNewestFirst()) {
      const link = text.includes(`To: ${address}`) && /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  throw new Error(`no verification mail to ${address}`);
}

/**
 * Opens the verification link mailed to a just-registered account, as its owner would: journeys
 * that are not about verification start from verified players (like the API tests' factories).
 */
export async function verifyByMail(baseURL: string, address: string): Promise<void> {
  const token = new URL(await verificationLinkFor(address)).searchParams.get('token');
  const res = await fetch(new URL('/api/auth/verify-email', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`verifying ${address} answered ${res.status}: ${await res.text()}`);
}
