import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eMailDir, MAIL_POLL } from './paths.js';

/** A written .eml as it reads: quoted-printable soft line breaks and escapes undone, so links can be read. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

/**
 * The newest mail to `address` that the server wrote as an .eml file (no SMTP_URL in tests); with
 * `containing`, the newest one whose text contains it (a new player's verification mail may arrive
 * beside the mail a test waits for).
 */
export async function latestMailTo(address: string, containing?: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const files = (await fs.readdir(e2eMailDir()).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const text = decoded(await fs.readFile(path.join(e2eMailDir(), file), 'utf8'));
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
  for (let waited = 0; waited < 15_000; waited += 100) {
    const files = (await fs.readdir(e2eMailDir()).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = decoded(await fs.readFile(path.join(e2eMailDir(), file), 'utf8'));
      const link = text.includes(`To: ${address}`) && /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
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
