import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementLabel, movementSince, movementText } from './movement.js';

describe('movement since a week ago', () => {
  it('reads the rank then from the first change since', () => {
    expect(movementSince(3, { oldRank: 5, newRank: 4 })).toBe(2);
    expect(movementSince(4, { oldRank: 3, newRank: 4 })).toBe(-1);
    expect(movementSince(4, undefined)).toBe(0);
    // joined at rank 7 during the week, now 5: counted from the rank they joined at
    expect(movementSince(5, { oldRank: null, newRank: 7 })).toBe(2);
    expect(movementSince(7, { oldRank: null, newRank: 7 })).toBe(0);
    expect([movementText(2), movementText(-1), movementText(0)]).toEqual(['↑2', '↓1', '']);
    expect(movementLabel(2)).toBe('Son bir haftada 2 sıra yükseldi');
    expect(movementLabel(-1)).toBe('Son bir haftada 1 sıra düştü');
  });

  it('over a ladder reordered since, the moves add up to zero and give back the old order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
            ),
          ),
        ([n, order]) => {
          // order[i] is the player at rank i + 1 now; the player p held rank p + 1 a week ago.
          const moves = order.map((p, i) =>
            movementSince(i + 1, p === i ? undefined : { oldRank: p + 1, newRank: i + 1 }),
          );
          expect(moves.reduce((a, b) => a + b, 0)).toBe(0);
          expect(order.map((_, i) => i + 1 + moves[i]).sort((a, b) => a - b)).toEqual(
            [...Array(n).keys()].map((k) => k + 1),
          );
        },
      ),
    );
  });
});
