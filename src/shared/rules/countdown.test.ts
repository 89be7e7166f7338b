import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPIRED_TEXT, isUrgent, timeLeftText } from './countdown.js';

const now = new Date('2026-11-22T10:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);
const H = 3_600_000;

describe('time left until a deadline', () => {
  it('names the two largest units, rounded down', () => {
    expect(timeLeftText(inMs(2 * 24 * H + 4 * H + 59_000), now)).toBe('2 gün 4 saat kaldı');
    expect(timeLeftText(inMs(3 * 24 * H), now)).toBe('3 gün kaldı');
    expect(timeLeftText(inMs(3 * H + 12 * 60_000), now)).toBe('3 saat 12 dakika kaldı');
    expect(timeLeftText(inMs(5 * H), now)).toBe('5 saat kaldı');
    expect(timeLeftText(inMs(5 * 60_000 + 30_000), now)).toBe('5 dakika kaldı');
    expect(timeLeftText(inMs(20_000), now)).toBe('1 dakika kaldı');
    expect(timeLeftText(inMs(0), now)).toBe(EXPIRED_TEXT);
    expect(timeLeftText(inMs(-H), now)).toBe(EXPIRED_TEXT);
    expect(isUrgent(inMs(23 * H), now)).toBe(true);
    expect(isUrgent(inMs(25 * H), now)).toBe(false);
  });

  it('never promises more time than is left, nor a whole unit less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60_000, max: 60 * 24 * H }), (ms) => {
        const text = timeLeftText(inMs(ms), now);
        const match = /^(?:(\d+) gün)? ?(?:(\d+) saat)? ?(?:(\d+) dakika)? kaldı$/.exec(text);
        expect(match, text).not.toBeNull();
        const [, d = '0', h = '0', m = '0'] = match!;
        const stated = (Number(d) * 24 * 60 + Number(h) * 60 + Number(m)) * 60_000;
        expect(stated).toBeLessThanOrEqual(ms);
        // The smallest unit shown is a day (then hours), an hour (then minutes) or a minute.
        const unit = Number(d) > 0 ? H : 60_000;
        expect(ms - stated).toBeLessThan(unit);
        expect(text).not.toMatch(/(^| )0 /);
      }),
    );
  });

  it('reads as expired exactly when the deadline is not in the future', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 24 * H, max: 10 * 24 * H }), (ms) => {
        expect(timeLeftText(inMs(ms), now) === EXPIRED_TEXT).toBe(ms <= 0);
      }),
    );
  });
});
