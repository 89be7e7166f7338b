import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestRank,
  countsForRecord,
  playerRecord,
  type RankChangeRow,
  type RecordResult,
  rankLine,
  setsAndGames,
  streakText,
} from './player-record.js';
import type { ScoreFormat, SetScore } from './score.js';

const superFormat: ScoreFormat = {
  setCount: 3,
  gameFormat: 6,
  setDecisionsFormat: 'Super',
  setTieBreakScore: 7,
  superTieBreak: 10,
};
const fullSets: ScoreFormat = { ...superFormat, setDecisionsFormat: 'Set' };
const s = (p1: number, p2: number): SetScore => ({ p1, p2 });

let n = 0;
const result = (o: Partial<RecordResult>): RecordResult => ({
  id: `m${n++}`,
  opponentId: 'b',
  at: `2025-05-${String(10 + (n % 20)).padStart(2, '0')}T10:00:00.000Z`,
  side: 'p1',
  won: true,
  outcome: 'normal',
  sets: [s(6, 4), s(6, 3)],
  format: superFormat,
  ...o,
});

describe('playerRecord', () => {
  it('counts a known set of results', () => {
    const record = playerRecord([
      // Won 6-4 3-6 10-8 as player 1: 2 sets to 1, games 9+1 to 10.
      result({ at: '2025-05-01T10:00:00Z', sets: [s(6, 4), s(3, 6), s(10, 8)], opponentId: 'b' }),
      // Lost as player 2 of 6-2 6-1: 0 sets to 2, games 3 to 12.
      result({
        at: '2025-05-02T10:00:00Z',
        side: 'p2',
        won: false,
        sets: [s(6, 2), s(6, 1)],
        opponentId: 'c',
      }),
      // Won by walkover: no sets or games.
      result({ at: '2025-05-03T10:00:00Z', outcome: 'walkover', sets: [], opponentId: 'b' }),
      // Won as player 2 when player 1 retired at 4-6 3-2: one set, games 8 to 6.
      result({ at: '2025-05-04T10:00:00Z', side: 'p2', outcome: 'retired', sets: [s(4, 6), s(3, 2)] }),
    ]);
    expect(record).toEqual({
      played: 4,
      won: 3,
      lost: 1,
      walkovers: 1,
      setsWon: 3,
      setsLost: 3,
      gamesWon: 9 + 1 + 3 + 8,
      gamesLost: 10 + 12 + 7,
      streak: { kind: 'won', length: 2 },
      headToHead: [
        { opponentId: 'b', played: 3, won: 3, lost: 0 },
        { opponentId: 'c', played: 1, won: 0, lost: 1 },
      ],
    });
    expect(streakText(record.streak)).toBe('2 galibiyet');
  });

  it('orders by the decision time, whatever order the results come in', () => {
    const latestLoss = result({ at: '2025-06-01T10:00:00Z', won: false });
    const earlierWin = result({ at: '2025-05-01T10:00:00Z', won: true });
    expect(playerRecord([latestLoss, earlierWin]).streak).toEqual({ kind: 'lost', length: 1 });
    expect(streakText(null)).toBe('–');
    expect(playerRecord([])).toMatchObject({ played: 0, streak: null, headToHead: [] });
  });

  it('reads a full deciding set as games, and a retirement mid tie-break as no set', () => {
    expect(setsAndGames({ side: 'p1', format: fullSets, sets: [s(6, 4), s(4, 6), s(7, 5)] })).toEqual({
      setsWon: 2,
      setsLost: 1,
      gamesWon: 17,
      gamesLost: 15,
    });
    expect(setsAndGames({ side: 'p1', format: superFormat, sets: [s(6, 4), s(4, 6), s(7, 5)] })).toEqual({
      setsWon: 1,
      setsLost: 1,
      gamesWon: 10,
      gamesLost: 10,
    });
    expect(setsAndGames({ side: 'p2', format: superFormat, sets: [s(6, 6)] })).toEqual({
      setsWon: 0,
      setsLost: 0,
      gamesWon: 6,
      gamesLost: 6,
    });
  });
});

describe('countsForRecord', () => {
  it('counts played results, 48-hour confirmations and named no-shows only', () => {
    expect(countsForRecord({ status: 'oynanmış', winnerId: 'a', autoConfirmed: false })).toBe(true);
    expect(countsForRecord({ status: 'planlanmış', winnerId: 'a', autoConfirmed: true })).toBe(true);
    expect(countsForRecord({ status: 'planlanmış', winnerId: 'a', autoConfirmed: false })).toBe(false);
    expect(countsForRecord({ status: 'iptal', winnerId: 'a', autoConfirmed: false })).toBe(true);
    expect(countsForRecord({ status: 'iptal', winnerId: null, autoConfirmed: false })).toBe(false);
  });
});

describe('bestRank', () => {
  it('is the lowest rank held, null for none', () => {
    expect(bestRank([5, null, 3, 4])).toBe(3);
    expect(bestRank([null])).toBeNull();
    expect(bestRank([])).toBeNull();
  });
});

// A finished regular set of a 6-game format, from the winner's side.
const finishedSet = fc
  .oneof(
    fc.integer({ min: 0, max: 4 }).map((lo) => [6, lo] as const),
    fc.constant([7, 5] as const),
    fc.constant([7, 6] as const),
  )
  .chain(([hi, lo]) => fc.boolean().map((p1Won) => (p1Won ? s(hi, lo) : s(lo, hi))));

