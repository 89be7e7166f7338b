import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app.js';
import { clearExpiredRecords } from '../modules/housekeeping/clear-expired-records.js';
import { type ScheduledJob, schedule } from './schedule.js';

const EVERY_MS = 6 * 60 * 60_000;

/**
 * Removes expired sessions and links and old delivery records every six hours, the first time a
 * minute after start (`clearExpiredRecords`). It runs whatever REMINDER_INTERVAL_MINUTES says.
 */
export function startHousekeepingJob(deps: AppDeps, log: FastifyBaseLogger): ScheduledJob {
  const work = () =>
    clearExpiredRecords(deps.db, deps.now())
      .then((cleared) => {
        if (Object.values(cleared).some((n) => n > 0)) log.info({ ...cleared }, 'expired records removed');
      })
      .catch((error) => log.error({ err: error }, 'housekeeping failed'));
  return schedule(work, EVERY_MS, 60_000);
}
