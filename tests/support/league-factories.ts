// League factories shared by the leagues API tests and the demo seed.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.js';
import {
  leagueApplications,
  leagueModerators,
  leagueParticipants,
} from '../../src/server/db/schema/index.js';

/** A league's ladder as stored: each player's user id and rank, by rank. */
export function ladderRanks(db: DbOrTx, leagueId: string) {
  return db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
}

export async function createApplication(
  db: DbOrTx,
  userId: string,
  leagueId: string,
  status: 'pending' | 'confirmed' | 'rejected' = 'pending',
) {
  const [row] = await db.insert(leagueApplications).values({ userId, leagueId, status }).returning();
  return row;
}

export async function makeModerator(db: DbOrTx, leagueId: string, userId: string) {
  await db.insert(leagueModerators).values({ leagueId, userId });
}
