import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const mailDir = () =>
  path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`, 'mail');

/** The newest mail to `address` that the server wrote as an .eml file (no SMTP_URL in tests). */
export async function latestMailTo(address: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const files = (await fs.readdir(mailDir()).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const text = await fs.readFile(path.join(mailDir(), file), 'utf8');
        if (text.includes(`To: ${address}`)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  // Undo quoted-printable soft line breaks and escapes so links can be read.
  return found
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
}
