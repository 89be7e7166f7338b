import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/client.js';
import { readEnv } from '../../src/server/env.js';
import type { MailTransport, SentMail } from '../../src/server/mail/transport.js';
import { openTestDatabase } from './database.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Mail "sent" during a test, in order. Set `failing` to make delivery throw (an SMTP outage). */
export class CapturedMail implements MailTransport {
  sent: (SentMail & { id: number })[] = [];
  failing = false;
  async send(id: number, mail: SentMail) {
    if (this.failing) throw new Error('SMTP unavailable');
    this.sent.push({ id, ...mail });
  }
  to(address: string) {
    return this.sent.filter((m) => m.to.includes(address));
  }
}

export interface TestAppOptions {
  /** A clock for the rules; defaults to the real one. */
  now?: () => Date;
  authRateLimit?: number;
  noticeWritesPerHour?: number;
  transport?: MailTransport;
  /** Serve a built web app from this folder, as `npm start` serves dist/web. */
  webDir?: string;
  /** Fastify's logger (off by default); a test reading the log passes `{ level, stream }`. */
  logger?: FastifyServerOptions['logger'];
  /** A database already open (a second app instance on the first one's database). */
  database?: Database;
  /** How long an event stream lasts; short by default, so a request for one answers at once. */
  eventStreamMs?: number;
  /** Push subscriptions at any http(s) address (the tests' stand-in push service); true by default. */
  allowHttpPush?: boolean;
}

/** The real app on a fresh copy of the migrated database, for one test file. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const mail = new CapturedMail();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://localhost:3000',
    ...(options.webDir ? { WEB_DIR: options.webDir } : {}),
  });
  const app = await buildApp({
    database,
    env,
    authSecret: TEST_SECRET,
    transport: options.transport ?? mail,
    now: options.now,
    logger: options.logger ?? false,
    authRateLimit: options.authRateLimit ?? 10_000,
    noticeWritesPerHour: options.noticeWritesPerHour ?? 10_000,
    serveWeb: !!options.webDir,
    eventStreamMs: options.eventStreamMs ?? 50,
    allowHttpPush: options.allowHttpPush ?? true,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mail,
    /**
     * The mails delivered to `address` so far, as they went out (after delivering what is due):
     * where a test reads a mailed link, as the outbox forgets one-time links once they went out.
     */
    async mailedTo(address: string) {
      await app.deps.mailer.flush();
      return mail.to(address);
    },
    async close() {
      // The test's own HTTP clients (fetch keeps connections for reuse) must not hold the close.
      if (app.server.listening) app.server.closeAllConnections();
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The JSON body of an error response. */
export function errorOf(res: LightMyRequestResponse): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  return res.json().error;
}
