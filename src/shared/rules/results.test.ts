import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPermutation, type Rung } from './ladder.js';
import {
  autoConfirmAt,
  defeatsForRechallenge,
  isAutoConfirmDue,
  judgeResult,
  ladderAfterCorrection,
  ladderAfterResult,
  playedAt,
  rechallengeOpensOn,
} from './results.js';
import type { ScoreFormat, SetScore } from './score.js';

const standard: ScoreFormat = {
  setCount: 3,
  gameFormat: 6,
  setDecisionsFormat: 'Super',
  setTieBreakScore: 7,
  superTieBreak: 10,
};
const s = (p1: number, p2: number, tieBreak?: [number, number]): SetScore => ({
  p1,
  p2,
  ...(tieBreak ? { tieBreak: { p1: tieBreak[0], p2: tieBreak[1] } } : {}),
});
const ladder = (...ids: string[]): Rung[] => ids.map((userId, i) => ({ userId, rank: i + 1 }));
const order = (rungs: Rung[]) => [...rungs].sort((a, b) => a.rank - b.rank).map((r) => r.userId);

describe('judgeResult', () => {
  it('judges a normal result with the league format', () => {
    expect(judgeResult(standard, { outcome: 'normal', sets: [s(6, 3), s(6, 4)] })).toMatchObject({
      ok: true,
      winner: 'p1',
      text: '6-3 6-4',
    });
    expect(judgeResult(standard, { outcome: 'normal', sets: [s(6, 5), s(6, 4)] })).toEqual({
      ok: false,
      message: '1. set: 6-5 tamamlanmış bir set değil.',
    });
  });

  it('records a retirement with a partial score: the player who retired loses', () => {
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 3), s(2, 1)] })).toEqual({
      ok: true,
      winner: 'p2',
      sets: [s(6, 3), s(2, 1)],
      text: '6-3 2-1 (çekilme)',
    });
    // between sets, at 6-6 in the tie-break, before any game, in the super tie-break
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p2', sets: [s(6, 3), s(3, 6)] }).ok).toBe(
      true,
    );
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p2', sets: [s(6, 6, [3, 2])] }).ok).toBe(true);
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p2', sets: [] })).toMatchObject({
      ok: true,
      text: '(çekilme)',
    });
    expect(
      judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 3), s(3, 6), s(9, 8)] }).ok,
    ).toBe(true);
  });

  it('refuses impossible retirements with a Turkish message', () => {
    expect(judgeResult(standard, { outcome: 'retired', sets: [s(2, 1)] })).toEqual({
      ok: false,
      message: 'Maçtan çekilen oyuncuyu seçiniz.',
    });
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 3), s(6, 4)] })).toEqual({
      ok: false,
      message: 'Girilen skorla maç tamamlanmış; sonucu "Normal" olarak giriniz.',
    });
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 5), s(2, 1)] })).toEqual({
      ok: false,
      message: '1. set: 6-5 tamamlanmış bir set değil.',
    });
    expect(judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(9, 2)] })).toEqual({
      ok: false,
      message: '1. set: 9-2 yarım kalmış bir set değil.',
    });
    expect(
      judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 3), s(6, 3), s(1, 0)] }),
    ).toEqual({ ok: false, message: 'Girilen setlerle maç zaten bitmiş; sonraki set girilemez.' });
    expect(
      judgeResult(standard, { outcome: 'retired', loser: 'p1', sets: [s(6, 3), s(3, 6), s(13, 9)] }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('süper tie-break') });
  });

  it('records a walkover without a score', () => {
    expect(judgeResult(standard, { outcome: 'walkover', loser: 'p2', sets: [] })).toEqual({
      ok: true,
      winner: 'p1',
      sets: [],
      text: 'Hükmen',
    });
    expect(judgeResult(standard, { outcome: 'walkover', sets: [] })).toEqual({
      ok: false,
      message: 'Maça gelmeyen oyuncuyu seçiniz.',
    });
    expect(judgeResult(standard, { outcome: 'walkover', loser: 'p2', sets: [s(6, 0)] })).toEqual({
      ok: false,
      message: 'Hükmen sonuçta skor girilmez.',
    });
  });

  it('accepts every unfinished set a retirement can leave, in every format', () => {
    const formats = fc.record({
      setCount: fc.constantFrom(3, 5),
      gameFormat: fc.constantFrom(4, 6),
      setDecisionsFormat: fc.constantFrom('Super', 'Set'),
      setTieBreakScore: fc.constant(7),
      superTieBreak: fc.constant(10),
    });
    fc.assert(
      fc.property(formats, fc.nat(), fc.nat(), fc.constantFrom('p1', 'p2'), (f, a, b, loser) => {
        const g = f.gameFormat;
        // an open first set: neither side has won it yet
        const hi = a % (g + 1);
        const lo = hi === g ? g - 1 + (b % 2) : b % (g + 1);
        const verdict = judgeResult(f, { outcome: 'retired', loser, sets: [s(hi, lo)] });
        expect(verdict).toMatchObject({ ok: true, winner: loser === 'p1' ? 'p2' : 'p1' });
      }),
    );
  });
});

