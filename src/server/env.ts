import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting the server knows, parsed once. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve (vite build's output). */
  WEB_DIR: z.string().default('./dist/web'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Raket <no-reply@raket.local>'),
  /** Public address of the portal, used in links sent by mail. */
  BASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Behind a reverse proxy: trust its X-Forwarded-For (else anyone could pick their own address and dodge rate limits). */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * Requests per minute from one address to each account route (reset, verification, …; sign-up 3×);
   * sign-in: per address and account, and 5× per address (SHARED_ADDRESS_FACTOR).
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Web Push keys (npx web-push generate-vapid-keys); required alike on every instance. Unset: made in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
  /** Nightly copies of the embedded database kept in DATA_DIR/backups (0: none taken). */
  BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof ZEnv> & { dataDir: string; webDir: string; baseUrl: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    webDir: path.resolve(parsed.WEB_DIR),
    baseUrl: parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`,
  };
}
