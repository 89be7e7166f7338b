import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInWords, daysLeft, isAnswerable, isPast, playByFor, respondByFor } from './deadlines.js';

describe('deadlines', () => {
  it('answers within maxDaysToRespond days and plays within maxDaysToPlay days', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    expect(respondByFor(at, 2).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(playByFor(at, 5).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('counts days left rounded up, never below 0', () => {
    const deadline = new Date('2026-11-24T10:00:00Z');
    expect(daysLeft(deadline, new Date('2026-11-22T10:00:00Z'))).toBe(2);
    expect(daysLeft(deadline, new Date('2026-11-24T09:00:00Z'))).toBe(1);
    expect(daysLeft(deadline, new Date('2026-11-24T10:00:01Z'))).toBe(0);
    expect(isPast(deadline, new Date('2026-11-24T10:00:00Z'))).toBe(false);
    expect(isPast(deadline, new Date('2026-11-24T10:00:01Z'))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 100 * 86_400_000 }), (d, ms) => {
        const created = new Date(Date.UTC(2026, 0, 1));
        const now = new Date(created.getTime() + ms);
        const left = daysLeft(respondByFor(created, d), now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(d);
        expect(left === 0).toBe(isPast(respondByFor(created, d), now) || ms === d * 86_400_000);
      }),
    );
  });

  it('takes an answer until the answer time itself, and none after it', () => {
    const respondBy = new Date('2026-11-24T20:30:00Z');
    expect(isAnswerable(respondBy, new Date('2026-11-24T20:30:00Z'))).toBe(true);
    expect(isAnswerable(respondBy, new Date('2026-11-24T20:30:00.001Z'))).toBe(false);
    // Whatever the days to answer, an offer is answerable exactly while days are left or it is its last instant.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 100 * 86_400_000 }), (d, ms) => {
        const created = new Date(Date.UTC(2026, 0, 1));
        const now = new Date(created.getTime() + ms);
        const by = respondByFor(created, d);
        expect(isAnswerable(by, now)).toBe(daysLeft(by, now) > 0 || now.getTime() === by.getTime());
      }),
    );
  });

  it('says weeks when the days make whole weeks', () => {
    expect(daysInWords(7)).toBe('1 hafta');
    expect(daysInWords(14)).toBe('2 hafta');
    expect(daysInWords(5)).toBe('5 gün');
  });
});
