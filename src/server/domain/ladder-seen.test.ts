import { describe, expect, it } from 'vitest';
import { isOrderSeen, isRankSeen } from './ladder-seen.js';

const ladder = (...ids: string[]) => ids.map((userId, i) => ({ userId, rank: i + 1 }));

describe('an edit made from the ladder as the editor saw it', () => {
  it('stands for a reorder only while the ladder is still in the order seen', () => {
    expect(isOrderSeen(ladder('a', 'b', 'c'), ['a', 'b', 'c'])).toBe(true);
    expect(isOrderSeen(ladder(), [])).toBe(true);
    // Someone moved, joined or left meanwhile.
    expect(isOrderSeen(ladder('b', 'a', 'c'), ['a', 'b', 'c'])).toBe(false);
    expect(isOrderSeen(ladder('a', 'b', 'c', 'd'), ['a', 'b', 'c'])).toBe(false);
    expect(isOrderSeen(ladder('a', 'c'), ['a', 'b', 'c'])).toBe(false);
  });

  it('stands for a move while the player is still where the editor saw them', () => {
    expect(isRankSeen(ladder('a', 'b', 'c'), 'c', 3)).toBe(true);
    // Others moved, this player did not: the move still does what the editor meant.
    expect(isRankSeen(ladder('b', 'a', 'c'), 'c', 3)).toBe(true);
    expect(isRankSeen(ladder('c', 'a', 'b'), 'c', 3)).toBe(false);
    expect(isRankSeen(ladder('a', 'b'), 'c', 3)).toBe(false);
  });
});
