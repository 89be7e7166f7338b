import { sql } from 'drizzle-orm';
import { retentionCutoffs } from '../../../shared/rules/retention.js';
import { type Db, queryRows, writesInOne } from '../../db/client.js';

export interface ClearedRecords {
  sessions: number;
  links: number;
  mails: number;
  pushes: number;
}

/**
 * Removes what only served a sign-in or a delivery once it is past use: sessions and e-mail links
 * (reset, verification, e-mail change) that have expired, mails sent more than 30 days ago or given
 * up on more than 90 days ago, and push records older than 7 days once delivered or given up on
 * (`RETENTION_DAYS`). Pending mail and pushes are never touched. One statement, so every instance
 * may run it: a row two runs both find is removed once.
 */
export async function clearExpiredRecords(db: Db, now: Date): Promise<ClearedRecords> {
  const cut = retentionCutoffs(now);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const [row] = await queryRows<ClearedRecords>(
    db,
    writesInOne(
      {
        s: sql`delete from sessions where expires_at < ${at(now)} returning 1`,
        v: sql`delete from verifications where expires_at < ${at(now)} returning 1`,
        m: sql`delete from mail_outbox
          where (status = 'sent' and coalesce(sent_at, created_at) < ${at(cut.sentMail)})
             or (status = 'failed' and next_attempt_at < ${at(cut.failedMail)})
          returning 1`,
        p: sql`delete from push_outbox
          where status in ('sent', 'failed') and created_at < ${at(cut.push)} returning 1`,
      },
      sql`select (select count(*) from s)::int as sessions, (select count(*) from v)::int as links,
        (select count(*) from m)::int as mails, (select count(*) from p)::int as pushes`,
    ),
  );
  return row;
}
