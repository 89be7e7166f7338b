// League factories shared by the leagues API tests and the demo seed.
import type { DbOrTx } from '../../src/server/db/client.js';
import { leagueApplications, leagueModerators } from '../../src/server/db/schema/index.js';

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
