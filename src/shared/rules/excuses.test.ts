import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayBefore, withAblative } from '../time.js';
import {
  cancelExcuseRefusal,
  type ExcusePeriod,
  endExcuseRefusal,
  excuseActions,
  excuseDaysLeft,
  formatExcusePeriod,
  hasActiveExcuse,
  isExcuseActive,
  pastExcuseRefusal,
  planNewExcuse,
} from './excuses.js';

const day = fc
  .integer({ min: 0, max: 400 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

const refusalOf = (next: ExcusePeriod, existing: ExcusePeriod[]) => planNewExcuse(next, existing).refusal;

describe('excuses', () => {
  it('refuses a new excuse that ends before today; one ending today or later, or open-ended, may start in the past', () => {
    const today = '2026-06-10';
    expect(pastExcuseRefusal({ startDate: '2026-06-01', endDate: '2026-06-09' }, today)).toMatch(
      /bugünden önce/,
    );
    expect(pastExcuseRefusal({ startDate: '2026-06-01', endDate: '2026-06-10' }, today)).toBeNull();
    expect(pastExcuseRefusal({ startDate: '2026-06-01', endDate: null }, today)).toBeNull();
    expect(pastExcuseRefusal({ startDate: '2026-06-11', endDate: '2026-06-12' }, today)).toBeNull();
  });

  it('is active from its start through its end day; without an end it stays active', () => {
    const e = { startDate: '2026-06-10', endDate: '2026-06-15' };
    expect(isExcuseActive(e, '2026-06-09')).toBe(false);
    expect(isExcuseActive(e, '2026-06-10')).toBe(true);
    expect(isExcuseActive(e, '2026-06-15')).toBe(true);
    expect(isExcuseActive(e, '2026-06-16')).toBe(false);
    expect(isExcuseActive({ startDate: '2026-06-10', endDate: null }, '2099-01-01')).toBe(true);
    expect(hasActiveExcuse([e, { startDate: '2020-01-01', endDate: '2020-02-01' }], '2026-06-12')).toBe(true);
  });

  it('writes a period naturally, an open-ended one "from … on, indefinitely"', () => {
    expect(formatExcusePeriod({ startDate: '2026-12-10', endDate: null })).toBe(
      "10 Aralık 2026'dan itibaren, süresiz",
    );
    expect(formatExcusePeriod({ startDate: '2020-03-01', endDate: null })).toBe(
      "1 Mart 2020'den itibaren, süresiz",
    );
    expect(formatExcusePeriod({ startDate: '2026-06-01', endDate: '2026-06-15' })).toBe(
      '1 Haziran 2026 – 15 Haziran 2026',
    );
    expect([2023, 2024, 2025, 2026, 2029, 2030, 2040, 2100, 2000].map(withAblative)).toEqual([
      "2023'ten",
      "2024'ten",
      "2025'ten",
      "2026'dan",
      "2029'dan",
      "2030'dan",
      "2040'tan",
      "2100'den",
      "2000'den",
    ]);
  });

  it('refuses a start that is not strictly before the end', () => {
    const order = 'Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.';
    expect(refusalOf({ startDate: '2026-06-10', endDate: '2026-06-10' }, [])).toBe(order);
    expect(refusalOf({ startDate: '2026-06-11', endDate: '2026-06-10' }, [])).toBe(order);
    expect(refusalOf({ startDate: '2026-06-10', endDate: '2026-06-11' }, [])).toBeNull();
    expect(refusalOf({ startDate: '2026-06-10', endDate: null }, [])).toBeNull();
  });

  it('refuses an overlapping excuse, naming its dates; one may start the day another ends', () => {
    const existing = [{ startDate: '2026-06-01', endDate: '2026-06-15' }];
    expect(refusalOf({ startDate: '2026-06-10', endDate: '2026-06-20' }, existing)).toBe(
      'Bu tarihlerle çakışan bir mazeretiniz zaten var (1 Haziran 2026 – 15 Haziran 2026).',
    );
    expect(refusalOf({ startDate: '2026-06-15', endDate: '2026-06-20' }, existing)).toBeNull();
    expect(
      refusalOf({ startDate: '2026-05-20', endDate: null }, [{ startDate: '2026-06-01', endDate: null }]),
    ).toBe("Bu tarihlerle çakışan bir mazeretiniz zaten var (1 Haziran 2026'dan itibaren, süresiz).");
  });

  it('refuses one wholly before an existing excuse for its order, not as an overlap', () => {
    const existing = [{ startDate: '2026-06-10', endDate: '2026-06-20' }];
    expect(refusalOf({ startDate: '2026-06-01', endDate: '2026-06-05' }, existing)).toBe(
      'Mazeretler sırayla girilir: yeni mazeretiniz, son mazeretinizden (10 Haziran 2026 – 20 Haziran 2026) önce başlayamaz.',
    );
    expect(refusalOf({ startDate: '2026-06-01', endDate: '2026-06-10' }, existing)).not.toMatch(/çakışan/);
  });

  it('ends an open-ended excuse the day before a later one starts', () => {
    const open = [{ startDate: '2026-06-01', endDate: null }];
    expect(planNewExcuse({ startDate: '2026-07-01', endDate: '2026-07-05' }, open)).toEqual({
      refusal: null,
      endOpenOn: '2026-06-30',
    });
    expect(planNewExcuse({ startDate: '2026-06-02', endDate: null }, open)).toEqual({
      refusal: null,
      endOpenOn: '2026-06-01',
    });
    expect(planNewExcuse({ startDate: '2026-06-01', endDate: '2026-06-05' }, open).refusal).toMatch(
      /çakışan/,
    );
    expect(planNewExcuse({ startDate: '2026-06-10', endDate: null }, [])).toEqual({
      refusal: null,
      endOpenOn: null,
    });
  });

  it('ends or shortens only towards today, never changing days before yesterday', () => {
    const today = '2026-06-10';
    const open = { startDate: '2026-06-01', endDate: null };
    expect(endExcuseRefusal(open, '2026-06-09', today)).toBeNull(); // Bitir: over from today
    expect(endExcuseRefusal(open, '2026-06-10', today)).toBeNull();
    expect(endExcuseRefusal(open, '2026-06-08', today)).toBe(
      'Bitiş tarihi dünden önce olamaz: geçmiş günlerin mazereti değiştirilemez.',
    );
    const closed = { startDate: '2026-06-01', endDate: '2026-06-20' };
    expect(endExcuseRefusal(closed, '2026-06-20', today)).toBe(
      'Yeni bitiş tarihi, şimdiki bitiş tarihinden (20 Haziran 2026) önce olmalıdır.',
    );
    expect(endExcuseRefusal(closed, '2026-06-25', today)).toMatch(/önce olmalıdır/);
    expect(endExcuseRefusal({ startDate: '2026-05-01', endDate: '2026-05-20' }, '2026-06-10', today)).toBe(
      'Sona ermiş bir mazeret değiştirilemez.',
    );
    const future = { startDate: '2026-07-01', endDate: '2026-07-10' };
    expect(endExcuseRefusal(future, '2026-07-05', today)).toBeNull();
    expect(endExcuseRefusal(future, '2026-07-01', today)).toBeNull();
    expect(endExcuseRefusal(future, '2026-06-30', today)).toMatch(/^Bitiş tarihi, mazeretin başlangıcından/);
  });

  it('cancels only an excuse that has not started', () => {
    const today = '2026-06-10';
    expect(cancelExcuseRefusal({ startDate: '2026-06-10', endDate: null }, today)).toBeNull();
    expect(cancelExcuseRefusal({ startDate: '2026-07-01', endDate: '2026-07-05' }, today)).toBeNull();
    expect(cancelExcuseRefusal({ startDate: '2026-06-09', endDate: null }, today)).toBe(
      'Başlamış bir mazeret iptal edilemez; bitirebilir ya da kısaltabilirsiniz.',
    );
    expect(cancelExcuseRefusal({ startDate: '2026-05-01', endDate: '2026-05-20' }, today)).toBe(
      'Sona ermiş bir mazeret değiştirilemez.',
    );
  });

  it('offers exactly the actions the rules allow', () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), day, (startDate, endDate, today) => {
        fc.pre(endDate === null || endDate >= startDate);
        const e = { startDate, endDate };
        const a = excuseActions(e, today);
        expect(a.end).toBe(endExcuseRefusal(e, dayBefore(today), today) === null);
        expect(a.cancel).toBe(cancelExcuseRefusal(e, today) === null);
        if (a.shorten) expect(endExcuseRefusal(e, a.earliestEnd, today)).toBeNull();
        else expect(endExcuseRefusal(e, startDate > today ? startDate : today, today)).not.toBeNull();
      }),
    );
  });

  it('after any sequence of adding, ending and cancelling, no two excuses share more than a boundary day', () => {
    type Op =
      | { kind: 'add'; start: string; end: string | null }
      | { kind: 'end'; pick: number; end: string }
      | { kind: 'cancel'; pick: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), start: day, end: fc.option(day, { nil: null }) }),
      fc.record({ kind: fc.constant('end' as const), pick: fc.nat(30), end: day }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(30) }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(op, fc.nat(5)), { maxLength: 40 }), (steps) => {
        let kept: ExcusePeriod[] = [];
        let todayN = 0;
        for (const [o, advance] of steps) {
          todayN += advance;
          const today = new Date(Date.UTC(2026, 0, 1) + todayN * 86_400_000).toISOString().slice(0, 10);
          if (o.kind === 'add') {
            const next = { startDate: o.start, endDate: o.end };
            const plan = planNewExcuse(next, kept);
            if (plan.refusal !== null) continue;
            if (plan.endOpenOn)
              kept = kept.map((e) => (e.endDate === null ? { ...e, endDate: plan.endOpenOn } : e));
            kept.push(next);
          } else if (kept.length > 0) {
            const i = o.pick % kept.length;
            if (o.kind === 'end' && endExcuseRefusal(kept[i], o.end, today) === null) {
              kept[i] = { ...kept[i], endDate: o.end };
            }
            if (o.kind === 'cancel' && cancelExcuseRefusal(kept[i], today) === null) kept.splice(i, 1);
          }
          const sorted = [...kept].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
          for (let i = 0; i < sorted.length; i++) {
            const e = sorted[i];
            if (e.endDate !== null) expect(e.startDate <= e.endDate).toBe(true);
            if (i > 0) {
              const prev = sorted[i - 1];
              expect(prev.endDate).not.toBeNull();
              expect(prev.endDate! <= e.startDate).toBe(true);
            }
          }
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
