import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEASON_RESET_RULES } from '../domain.js';
import { isPermutation } from './ladder.js';
import {
  defaultSeasonEnd,
  defaultSeasonName,
  nextSeasonLadder,
  type SeasonPlayer,
  sameSeasonName,
} from './season.js';

const player = (userId: string, rank: number, firstName: string, lastName: string): SeasonPlayer => ({
  userId,
  rank,
  firstName,
  lastName,
});
const order = (rungs: { userId: string; rank: number }[]) =>
  [...rungs].sort((a, b) => a.rank - b.rank).map((r) => r.userId);

describe('season rules', () => {
  const players = [
    player('a', 1, 'Zeynep', 'Şahin'),
    player('b', 2, 'Ali', 'Çelik'),
    player('c', 3, 'Ömer', 'Sarı'),
    player('d', 4, 'İpek', 'Cengiz'),
    player('e', 5, 'Ayşe', 'Çelik'),
  ];

  it('keeps the final order', () => {
    expect(order(nextSeasonLadder(players, 'keep'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('orders a new intake by surname, then first name, in the Turkish alphabet (C < Ç, S < Ş)', () => {
    // Cengiz, Çelik Ali, Çelik Ayşe, Sarı, Şahin
    expect(order(nextSeasonLadder(players, 'alphabetical'))).toEqual(['d', 'b', 'e', 'c', 'a']);
  });

  it("offers the league's end as the new season's end while it is ahead, else a season as long again", () => {
    const latest = '2028-11-23';
    expect(defaultSeasonEnd({ startDate: '2026-01-01', endDate: '2027-06-30' }, '2026-11-23', latest)).toBe(
      '2027-06-30',
    );
    // Ended: as long again from today (181 days), 30 days at least.
    expect(defaultSeasonEnd({ startDate: '2026-01-01', endDate: '2026-07-01' }, '2026-11-23', latest)).toBe(
      '2027-05-23',
    );
    expect(defaultSeasonEnd({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-23', latest)).toBe(
      '2026-12-23',
    );
    // A season of almost four years would run past the last day a league date may take.
    expect(defaultSeasonEnd({ startDate: '2023-01-01', endDate: '2026-11-20' }, '2026-11-23', latest)).toBe(
      latest,
    );
  });

  it('takes season names that differ only in case (Turkish İ/ı too) or spacing for one name', () => {
    expect(sameSeasonName('2026 Bahar', ' 2026  BAHAR ')).toBe(true);
    expect(sameSeasonName('İlkbahar', 'ilkbahar')).toBe(true);
    expect(sameSeasonName('Kış', 'KIŞ')).toBe(true);
    expect(sameSeasonName('2026 Bahar', '2027 Bahar')).toBe(false);
    expect(sameSeasonName('Işık', 'isik')).toBe(false);
  });

  it('names a season after the year it closes in', () => {
    expect(defaultSeasonName('2026-11-30')).toBe('2026 Sezonu');
  });

  it('always starts the next season with the same players ranked 1..n', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })), { maxLength: 40 }),
        fc.constantFrom(...SEASON_RESET_RULES),
        (names, rule) => {
          const ps = names.map(([f, l], i) => player(`u${i}`, names.length - i, f, l));
          const next = nextSeasonLadder(ps, rule);
          expect(isPermutation(next)).toBe(true);
          expect(next.map((r) => r.userId).sort()).toEqual(ps.map((p) => p.userId).sort());
        },
      ),
    );
  });
});
