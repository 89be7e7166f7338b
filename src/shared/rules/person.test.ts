import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthdateAllowed, MIN_AGE_YEARS } from './person.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = fc.date({
  min: new Date('1890-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('birth dates', () => {
  it('accepts 1900 onwards up to five years before today, refuses today and the future', () => {
    expect(birthdateAllowed('1990-05-17', '2026-11-23')).toBe(true);
    expect(birthdateAllowed('2021-11-23', '2026-11-23')).toBe(true);
    expect(birthdateAllowed('2021-11-24', '2026-11-23')).toBe(false);
    expect(birthdateAllowed('2026-11-23', '2026-11-23')).toBe(false);
    expect(birthdateAllowed('2030-01-01', '2026-11-23')).toBe(false);
    expect(birthdateAllowed('1900-01-01', '2026-11-23')).toBe(true);
    expect(birthdateAllowed('1899-12-31', '2026-11-23')).toBe(false);
  });

  it('never accepts a date less than the minimum age before today', () => {
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const b = iso(birth);
        const t = iso(today);
        const fiveYearsLater = `${Number(b.slice(0, 4)) + MIN_AGE_YEARS}${b.slice(4)}`;
        if (birthdateAllowed(b, t)) expect(fiveYearsLater <= t).toBe(true);
        else expect(b < '1900-01-01' || fiveYearsLater > t).toBe(true);
      }),
    );
  });
});
