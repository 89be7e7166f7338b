import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendToLadder,
  challengerWins,
  isPermutation,
  moveToRank,
  type Rung,
  rankChanges,
  removeFromLadder,
  reorder,
} from './ladder.js';

const ladder = (...ids: string[]): Rung[] => ids.map((userId, i) => ({ userId, rank: i + 1 }));
const order = (rungs: Rung[]) => [...rungs].sort((a, b) => a.rank - b.rank).map((r) => r.userId);

describe('ladder rules', () => {
  it('lets a challenger from below take the rank of the player beaten (spec §4)', () => {
    // A at 6 beats B at 3: A → 3, B → 4, those at 4 and 5 move one down.
    const after = challengerWins(ladder('p1', 'p2', 'B', 'p4', 'p5', 'A', 'p7'), 'A', 'B');
    expect(order(after)).toEqual(['p1', 'p2', 'A', 'B', 'p4', 'p5', 'p7']);
  });

  it('changes nothing when the higher-ranked player wins', () => {
    const before = ladder('a', 'b', 'c');
    expect(order(challengerWins(before, 'a', 'c'))).toEqual(['a', 'b', 'c']);
  });

  it('closes the gap on removal and appends at n + 1', () => {
    expect(order(removeFromLadder(ladder('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
    expect(appendToLadder(ladder('a'), 'z')).toEqual([
      { userId: 'a', rank: 1 },
      { userId: 'z', rank: 2 },
    ]);
  });

  it('refuses a reorder that loses or repeats a player', () => {
    expect(() => reorder(ladder('a', 'b'), ['a', 'a'])).toThrow();
    expect(() => reorder(ladder('a', 'b'), ['a'])).toThrow();
    expect(order(reorder(ladder('a', 'b'), ['b', 'a']))).toEqual(['b', 'a']);
  });

  it('reports only the ranks that changed', () => {
    expect(rankChanges(ladder('a', 'b', 'c'), ladder('b', 'a', 'c'))).toEqual([
      { userId: 'a', oldRank: 1, newRank: 2 },
      { userId: 'b', oldRank: 2, newRank: 1 },
    ]);
  });

  it('keeps ranks a permutation 1..n after any sequence of operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('win' as const), a: fc.nat(30), b: fc.nat(30) }),
      fc.record({ kind: fc.constant('move' as const), a: fc.nat(30), to: fc.integer({ min: -3, max: 40 }) }),
      fc.record({ kind: fc.constant('remove' as const), a: fc.nat(30) }),
      fc.record({ kind: fc.constant('add' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 25 }), fc.array(op, { maxLength: 40 }), (size, ops) => {
        let rungs = ladder(...Array.from({ length: size }, (_, i) => `u${i}`));
        let next = size;
        for (const o of ops) {
          const ids = order(rungs);
          if (o.kind === 'add') rungs = appendToLadder(rungs, `u${next++}`);
          else if (ids.length === 0) continue;
          else if (o.kind === 'remove') rungs = removeFromLadder(rungs, ids[o.a % ids.length]);
          else if (o.kind === 'move') rungs = moveToRank(rungs, ids[o.a % ids.length], o.to);
          else {
            const a = ids[o.a % ids.length];
            const b = ids[o.b % ids.length];
            if (a !== b) rungs = challengerWins(rungs, a, b);
          }
          expect(isPermutation(rungs)).toBe(true);
        }
      }),
    );
  });
});

describe('isPermutation rejects every broken ladder', () => {
  // The properties above lean on isPermutation; these show it can say no.
  const valid = fc
    .integer({ min: 1, max: 25 })
    .map((n) => ladder(...Array.from({ length: n }, (_, i) => `u${i}`)));

  it('accepts ranks 1..n in any order', () => {
    fc.assert(
      fc.property(valid, fc.infiniteStream(fc.nat()), (rungs, seeds) => {
        const shuffled = [...rungs].sort(() => (seeds.next().value % 3) - 1);
        expect(isPermutation(shuffled)).toBe(true);
      }),
    );
  });

  it('rejects a repeated rank, a gap, a rank out of 1..n and a player listed twice', () => {
    const broken = fc.tuple(valid, fc.nat(), fc.integer({ min: -5, max: 60 })).chain(([rungs, i, to]) => {
      const at = i % rungs.length;
      const kinds: fc.Arbitrary<Rung[]>[] = [
        // a player listed twice (with the next free rank, so only the id repeats)
        fc.constant([...rungs, { userId: rungs[at].userId, rank: rungs.length + 1 }]),
      ];
      if (rungs.length > 1) {
        // two players on one rank
        const other = (at + 1) % rungs.length;
        kinds.push(fc.constant(rungs.map((r, k) => (k === at ? { ...r, rank: rungs[other].rank } : r))));
      }
      if (to < 1 || to > rungs.length) {
        // a rank outside 1..n (leaves a gap or a zero/negative rank)
        kinds.push(fc.constant(rungs.map((r, k) => (k === at ? { ...r, rank: to } : r))));
      }
      return fc.oneof(...kinds);
    });
    fc.assert(
      fc.property(broken, (rungs) => {
        expect(isPermutation(rungs)).toBe(false);
      }),
    );
  });

  it('rejects a ladder that starts at 0 or skips a rank', () => {
    expect(isPermutation([{ userId: 'a', rank: 0 }])).toBe(false);
    expect(isPermutation(ladder('a', 'b').map((r) => ({ ...r, rank: r.rank * 2 })))).toBe(false);
    expect(isPermutation([])).toBe(true);
  });
});
