import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { leagueParticipants, leagues } from '../db/schema/index.js';

/**
 * The leagues whose ladder the user is on that would not fit them with `gender` (a league is for
 * one gender): a gender change is refused while there are any, as the league's own change is.
 *
 * Called under the user's row lock, before the change is written. It first takes the ladder lock
 * of every league not of `gender` (the league rows, in id order, as a rename's trigger takes
 * them), so an approval or staff putting the player on one of those ladders at that moment either
 * came first and is counted here, or waits and then reads the new gender and refuses.
 */
export async function laddersNotFitting(tx: Tx, userId: string, gender: string): Promise<string[]> {
  await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(sql`${leagues.gender} <> ${gender}`)
    .orderBy(leagues.id)
    .for('update');
  const rows = await tx
    .select({ name: leagues.name })
    .from(leagueParticipants)
    .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
    .where(and(eq(leagueParticipants.userId, userId), sql`${leagues.gender} <> ${gender}`))
    .orderBy(leagues.name);
  return rows.map((r) => r.name);
}
