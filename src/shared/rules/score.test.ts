import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatScore,
  judgeScore,
  parseScore,
  type ScoreFormat,
  type SetScore,
  scoreFromSide,
} from './score.js';

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

describe('judgeScore', () => {
  it('accepts a straight-sets win and a super tie-break decider', () => {
    expect(judgeScore(standard, [s(6, 4), s(7, 5)])).toMatchObject({
      ok: true,
      winner: 'p1',
      text: '6-4 7-5',
    });
    expect(judgeScore(standard, [s(6, 4), s(3, 6), s(8, 10)])).toMatchObject({ ok: true, winner: 'p2' });
    expect(judgeScore(standard, [s(7, 6, [7, 5]), s(6, 7, [4, 7]), s(12, 10)])).toMatchObject({
      ok: true,
      winner: 'p1',
    });
  });

  it('says what is wrong with an impossible score', () => {
    expect(judgeScore(standard, [s(6, 5), s(6, 0)])).toEqual({
      ok: false,
      message: '1. set: 6-5 tamamlanmış bir set değil.',
    });
    expect(judgeScore(standard, [s(6, 4)])).toEqual({
      ok: false,
      message: 'Maçı kazanmak için 2 set kazanılmalıdır; girilen skorla kazanan belli değil.',
    });
    expect(judgeScore(standard, [s(6, 4), s(6, 4), s(6, 4)])).toEqual({
      ok: false,
      message: 'Maç bittikten sonra set girilemez.',
    });
    expect(judgeScore(standard, [s(7, 6)])).toMatchObject({
      ok: false,
      message: expect.stringContaining('tie-break skoru girilmelidir'),
    });
    expect(judgeScore(standard, [s(6, 4), s(4, 6), s(10, 9)])).toMatchObject({
      ok: false,
      message: expect.stringContaining('süper tie-break'),
    });
    expect(judgeScore(standard, [])).toEqual({ ok: false, message: 'En az bir set skoru girilmelidir.' });
  });

  it('plays a full deciding set in the Set format and 4-game sets in short formats', () => {
    const fullSet = { ...standard, setDecisionsFormat: 'Set' };
    expect(judgeScore(fullSet, [s(6, 4), s(4, 6), s(7, 5)])).toMatchObject({ ok: true, winner: 'p1' });
    expect(judgeScore(fullSet, [s(6, 4), s(4, 6), s(10, 8)])).toMatchObject({ ok: false });
    const short = { ...standard, gameFormat: 4 };
    expect(judgeScore(short, [s(4, 2), s(5, 4, [7, 3])])).toMatchObject({ ok: true, winner: 'p1' });
    expect(judgeScore(short, [s(6, 4), s(4, 1)])).toMatchObject({
      ok: false,
      message: '1. set: 6-4 tamamlanmış bir set değil.',
    });
  });

  // Generators of valid sets for a format, so every valid score is accepted and its winner is right.
  const race = (target: number) =>
    fc.oneof(
      fc.integer({ min: 0, max: target - 2 }).map((lo) => [target, lo] as const),
      fc.integer({ min: target - 1, max: target + 8 }).map((lo) => [lo + 2, lo] as const),
    );
  const setWonBy = (f: ScoreFormat, winner: 'p1' | 'p2', deciding: boolean): fc.Arbitrary<SetScore> => {
    const g = f.gameFormat;
    const pair =
      deciding && f.setDecisionsFormat === 'Super'
        ? race(f.superTieBreak).map(([w, l]) => ({ w, l, tb: undefined }))
        : fc.oneof(
            fc.integer({ min: 0, max: g - 2 }).map((l) => ({ w: g, l, tb: undefined })),
            fc.constant({ w: g + 1, l: g - 1, tb: undefined }),
            race(f.setTieBreakScore).map(([tw, tl]) => ({ w: g + 1, l: g, tb: [tw, tl] as const })),
          );
    return pair.map(({ w, l, tb }) =>
      winner === 'p1'
        ? { p1: w, p2: l, ...(tb ? { tieBreak: { p1: tb[0], p2: tb[1] } } : {}) }
        : { p1: l, p2: w, ...(tb ? { tieBreak: { p1: tb[1], p2: tb[0] } } : {}) },
    );
  };
  const format = fc.record({
    setCount: fc.constantFrom(3, 5),
    gameFormat: fc.constantFrom(4, 6),
    setDecisionsFormat: fc.constantFrom('Super', 'Set'),
    setTieBreakScore: fc.constant(7),
    superTieBreak: fc.constantFrom(10, 7),
  });
  const match = format.chain((f) => {
    const needed = Math.floor(f.setCount / 2) + 1;
    return fc
      .tuple(fc.constantFrom<'p1' | 'p2'>('p1', 'p2'), fc.integer({ min: 0, max: needed - 1 }))
      .chain(([winner, loserSets]) => {
        const loser = winner === 'p1' ? 'p2' : 'p1';
        // The winner takes the last set; the others are shuffled.
        const order = fc.shuffledSubarray(
          [...Array(needed - 1).fill(winner), ...Array(loserSets).fill(loser)],
          {
            minLength: needed - 1 + loserSets,
          },
        );
        return order.chain((firstSets: ('p1' | 'p2')[]) => {
          const all = [...firstSets, winner];
          return fc
            .tuple(...all.map((w, i) => setWonBy(f, w, i === f.setCount - 1)))
            .map((sets) => ({ f, winner, sets }));
        });
      });
  });

  it('accepts every valid generated score and names its winner', () => {
    fc.assert(
      fc.property(match, ({ f, winner, sets }) => {
        const verdict = judgeScore(f, sets);
        expect(verdict).toMatchObject({ ok: true, winner });
      }),
    );
  });

  it('reads back every valid score from its text, with the same winner and text', () => {
    fc.assert(
      fc.property(match, ({ f, winner, sets }) => {
        const text = formatScore(sets);
        const read = parseScore(f, text);
        expect(Array.isArray(read)).toBe(true);
        expect(judgeScore(f, read as SetScore[])).toMatchObject({ ok: true, winner, text });
      }),
    );
  });

  it('reads a score as staff type it, and says which part is not a set', () => {
    const standard = {
      setCount: 3,
      gameFormat: 6,
      setDecisionsFormat: 'Super',
      setTieBreakScore: 7,
      superTieBreak: 10,
    };
    expect(parseScore(standard, ' 6-4, 3–6 ; 10:8 ')).toEqual([
      { p1: 6, p2: 4 },
      { p1: 3, p2: 6 },
      { p1: 10, p2: 8 },
    ]);
    expect(parseScore(standard, '7-6(5) 6/7 (9) 10-4')).toEqual([
      { p1: 7, p2: 6, tieBreak: { p1: 7, p2: 5 } },
      { p1: 6, p2: 7, tieBreak: { p1: 9, p2: 11 } },
      { p1: 10, p2: 4 },
    ]);
    expect(parseScore(standard, '7-6 ( 8 - 6 ) 6 - 0')).toEqual([
      { p1: 7, p2: 6, tieBreak: { p1: 8, p2: 6 } },
      { p1: 6, p2: 0 },
    ]);
    expect(parseScore(standard, '  ')).toBe('Skoru giriniz (ör. 6-4 6-3).');
    expect(parseScore(standard, '6-4 kazandı')).toBe(
      '"kazandı" bir set skoru olarak okunamadı; setleri 6-4 6-3 ya da 7-6(5) 6-4 gibi yazınız.',
    );
    expect(parseScore(standard, '6-4-2')).toMatch(/^"6-4-2" bir set skoru/);
  });

  it('refuses a valid score once any one set is made a tie', () => {
    fc.assert(
      fc.property(match, fc.nat(), fc.integer({ min: 0, max: 12 }), ({ f, sets }, pick, games) => {
        const broken = sets.map((set, j) => (j === pick % sets.length ? { p1: games, p2: games } : set));
        expect(judgeScore(f, broken).ok).toBe(false);
      }),
    );
  });

  it('refuses scores that a player could not have reached', () => {
    fc.assert(
      fc.property(format, fc.integer({ min: -5, max: 200 }), (f, games) => {
        fc.pre(games < 0 || games > f.gameFormat + 1);
        expect(
          judgeScore(f, [
            { p1: games, p2: 0 },
            { p1: f.gameFormat, p2: 0 },
          ]).ok,
        ).toBe(false);
      }),
    );
  });
});