describe('auto-confirmation', () => {
  it('confirms an unanswered report 48 hours after it was made', () => {
    const reportedAt = new Date('2026-11-20T10:00:00Z');
    expect(autoConfirmAt(reportedAt).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(isAutoConfirmDue(reportedAt, new Date('2026-11-22T09:59:59Z'))).toBe(false);
    expect(isAutoConfirmDue(reportedAt, new Date('2026-11-22T10:00:00Z'))).toBe(true);
  });
});

describe('ladder after a result', () => {
  it('moves a winning challenger to the opponent rank; an opponent win changes nothing', () => {
    const before = ladder('a', 'b', 'c', 'd', 'e');
    expect(order(ladderAfterResult(before, 'e', 'b', 'e'))).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(ladderAfterResult(before, 'e', 'b', 'b')).toBe(before);
  });

  it('a correction takes a win back, gives it, or changes nothing', () => {
    const after = ladder('a', 'e', 'b', 'c', 'd'); // e (was 5th) beat b
    expect(order(ladderAfterCorrection(after, 'e', 'b', 'e', 'b', 5))).toEqual(['a', 'b', 'c', 'd', 'e']);
    const before = ladder('a', 'b', 'c', 'd', 'e');
    expect(order(ladderAfterCorrection(before, 'e', 'b', 'b', 'e', null))).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(ladderAfterCorrection(before, 'e', 'b', 'b', 'b', null)).toBe(before);
    // a challenger's win that moved nothing (challenger ranked above) has nothing to take back
    expect(ladderAfterCorrection(before, 'a', 'c', 'a', 'c', null)).toBe(before);
  });

  it('a win and its correction restore the ladder, for any ladder and pair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.nat(), fc.nat(), (n, x, y) => {
        const ids = Array.from({ length: n }, (_, i) => `u${i}`);
        const start = ladder(...ids);
        const challenger = ids[x % n];
        const opponent = ids[(x + 1 + (y % (n - 1))) % n];
        const won = ladderAfterResult(start, challenger, opponent, challenger);
        expect(isPermutation(won)).toBe(true);
        const rankBefore = start.find((r) => r.userId === challenger)!.rank;
        const moved = won.find((r) => r.userId === challenger)!.rank !== rankBefore;
        const back = ladderAfterCorrection(
          won,
          challenger,
          opponent,
          challenger,
          opponent,
          moved ? rankBefore : null,
        );
        expect(order(back)).toEqual(ids);
      }),
    );
  });
});

describe('re-challenge window (maxDaysToRePlay)', () => {
  const beaten = [{ winnerId: 'w', loserId: 'l', decidedOn: '2026-11-01' }];
  it('keeps the beaten player from challenging the winner for that many days', () => {
    expect(rechallengeOpensOn(beaten, 'l', 'w', 30, '2026-11-20')).toBe('2026-12-01');
    expect(rechallengeOpensOn(beaten, 'l', 'w', 30, '2026-11-30')).toBe('2026-12-01');
    expect(rechallengeOpensOn(beaten, 'l', 'w', 30, '2026-12-01')).toBeNull();
    expect(rechallengeOpensOn(beaten, 'l', 'w', 0, '2026-11-01')).toBeNull();
  });
  it('leaves the winner free, and other pairs alone; the latest defeat counts', () => {
    expect(rechallengeOpensOn(beaten, 'w', 'l', 30, '2026-11-02')).toBeNull();
    expect(rechallengeOpensOn(beaten, 'l', 'x', 30, '2026-11-02')).toBeNull();
    const twice = [...beaten, { winnerId: 'w', loserId: 'l', decidedOn: '2026-11-15' }];
    expect(rechallengeOpensOn(twice, 'l', 'w', 30, '2026-11-20')).toBe('2026-12-15');
  });
});

