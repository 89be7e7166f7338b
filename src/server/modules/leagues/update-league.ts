import { eq } from 'drizzle-orm';
import type { TLeague, TLeagueInput } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notFound } from '../../errors.js';
import { toLeague } from './league-view.js';

/** Saves the full league payload (admins), with modifiedById and updatedAt. */
export async function updateLeague(
  db: Db,
  adminId: string,
  id: string,
  input: TLeagueInput,
  now: Date,
): Promise<TLeague> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leagues)
      .set({ ...input, modifiedById: adminId, updatedAt: now })
      .where(eq(leagues.id, id))
      .returning();
    if (!row) throw notFound(messages.league.notFound);
    await writeAdminLog(tx, 'LeagueUpdated', { leagueId: row.id, name: row.name, by: adminId });
    return toLeague(row, now);
  });
}
