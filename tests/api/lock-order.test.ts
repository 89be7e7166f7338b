import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueApplications, leagueParticipants, users } from '../../src/server/db/schema/index.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { signedInUser } from '../support/client.js';
import { createLadder, createLeague, createUser } from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Every writer takes its locks in one order (docs/architecture.md, "Lock order"), so two requests
// touching the same rows wait for each other instead of deadlocking. On PostgreSQL
// (TEST_DATABASE_URL) these pairs deadlocked before; on PGlite, which runs one statement at a time,
// they must pass all the same.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ladderOf = (leagueId: string) =>
  t.db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId));

describe('requests that lock the same rows at once', () => {
  it('approving an application while staff add the same player: one wins, never a 5xx', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Super Admin' });
    const { client: other } = await signedInUser(t, { role: 'Super Admin' });
    for (let i = 0; i < 10; i++) {
      const { league, players } = await createLadder(t.db, 4);
      const player = await createUser(t.db);
      const application = await createApplication(t.db, player.id, league.id);
      const [approve, add] = await Promise.all([
        admin.post(`/api/applications/${application.id}/approve`),
        other.post(`/api/leagues/${league.id}/participants`, { userId: player.id }),
      ]);
      const statuses = [approve.statusCode, add.statusCode];
      expect(statuses.every((s) => s < 500)).toBe(true);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      const ladder = await ladderOf(league.id);
      expect(ladder).toHaveLength(players.length + 1);
      expect(isPermutation(ladder)).toBe(true);
      const [stored] = await t.db
        .select({ status: leagueApplications.status })
        .from(leagueApplications)
        .where(eq(leagueApplications.id, application.id));
      expect(stored.status).toBe('confirmed');
    }
  }, 120_000);

  it('deleting a user while staff reorder their ladders: both finish, ranks stay 1..n', async () => {
    const { client: superAdmin } = await signedInUser(t, { role: 'Super Admin' });
    const { client: staff } = await signedInUser(t, { role: 'Admin' });
    for (let i = 0; i < 10; i++) {
      const { league, players } = await createLadder(t.db, 6);
      // The player is on a second ladder too, which a third request reorders at the same time.
      const second = await createLeague(t.db);
      const others = [await createUser(t.db), await createUser(t.db)];
      await t.db.insert(leagueParticipants).values([
        { leagueId: second.id, userId: others[0].id, rank: 1 },
        { leagueId: second.id, userId: players[2].id, rank: 2 },
        { leagueId: second.id, userId: others[1].id, rank: 3 },
      ]);
      const victim = players[2];
      const [del, reorder, reorderSecond] = await Promise.all([
        superAdmin.delete(`/api/users/${victim.id}`),
        staff.put(`/api/leagues/${league.id}/ranks`, { userIds: players.map((p) => p.id).reverse() }),
        staff.put(`/api/leagues/${second.id}/ranks`, {
          userIds: [others[1].id, victim.id, others[0].id],
        }),
      ]);
      for (const res of [del, reorder, reorderSecond]) expect(res.statusCode).toBeLessThan(500);
      expect(del.statusCode).toBe(200);
      // A reorder that came second names a player no longer there: refused as out of date.
      expect([200, 409]).toContain(reorder.statusCode);
      expect([200, 409]).toContain(reorderSecond.statusCode);
      const [erased] = await t.db.select().from(users).where(eq(users.id, victim.id));
      expect(erased.deletedAt).not.toBeNull();
      const ladder = await ladderOf(league.id);
      expect(ladder).toHaveLength(players.length - 1);
      expect(isPermutation(ladder)).toBe(true);
      const secondLadder = await ladderOf(second.id);
      expect(secondLadder).toHaveLength(2);
      expect(isPermutation(secondLadder)).toBe(true);
    }
  }, 120_000);
});