describe('a rejection counts as a defeat for the re-challenge window', () => {
  it('keeps the player who rejected from challenging the offerer back; the offerer stays free', () => {
    const defeats = defeatsForRechallenge(
      [],
      [{ offererId: 'a', opponentId: 'b', decidedOn: '2026-11-01', decidedAt: '2026-11-01T09:00:00Z' }],
    );
    expect(rechallengeOpensOn(defeats, 'b', 'a', 30, '2026-11-02')).toBe('2026-12-01');
    expect(rechallengeOpensOn(defeats, 'a', 'b', 30, '2026-11-02')).toBeNull();
    expect(rechallengeOpensOn(defeats, 'b', 'a', 30, '2026-12-01')).toBeNull();
  });
  it('reads a played loss and a no-show by who won, whichever side they played', () => {
    const defeats = defeatsForRechallenge(
      [
        {
          player1Id: 'c',
          player2Id: 'w',
          winnerId: 'w',
          decidedOn: '2026-11-01',
          decidedAt: '2026-11-01T09:00:00Z',
        },
        {
          player1Id: 'w2',
          player2Id: 'c',
          winnerId: 'w2',
          decidedOn: '2026-11-05',
          decidedAt: '2026-11-05T09:00:00Z',
        },
      ],
      [],
    );
    expect(defeats).toEqual([
      { winnerId: 'w', loserId: 'c', decidedOn: '2026-11-01' },
      { winnerId: 'w2', loserId: 'c', decidedOn: '2026-11-05' },
    ]);
  });
  it('a rejection holds the rejecting player back exactly as long as a lost match on the same day', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 1, max: 365 }),
        fc.boolean(),
        (decidedOn, today, window, asP1) => {
          const decidedAt = `${decidedOn}T09:00:00Z`;
          const rejected = defeatsForRechallenge(
            [],
            [{ offererId: 'a', opponentId: 'b', decidedOn, decidedAt }],
          );
          const lost = defeatsForRechallenge(
            [
              asP1
                ? { player1Id: 'b', player2Id: 'a', winnerId: 'a', decidedOn, decidedAt }
                : { player1Id: 'a', player2Id: 'b', winnerId: 'a', decidedOn, decidedAt },
            ],
            [],
          );
          expect(rechallengeOpensOn(rejected, 'b', 'a', window, today)).toBe(
            rechallengeOpensOn(lost, 'b', 'a', window, today),
          );
          // The winner (the offerer) is never held back by it.
          expect(rechallengeOpensOn(rejected, 'a', 'b', window, today)).toBeNull();
        },
      ),
    );
  });
});

describe('playedAt', () => {
  const at = (iso: string) => new Date(iso);
  it('files a result under the agreed slot once it has begun, else under when the result came in', () => {
    const report = at('2026-11-25T20:00:00Z');
    expect(playedAt(at('2026-11-25T15:30:00Z'), report)).toEqual(at('2026-11-25T15:30:00Z'));
    expect(playedAt(at('2026-11-27T15:30:00Z'), report)).toEqual(report);
    expect(playedAt(null, report)).toEqual(report);
  });

  it('is never after the result came in, and is the slot or that moment', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ noInvalidDate: true })),
        fc.date({ noInvalidDate: true }),
        (slot, report) => {
          const date = playedAt(slot, report);
          expect(date.getTime()).toBeLessThanOrEqual(report.getTime());
          expect([slot?.getTime(), report.getTime()]).toContain(date.getTime());
        },
      ),
    );
  });
});

describe('a season closed with its ladder reset is a fresh start for the re-challenge window', () => {
  const instant = fc
    .integer({ min: 0, max: 400 * 24 * 60 })
    .map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString());
  const defeat = fc.record({
    at: instant,
    kind: fc.constantFrom('p1', 'p2', 'rejection'),
    loser: fc.constantFrom('a', 'b', 'c'),
    winner: fc.constantFrom('a', 'b', 'c'),
  });
  const facts = (list: { at: string; kind: string; loser: string; winner: string }[]) => {
    const on = (at: string) => at.slice(0, 10);
    const decided = list
      .filter((d) => d.kind !== 'rejection')
      .map((d) => ({
        player1Id: d.kind === 'p1' ? d.loser : d.winner,
        player2Id: d.kind === 'p1' ? d.winner : d.loser,
        winnerId: d.winner,
        decidedOn: on(d.at),
        decidedAt: d.at,
      }));
    const rejected = list
      .filter((d) => d.kind === 'rejection')
      .map((d) => ({ offererId: d.winner, opponentId: d.loser, decidedOn: on(d.at), decidedAt: d.at }));
    return [decided, rejected] as const;
  };

  it('no defeat decided by the reset holds anyone back; every later one holds as without a reset', () => {
    fc.assert(
      fc.property(
        fc.array(defeat, { maxLength: 8 }),
        instant,
        instant,
        fc.integer({ min: 1, max: 365 }),
        (list, resetAt, todayAt, window) => {
          const today = todayAt.slice(0, 10);
          const [decided, rejected] = facts(list);
          const afterReset = list.filter((d) => d.at > resetAt);
          const [laterDecided, laterRejected] = facts(afterReset);
          for (const x of ['a', 'b', 'c'])
            for (const y of ['a', 'b', 'c']) {
              // With the reset: exactly what the defeats after it alone would say.
              expect(
                rechallengeOpensOn(defeatsForRechallenge(decided, rejected, resetAt), x, y, window, today),
              ).toBe(
                rechallengeOpensOn(defeatsForRechallenge(laterDecided, laterRejected), x, y, window, today),
              );
            }
          // No reset (a season continued with its order): every defeat counts.
          expect(defeatsForRechallenge(decided, rejected, null)).toHaveLength(list.length);
        },
      ),
    );
  });

  it('a defeat decided at the close itself belongs to the closed season', () => {
    const at = '2026-11-10T10:00:00.000Z';
    const decided = [
      { player1Id: 'l', player2Id: 'w', winnerId: 'w', decidedOn: '2026-11-10', decidedAt: at },
    ];
    expect(defeatsForRechallenge(decided, [], at)).toEqual([]);
    expect(defeatsForRechallenge(decided, [], '2026-11-10T09:59:59.999Z')).toHaveLength(1);
  });
});
