// A person's details as the profile and the admin's user form accept them.

/** The youngest a player may be: born at least this many years before today. */
export const MIN_AGE_YEARS = 5;
const EARLIEST_BIRTHDATE = '1900-01-01';

/**
 * Whether an ISO birth date (YYYY-MM-DD) is one a player can have on `today` (Istanbul's date):
 * from 1900 on, and at least MIN_AGE_YEARS years before today (today itself, or a date in the
 * future, is a slip of the date picker).
 */
export function birthdateAllowed(birthdate: string, today: string): boolean {
  const year = Number(today.slice(0, 4)) - MIN_AGE_YEARS;
  // 29 February compared as 28 February in a year without it: the order of the strings holds.
  const latest = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  return birthdate >= EARLIEST_BIRTHDATE && birthdate <= latest;
}

/** The fewest digits a phone number has (a local number without its area code). */
export const MIN_PHONE_DIGITS = 7;

/**
 * Whether a phone number as typed (digits, spaces, brackets, dashes, a leading +) holds enough
 * digits to be one: brackets and dashes alone ('(((((((') are not a number.
 */
export function phoneHasDigits(phone: string): boolean {
  return (phone.match(/[0-9]/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}
