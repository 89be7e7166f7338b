import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagues, matches, matchOffers } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { conflict, notFound, pgErrorCode } from '../../errors.js';

/**
 * Deletes a league with its participants, applications, moderators and ladder history (cascades).
 * A league that has match offers or matches is refused (409): its history must not be orphaned,
 * so the admin is told to deactivate it instead.
 */
export async function deleteLeague(db: Db, adminId: string, id: string) {
  try {
    await db.transaction(async (tx) => {
      // The league row lock orders this delete after any offer or match being written for it.
      const [league] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('update');
      if (!league) throw notFound(messages.league.notFound);
      const [offer] = await tx
        .select({ id: matchOffers.id })
        .from(matchOffers)
        .where(eq(matchOffers.leagueId, id))
        .limit(1);
      const [match] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.leagueId, id))
        .limit(1);
      if (offer || match) throw conflict(messages.league.deleteInUse, 'league_in_use');
      await tx.delete(leagues).where(eq(leagues.id, id));
      await writeAdminLog(tx, 'LeagueDeleted', { leagueId: id, name: league.name, by: adminId });
    });
  } catch (error) {
    // An offer or match written in a race still hits the restricting foreign key.
    if (pgErrorCode(error) === '23503') throw conflict(messages.league.deleteInUse, 'league_in_use');
    throw error;
  }
}
