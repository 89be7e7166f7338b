import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, lockAfterFailures, MAX_LOCK_MS, minutesUntil } from './login-throttle.js';

describe('lockAfterFailures', () => {
  it('waits nothing for nine failures, a minute after ten, doubling, at most fifteen minutes', () => {
    expect(lockAfterFailures(9)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 100].map(lockAfterFailures)).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      MAX_LOCK_MS,
      MAX_LOCK_MS,
      MAX_LOCK_MS,
    ]);
  });

  it('never waits less after more failures, never beyond the cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(lockAfterFailures(few)).toBeLessThanOrEqual(lockAfterFailures(many));
        expect(lockAfterFailures(many)).toBeLessThanOrEqual(MAX_LOCK_MS);
        if (many >= 10) expect(lockAfterFailures(many)).toBeGreaterThanOrEqual(FIRST_LOCK_MS);
      }),
    );
  });

  it('tells whole minutes, at least one', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(minutesUntil(new Date('2026-05-01T10:00:01Z'), now)).toBe(1);
    expect(minutesUntil(new Date('2026-05-01T10:01:30Z'), now)).toBe(2);
    expect(minutesUntil(now, now)).toBe(1);
  });
});
