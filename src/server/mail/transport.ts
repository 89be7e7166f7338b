import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { DELIVERY_CONCURRENCY } from './deliverer.js';
import type { OutgoingMail } from './outbox.js';

/** A mail as delivery sends it: a category mail carries List-Unsubscribe and List-Unsubscribe-Post. */
export interface SentMail extends OutgoingMail {
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(id: number, mail: SentMail): Promise<void>;
  /** Ends what the transport keeps open (an SMTP pool's connections); the app calls it on close. */
  close?(): void;
}

/**
 * How long one SMTP delivery may hang, in ms. nodemailer waits 2 minutes for a connection, 30 s for
 * the greeting and 10 minutes for a silent socket; a server that accepts and never answers would
 * hold every mail that long. Settings in SMTP_URL's query (`?greetingTimeout=…`) still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real SMTP through nodemailer, over a pool of as many connections as the deliverer sends mails at
 * once (DELIVERY_CONCURRENCY): a burst of mails goes out over connections already open and greeted
 * (and, over TLS, already shaken hands), not one new connection per mail. A connection carries at
 * most 100 mails, then a fresh one is opened; one the server closed is opened again when needed.
 */
export function smtpTransport(
  url: string,
  from: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: DELIVERY_CONCURRENCY,
    maxMessages: 100,
    ...timeouts,
  });
  return {
    close: () => transporter.close(),
    async send(_id, mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    },
  };
}

/** Without SMTP_URL: each mail becomes an .eml file under the data folder, and the log says where. */
export function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(id, mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
      const file = path.join(dir, `${String(id).padStart(8, '0')}.eml`);
      // The folder is made when a mail first finds it missing, not checked before every mail.
      await fs.writeFile(file, info.message as Buffer).catch(async (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, info.message as Buffer);
      });
      log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to file (SMTP_URL is not set)');
    },
  };
}
