import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { interruptedRestore } from './db/backup.js';
import { type Database, openPglitePath, openPostgres } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { readEnv } from './env.js';
import { startBackupJob } from './jobs/backup-job.js';
import { startHousekeepingJob } from './jobs/housekeeping-job.js';
import { startReminderJob } from './jobs/reminder-job.js';
import { loadVapidKeys } from './modules/push/vapid.js';

/** AUTH_SECRET, or one made on first start and kept in the data folder. */
function authSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) return envSecret;
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function main() {
  const env = readEnv();
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    // PGlite's database lives in this process's memory too: a JavaScript heap that grows by 15 %
    // at a time, instead of V8's default of up to 4×, keeps the peak under load near the memory
    // aim (ADR 006). V8 reads this flag at every collection, so setting it now takes effect.
    v8.setFlagsFromString('--heap-growing-percent=15');
    unlock = lockDataDir(env.dataDir);
    const problem = interruptedRestore(path.join(env.dataDir, 'pglite'));
    if (problem) {
      unlock();
      throw new Error(problem);
    }
    database = openPglitePath(path.join(env.dataDir, 'pglite'));
  }
  await database.migrate();

  const app = await buildApp({
    database,
    env,
    authSecret: authSecret(env.AUTH_SECRET, env.dataDir),
    serveWeb: true,
    authRateLimit: env.AUTH_RATE_LIMIT,
    vapid: loadVapidKeys(env, env.dataDir, env.baseUrl),
  });
  app.deps.mailer.start(30_000);
  app.deps.pusher.start(30_000);
  const reminderJob =
    env.REMINDER_INTERVAL_MINUTES > 0
      ? startReminderJob(app.deps, app.log, env.REMINDER_INTERVAL_MINUTES)
      : null;
  const housekeeping = startHousekeepingJob(app.deps, app.log);
  const backups = startBackupJob(database, env.dataDir, env.BACKUP_KEEP, app.deps.now, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await reminderJob?.stop();
    await housekeeping.stop();
    await backups?.stop();
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Raket is ready on ${env.baseUrl} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
