import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankHistory } from '../../src/server/db/schema/index.js';
import { lockLadder, writeLadder } from '../../src/server/domain/ladder.js';
import { challengerWins, isPermutation, moveToRank } from '../../src/shared/rules/ladder.js';
import { createLadder } from '../support/factories.js';
import { ladderRanks } from '../support/league-factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ranksOf = (leagueId: string) => ladderRanks(t.db, leagueId);

describe('ladder writes', () => {
  it('applies a challenger win in one transaction and records the history', async () => {
    const { league, players } = await createLadder(t.db, 7);
    const [, , b, , , a] = players;
    await t.db.transaction(async (tx) => {
      const before = await lockLadder(tx, league.id);
      await writeLadder(tx, league.id, before, challengerWins(before, a.id, b.id), 'rejection');
    });
    const after = await ranksOf(league.id);
    expect(after.find((r) => r.userId === a.id)?.rank).toBe(3);
    expect(after.find((r) => r.userId === b.id)?.rank).toBe(4);
    expect(isPermutation(after)).toBe(true);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.leagueId, league.id));
    expect(history).toHaveLength(4);
    expect(history.every((h) => h.cause === 'rejection')).toBe(true);
  });

  it('keeps ranks 1..n when many changes run at once', async () => {
    const { league, players } = await createLadder(t.db, 12);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const before = await lockLadder(tx, league.id);
          const who = players[(i * 7) % players.length].id;
          await writeLadder(tx, league.id, before, moveToRank(before, who, (i % 12) + 1), 'reorder');
        }),
      ),
    );
    const after = await ranksOf(league.id);
    expect(after).toHaveLength(12);
    expect(isPermutation(after)).toBe(true);
  });
});
