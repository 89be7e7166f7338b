import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity: push services accept our pushes signed with it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: mailto: the sender address, or the portal's https address. */
  subject: string;
}

/** `mailto:` of MAIL_FROM's address, else the https BASE_URL, else a placeholder address. */
export function vapidSubject(mailFrom: string, baseUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : null);
  if (address && !address.endsWith('.local')) return `mailto:${address}`;
  if (baseUrl.startsWith('https://')) return baseUrl;
  return 'mailto:no-reply@raket.example';
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (several instances must share them); otherwise a
 * pair made on first start and kept in the data folder, as the auth secret is.
 */
export function loadVapidKeys(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; MAIL_FROM: string },
  dataDir: string,
  baseUrl: string,
): VapidKeys {
  const subject = vapidSubject(env.MAIL_FROM, baseUrl);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

export function generateVapidKeys(subject = 'mailto:no-reply@raket.example'): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}
