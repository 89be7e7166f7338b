import { describe, expect, it } from 'vitest';
import { editMovesOwnRank, standsAside } from './staff-conflict.js';

const ladder = (...ids: string[]) => ids.map((userId, i) => ({ userId, rank: i + 1 }));

describe('staff who also play', () => {
  it('a moderator stands aside on a match they play in, on either side', () => {
    expect(standsAside({ id: 'mod', role: 'Moderator' }, 'mod', 'b')).toBe(true);
    expect(standsAside({ id: 'mod', role: 'Oyuncu' }, 'a', 'mod')).toBe(true);
    expect(standsAside({ id: 'mod', role: 'Oyuncu' }, 'a', 'b')).toBe(false);
  });

  it('an admin keeps the power over their own match', () => {
    for (const role of ['Admin', 'Super Admin', 'SuperAdmin'])
      expect(standsAside({ id: 'adm', role }, 'adm', 'b')).toBe(false);
  });

  it('a hand edit that changes the moderator’s own rank is theirs, one that leaves it is not', () => {
    const me = { id: 'm', role: 'Oyuncu' };
    const before = ladder('a', 'm', 'b', 'c');
    expect(editMovesOwnRank(me, before, ladder('m', 'a', 'b', 'c'))).toBe(true);
    // Moving another past them moves them too.
    expect(editMovesOwnRank(me, before, ladder('m', 'b', 'a', 'c'))).toBe(true);
    expect(editMovesOwnRank(me, before, ladder('a', 'm', 'c', 'b'))).toBe(false);
    // Their own place given or taken.
    expect(editMovesOwnRank(me, ladder('a', 'b'), ladder('a', 'b', 'm'))).toBe(true);
    expect(editMovesOwnRank(me, ladder('a', 'b'), ladder('b', 'a'))).toBe(false);
    expect(editMovesOwnRank({ id: 'm', role: 'Admin' }, before, ladder('m', 'a', 'b', 'c'))).toBe(false);
  });
});
