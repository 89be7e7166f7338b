import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { leagueParticipants, leagues } from '../db/schema/index.js';

/**
 * The leagues whose ladder the user is on that would not fit them with `gender` (a league is for
 * one gender): a gender change is refused while there are any, as the league's own change is.
 */
export async function laddersNotFitting(db: DbOrTx, userId: string, gender: string): Promise<string[]> {
  const rows = await db
    .select({ name: leagues.name })
    .from(leagueParticipants)
    .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
    .where(and(eq(leagueParticipants.userId, userId), sql`${leagues.gender} <> ${gender}`))
    .orderBy(leagues.name);
  return rows.map((r) => r.name);
}
