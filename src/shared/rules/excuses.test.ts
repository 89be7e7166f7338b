import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excuseDaysLeft, excuseRefusal, hasActiveExcuse, isExcuseActive } from './excuses.js';

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

describe('excuses', () => {
  it('is active from its start through its end day; without an end it stays active', () => {
    const e = { startDate: '2026-06-10', endDate: '2026-06-15' };
    expect(isExcuseActive(e, '2026-06-09')).toBe(false);
    expect(isExcuseActive(e, '2026-06-10')).toBe(true);
    expect(isExcuseActive(e, '2026-06-15')).toBe(true);
    expect(isExcuseActive(e, '2026-06-16')).toBe(false);
    expect(isExcuseActive({ startDate: '2026-06-10', endDate: null }, '2099-01-01')).toBe(true);
    expect(hasActiveExcuse([e, { startDate: '2020-01-01', endDate: '2020-02-01' }], '2026-06-12')).toBe(true);
  });

  it('refuses a start that is not strictly before the end', () => {
    const order = 'Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.';
    expect(excuseRefusal({ startDate: '2026-06-10', endDate: '2026-06-10' }, [])).toBe(order);
    expect(excuseRefusal({ startDate: '2026-06-11', endDate: '2026-06-10' }, [])).toBe(order);
    expect(excuseRefusal({ startDate: '2026-06-10', endDate: '2026-06-11' }, [])).toBeNull();
    expect(excuseRefusal({ startDate: '2026-06-10', endDate: null }, [])).toBeNull();
  });

  it('refuses when an existing excuse ends after the new start, naming its dates', () => {
    const existing = [{ startDate: '2026-06-01', endDate: '2026-06-15' }];
    expect(excuseRefusal({ startDate: '2026-06-10', endDate: '2026-06-20' }, existing)).toBe(
      'Bu tarihlerle çakışan bir mazeretiniz zaten var (1 Haz 2026 – 15 Haz 2026).',
    );
    expect(excuseRefusal({ startDate: '2026-06-15', endDate: '2026-06-20' }, existing)).toBeNull();
    expect(
      excuseRefusal({ startDate: '2026-07-01', endDate: null }, [{ startDate: '2026-06-01', endDate: null }]),
    ).toBe('Bu tarihlerle çakışan bir mazeretiniz zaten var (1 Haz 2026 – süresiz).');
  });

  it('accepted excuses never leave two periods where one ends after the next starts', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(day, fc.option(day, { nil: null })), { maxLength: 20 }), (tries) => {
        const kept: { startDate: string; endDate: string | null }[] = [];
        for (const [startDate, endDate] of tries) {
          const next = { startDate, endDate };
          if (excuseRefusal(next, kept) === null) kept.push(next);
        }
        for (let i = 1; i < kept.length; i++) {
          const prev = kept[i - 1];
          expect(prev.endDate).not.toBeNull();
          expect(prev.endDate! <= kept[i].startDate).toBe(true);
          if (kept[i].endDate !== null) expect(kept[i].startDate < kept[i].endDate!).toBe(true);
        }
      }),
    );
  });

  it('counts the days left, or null when past or open-ended', () => {
    expect(excuseDaysLeft('2026-06-15', '2026-06-10')).toBe(5);
    expect(excuseDaysLeft('2026-06-15', '2026-06-15')).toBe(0);
    expect(excuseDaysLeft('2026-06-15', '2026-06-16')).toBeNull();
    expect(excuseDaysLeft(null, '2026-06-16')).toBeNull();
  });
});
