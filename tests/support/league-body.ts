// A valid league for POST/PUT /api/leagues: shared by API tests, browser tests and their helpers.
import type { TLeagueRequest } from '../../src/shared/contract/leagues.js';

let made = 0;

/** A valid body for POST/PUT /api/leagues; its name is no other league's unless given. */
export function leagueBody(o: Partial<TLeagueRequest> = {}): TLeagueRequest {
  const year = new Date().getFullYear();
  made += 1;
  return {
    name: `Diyarbakır Erkekler Ligi ${made}${Math.random().toString(36).slice(2, 6)}`,
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