describe('scoreFromSide', () => {
  it("reads a recorded score with the given player's games first", () => {
    expect(scoreFromSide('6-4 3-6 10-8', 'p1')).toBe('6-4 3-6 10-8');
    expect(scoreFromSide('6-4 3-6 10-8', 'p2')).toBe('4-6 6-3 8-10');
    // A tie-break by the loser's points stays; one given in full is turned with its set.
    expect(scoreFromSide('7-6(5) 6-4', 'p2')).toBe('6-7(5) 4-6');
    expect(scoreFromSide('7-6(7-5), 6-4', 'p2')).toBe('6-7(5-7), 4-6');
    expect(scoreFromSide('6-4 2-1 (çekilme)', 'p2')).toBe('4-6 1-2 (çekilme)');
    expect(scoreFromSide('(çekilme)', 'p2')).toBe('(çekilme)');
    expect(scoreFromSide('Hükmen', 'p2')).toBe('Hükmen');
  });

  it('turns back what it turned, for every score formatScore writes', () => {
    const set = fc
      .record({ p1: fc.integer({ min: 0, max: 13 }), p2: fc.integer({ min: 0, max: 13 }) })
      .chain((g) =>
        fc
          .option(fc.record({ p1: fc.integer({ min: 0, max: 20 }), p2: fc.integer({ min: 0, max: 20 }) }), {
            nil: undefined,
          })
          .map((tieBreak) => ({ ...g, ...(tieBreak ? { tieBreak } : {}) })),
      );
    fc.assert(
      fc.property(fc.array(set, { minLength: 1, maxLength: 5 }), (sets) => {
        const text = formatScore(sets);
        const mirrored = formatScore(sets.map((x) => ({ p1: x.p2, p2: x.p1, tieBreak: x.tieBreak })));
        expect(scoreFromSide(text, 'p2')).toBe(mirrored);
        expect(scoreFromSide(mirrored, 'p2')).toBe(text);
      }),
    );
  });

  it('cannot turn free text that is not a score', () => {
    expect(scoreFromSide('6-4 kazandı 2 set', 'p2')).toBeNull();
    expect(scoreFromSide('6/4/3', 'p2')).toBeNull();
    expect(scoreFromSide('serbest metin', 'p2')).toBe('serbest metin');
  });
});
