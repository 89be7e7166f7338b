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
