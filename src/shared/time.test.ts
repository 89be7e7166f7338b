import { describe, expect, it } from 'vitest';
import { istanbulParts, istanbulToday } from './time.js';

describe('Istanbul time', () => {
  it('gives the date and wall-clock time in Istanbul (UTC+3)', () => {
    expect(istanbulParts(new Date('2026-11-22T20:59:59.999Z'))).toEqual({
      date: '2026-11-22',
      hour: 23,
      minute: 59,
    });
    // Istanbul's midnight is 21:00 UTC: the same UTC day, the next calendar date.
    expect(istanbulParts(new Date('2026-11-22T21:00:00.000Z'))).toEqual({
      date: '2026-11-23',
      hour: 0,
      minute: 0,
    });
  });

  it('answers every instant of a minute alike, and the next minute anew (parts are reused per minute)', () => {
    expect(istanbulToday(new Date('2026-12-31T20:59:00.000Z'))).toBe('2026-12-31');
    expect(istanbulToday(new Date('2026-12-31T20:59:59.999Z'))).toBe('2026-12-31');
    expect(istanbulToday(new Date('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
    expect(istanbulParts(new Date('2026-12-31T20:59:30.000Z')).minute).toBe(59);
  });
});
