import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUPS_FOLDER, listBackups, nightlyBackupDue, pruneBackups } from '../db/backup.js';
import type { Database } from '../db/client.js';
import { type ScheduledJob, schedule } from './schedule.js';

const EVERY_MS = 60 * 60_000;

/**
 * The embedded database's nightly copy (ADR 018): looks every hour, the first time a minute after
 * start, and takes the day's copy from 03:00 Istanbul on into `DATA_DIR/backups`, keeping the newest
 * `keep` nightly copies. Null when there is nothing to copy: PostgreSQL is backed up by its own tools
 * (pg_dump), and BACKUP_KEEP=0 turns the copies off.
 */
export function startBackupJob(
  database: Database,
  dataDir: string,
  keep: number,
  now: () => Date,
  log: FastifyBaseLogger,
): ScheduledJob | null {
  const { snapshot } = database;
  if (!snapshot || keep === 0) return null;
  const dir = path.join(dataDir, BACKUPS_FOLDER);
  const work = async () => {
    try {
      const name = nightlyBackupDue(now(), await listBackups(dir));
      if (!name) return;
      const started = Date.now();
      await snapshot(path.join(dir, name));
      await pruneBackups(dir, keep);
      log.info({ backup: name, ms: Date.now() - started }, 'database copied');
    } catch (error) {
      log.error({ err: error }, 'database copy failed');
    }
  };
  return schedule(work, EVERY_MS, 60_000);
}
