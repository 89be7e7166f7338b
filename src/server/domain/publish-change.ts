import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** The PostgreSQL channel every instance listens on for "something changed" events. */
export const CHANGES_CHANNEL = 'raket_changes';

/**
 * What changed, for the open screens to fetch again. Nothing private travels: the ids of the
 * players it concerns (whose streams alone receive it) and a league id.
 * - `inbox`: a player's notifications, offers or matches (the badge, the to-dos, the offer lists);
 * - `ladder`: a league's ranks (the ladder tables; anyone watching that league).
 */
export type Change = { kind: 'inbox'; users: string[] } | { kind: 'ladder'; leagueId: string };

/**
 * Sends a change with NOTIFY in the caller's transaction: PostgreSQL delivers it only when the
 * transaction commits (never for one rolled back or retried), to every instance listening.
 */
export async function publishChange(db: DbOrTx, change: Change): Promise<void> {
  const notices = changeNoticesSql(change);
  if (notices) await db.execute(notices);
}

/**
 * The NOTIFY of a change as one SELECT (for a statement that does more, as a CTE); null when it
 * concerns nobody. A NOTIFY payload is limited to 8000 bytes, so a notice to very many players
 * goes in parts, one row each.
 */
export function changeNoticesSql(change: Change): SQL | null {
  if (change.kind === 'ladder')
    return sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)}::text) as sent`;
  const users = [...new Set(change.users)];
  if (users.length === 0) return null;
  const payloads: string[] = [];
  for (let i = 0; i < users.length; i += 150)
    payloads.push(JSON.stringify({ kind: 'inbox', users: users.slice(i, i + 150) }));
  return sql`select pg_notify(${CHANGES_CHANNEL}, p) as sent
    from unnest(array[${sql.join(
      payloads.map((p) => sql`${p}::text`),
      sql`, `,
    )}]) as p`;
}
