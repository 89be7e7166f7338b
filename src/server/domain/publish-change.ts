import { sql } from 'drizzle-orm';
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
  if (change.kind === 'inbox' && change.users.length === 0) return;
  const payload = change.kind === 'inbox' ? { ...change, users: [...new Set(change.users)] } : change;
  // A NOTIFY payload is limited to 8000 bytes; a notice to very many players goes in parts.
  if (payload.kind === 'inbox' && payload.users.length > 150) {
    for (let i = 0; i < payload.users.length; i += 150)
      await publishChange(db, { kind: 'inbox', users: payload.users.slice(i, i + 150) });
    return;
  }
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(payload)})`);
}
