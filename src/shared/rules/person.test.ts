import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthdateAllowed, MIN_AGE_YEARS, MIN_PHONE_DIGITS, phoneHasDigits } from './person.js';

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

describe('phone numbers', () => {
  it('needs seven digits, whatever brackets, spaces and dashes stand around them', () => {
    expect(phoneHasDigits('0555 111 22 33')).toBe(true);
    expect(phoneHasDigits('+90 (555) 111-2233')).toBe(true);
    expect(phoneHasDigits('(((((((')).toBe(false);
    expect(phoneHasDigits('(0) 12-34 5')).toBe(false);
  });

  it('counts only the digits', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0', '7', ' ', '(', ')', '-', '+')), (chars) => {
        const digits = chars.filter((c) => /[0-9]/.test(c)).length;
        expect(phoneHasDigits(chars.join(''))).toBe(digits >= MIN_PHONE_DIGITS);
      }),
    );
  });
});
