// How long the portal keeps records that only served a delivery or a sign-in. Pure rules; the
// server's housekeeping job removes what is past them (server/modules/housekeeping).

const DAY_MS = 86_400_000;

/**
 * Days a record is kept. A delivered mail stays in the outbox for the admins' view of recent
 * deliveries; a mail given up on stays longer, so an admin can still retry it; a push notice's
 * record is only for its delivery.
 */
export const RETENTION_DAYS = { sentMail: 30, failedMail: 90, push: 7 } as const;

export type RetentionCutoffs = Record<keyof typeof RETENTION_DAYS, Date>;

/** The moment before which each kind of record is removed, seen from `now`. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    sentMail: before(RETENTION_DAYS.sentMail),
    failedMail: before(RETENTION_DAYS.failedMail),
    push: before(RETENTION_DAYS.push),
  };
}
