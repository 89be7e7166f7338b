import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, apiAs, createPlayer } from './accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './leagues.js';
import { sameOrigin } from './origin.js';

/**
 * A league begun last January with Selin Aksoy and a new player, Tolga Bayram (who can sign in), on
 * its ladder, and one result from last June: Tolga beat Selin 6-2 6-3 (entered by staff). Returns
 * the admin's API session too, for what the journey does next as staff.
 */
export async function leagueWithLastYearsWin(baseURL: string, label: string) {
  const admin = await apiAs(baseURL, ADMIN);
  const name = leagueName(label);
  const year = new Date().getFullYear();
  const league = await createLeagueAs(admin, { name, startDate: `${year - 1}-01-01` });
  const rival = await createPlayerAs(admin, { firstName: 'Selin', lastName: 'Aksoy' });
  const player = await createPlayer(baseURL, { firstName: 'Tolga', lastName: 'Bayram' });
  await addPlayersAs(admin, league.id, [rival, player.id]);
  const played = await admin.post('/api/matches', {
    headers: sameOrigin(),
    data: {
      leagueId: league.id,
      player1Id: player.id,
      player2Id: rival,
      status: 'oynanmış',
      score: '6-2 6-3',
      matchDate: `${year - 1}-06-10T18:30`,
    },
  });
  expect(played.status(), await played.text()).toBe(201);
  return { admin, league, player };
}

/** Closes the league's season as `admin` under `seasonName`, the ladder kept as it ends, the next running to mid next year. */
export async function closeSeasonAs(admin: APIRequestContext, leagueId: string, seasonName: string) {
  const closed = await admin.post(`/api/leagues/${leagueId}/seasons`, {
    headers: sameOrigin(),
    data: { name: seasonName, resetRule: 'keep', newEndDate: `${new Date().getFullYear() + 1}-06-30` },
  });
  expect(closed.status(), await closed.text()).toBe(201);
}