const anyResult = fc.record({
  id: fc.uuid(),
  opponentId: fc.constantFrom('b', 'c', 'd'),
  at: fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) })
    .map((t) => new Date(t).toISOString()),
  side: fc.constantFrom('p1' as const, 'p2' as const),
  won: fc.boolean(),
  outcome: fc.constantFrom('normal' as const, 'retired' as const, 'walkover' as const),
  sets: fc.array(finishedSet, { maxLength: 3 }),
  format: fc.constant(fullSets),
});

describe('playerRecord properties', () => {
  it('won + lost = played, head-to-head sums to the totals, the streak is bounded by played', () => {
    fc.assert(
      fc.property(fc.array(anyResult, { maxLength: 30 }), (results) => {
        const r = playerRecord(results);
        expect(r.won + r.lost).toBe(r.played);
        expect(r.played).toBe(results.length);
        expect(r.walkovers).toBeLessThanOrEqual(r.played);
        const sum = (k: 'played' | 'won' | 'lost') => r.headToHead.reduce((a, h) => a + h[k], 0);
        expect([sum('played'), sum('won'), sum('lost')]).toEqual([r.played, r.won, r.lost]);
        if (r.played === 0) expect(r.streak).toBeNull();
        else {
          expect(r.streak!.length).toBeGreaterThanOrEqual(1);
          expect(r.streak!.length).toBeLessThanOrEqual(r.played);
          expect(r.streak!.length).toBeLessThanOrEqual(r.streak!.kind === 'won' ? r.won : r.lost);
        }
      }),
    );
  });

  it('finished sets and their games add up, and the opponent sees the mirror image', () => {
    fc.assert(
      fc.property(fc.array(anyResult, { maxLength: 20 }), (results) => {
        const r = playerRecord(results);
        const sets = results.flatMap((x) => x.sets);
        expect(r.setsWon + r.setsLost).toBe(sets.length);
        expect(r.gamesWon + r.gamesLost).toBe(sets.reduce((a, x) => a + x.p1 + x.p2, 0));
        const mirror = playerRecord(
          results.map((x) => ({ ...x, side: x.side === 'p1' ? 'p2' : 'p1', won: !x.won })),
        );
        expect([
          mirror.won,
          mirror.lost,
          mirror.setsWon,
          mirror.setsLost,
          mirror.gamesWon,
          mirror.gamesLost,
        ]).toEqual([r.lost, r.won, r.setsLost, r.setsWon, r.gamesLost, r.gamesWon]);
      }),
    );
  });

  it('does not depend on the order the results come in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyResult, { maxLength: 20, selector: (x) => x.id }), (results) => {
        expect(playerRecord([...results].reverse())).toEqual(playerRecord(results));
      }),
    );
  });
});

describe('rankLine', () => {
  const row = (
    at: string,
    oldRank: number | null,
    rank: number | null,
    cause = 'challenge',
  ): RankChangeRow => ({
    at: `2026-0${at}T10:00:00.000Z`,
    oldRank,
    rank,
    cause,
  });

  it('opens with the rank held before the first change, at the start', () => {
    expect(
      rankLine([row('3-02', 3, 2)], { startAt: '2026-01-01T00:00:00.000Z', heldRank: 2, season: true }),
    ).toEqual([
      { at: '2026-01-01T00:00:00.000Z', rank: 3, cause: 'added' },
      { at: '2026-03-02T10:00:00.000Z', rank: 2, cause: 'challenge' },
    ]);
  });

  it("opens a season's line at its reset, whose old rank is the previous season's", () => {
    const rows = [row('5-20', 4, 1, 'season'), row('6-01', 1, 2)];
    expect(rankLine(rows, { startAt: '2026-05-20T00:00:00.000Z', heldRank: 2, season: true })).toEqual([
      { at: '2026-05-20T10:00:00.000Z', rank: 1, cause: 'season' },
      { at: '2026-06-01T10:00:00.000Z', rank: 2, cause: 'challenge' },
    ]);
    // Across all seasons the reset is a step like any other: the line shows where it came from.
    expect(rankLine(rows, { startAt: '2026-01-01T00:00:00.000Z', heldRank: 2, season: false })[0]).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      rank: 4,
      cause: 'added',
    });
  });

  it('holds the rank of a player with no change in the span; nothing for one off the ladder', () => {
    expect(rankLine([], { startAt: '2026-05-20T00:00:00.000Z', heldRank: 3, season: true })).toEqual([
      { at: '2026-05-20T00:00:00.000Z', rank: 3, cause: 'added' },
    ]);
    expect(rankLine([], { startAt: '2026-05-20T00:00:00.000Z', heldRank: null, season: true })).toEqual([]);
  });

  it('keeps time order, ends at the last change and never starts after the first', () => {
    const rows = fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 300 }),
        oldRank: fc.option(fc.integer({ min: 1, max: 50 })),
        rank: fc.option(fc.integer({ min: 1, max: 50 })),
        cause: fc.constantFrom('challenge', 'season', 'reorder', 'removal'),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: 300 }), fc.boolean(), (raw, startDay, season) => {
        const iso = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString();
        const sorted = raw
          .sort((a, b) => a.day - b.day)
          .map((r) => ({ at: iso(r.day), oldRank: r.oldRank, rank: r.rank, cause: r.cause }));
        const line = rankLine(sorted, { startAt: iso(startDay), heldRank: null, season });
        for (let i = 1; i < line.length; i++) expect(line[i].at >= line[i - 1].at).toBe(true);
        expect(line.at(-1)?.rank).toBe(sorted.at(-1)?.rank);
        expect(line[0].at <= sorted[0].at).toBe(true);
        expect(line.length - sorted.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
