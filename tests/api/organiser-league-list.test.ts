import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOffers } from '../../src/server/db/schema/index.js';
import { createMatch } from '../support/admin-factories.js';
import { signedInUser } from '../support/client.js';
import { createLadder } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the league settings list', () => {
  it('says which leagues have match offers or matches, the ones deleting would refuse, before anyone tries', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const fresh = await createLadder(t.db, 2);
    const offered = await createLadder(t.db, 2);
    const played = await createLadder(t.db, 2);
    await t.db.insert(matchOffers).values({
      offererId: offered.players[1].id,
      opponentId: offered.players[0].id,
      opponentName: 'Rakip',
      leagueId: offered.league.id,
      respondBy: new Date(Date.now() + 86_400_000),
    });
    await createMatch(t.db, played.players[1].id, played.players[0].id, { leagueId: played.league.id });

    const list = (await admin.get('/api/leagues')).json() as { id: string; inUse: boolean }[];
    const inUse = (id: string) => list.find((l) => l.id === id)?.inUse;
    expect(inUse(fresh.league.id)).toBe(false);
    expect(inUse(offered.league.id)).toBe(true);
    expect(inUse(played.league.id)).toBe(true);

    // As the list says: the fresh league goes, the others are refused.
    expect((await admin.delete(`/api/leagues/${fresh.league.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/leagues/${offered.league.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/leagues/${played.league.id}`)).statusCode).toBe(409);
  });

  it('reads the same for a moderator, who may not delete the league', async () => {
    const { league } = await createLadder(t.db, 2);
    await createMatch(
      t.db,
      (await createLadder(t.db, 1)).players[0].id,
      (await createLadder(t.db, 1)).players[0].id,
      {
        leagueId: league.id,
      },
    );
    const { client: mod, user } = await signedInUser(t);
    await makeModerator(t.db, league.id, user.id);
    const list = (await mod.get('/api/leagues')).json() as { id: string; inUse: boolean; canEdit: boolean }[];
    expect(list).toEqual([expect.objectContaining({ id: league.id, canEdit: false, inUse: true })]);
  });
});
