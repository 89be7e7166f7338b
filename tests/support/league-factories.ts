// League factories shared by the leagues API tests and the demo seed.
import type { DbOrTx } from '../../src/server/db/client.js';
import { leagueApplications, leagueModerators } from '../../src/server/db/schema/index.js';
import type { TLeagueRequest } from '../../src/shared/contract/leagues.js';

/** A valid body for POST/PUT /api/leagues. */
export function leagueBody(o: Partial<TLeagueRequest> = {}): TLeagueRequest {
  const year = new Date().getFullYear();
  return {
    name: 'Diyarbakır Erkekler Ligi',
    city: 21,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    rules: 'Maçlar 3 set üzerinden oynanır.',
    isActive: true,
    setCount: 3,
    gameFormat: 6,
    setDecisionsFormat: 'Super',
    pointType: 'advantage',
    setTieBreakScore: 7,
    superTieBreak: 10,
    gender: 'male',
    maxOffers: 3,
    maxDaysToRespond: 2,
    maxOffersReceive: 2,
    maxDaysToPlay: 5,
    maxDaysToRePlay: 30,
    ...o,
  };
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
