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

const words = (list: string) => new Set(list.trim().split(/\s+/));

/**
 * Endings of web addresses that mail programs turn into links. The generic ones (and the country
 * codes used as such: 'x.co', 'x.io', 'x.me') make a link after any name ('x.com', 'Evil.Co').
 */
export const GENERIC_TOP_LEVEL_DOMAINS = words(`
  com net org info biz edu gov int mil mobi name pro tel asia app dev io ai co me tv cc ws ly to
  xyz online site website link click top icu vip win work art blog news cloud email space host
  press lol fun one shop store live club page tech zip mov web
`);

/** A dotted name: labels of letters, digits and inner hyphens joined by dots, ending in letters. */
const DOTTED =
  /(?<![\p{L}\p{N}.-])((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+)(\p{L}{2,63})(?![\p{L}\p{N}-])/gu;

/**
 * Whether a first or last name holds a web or mail address, which a mail naming the person would
 * show as a link: a scheme ('https://', 'http:', 'mailto:', 'javascript:'), an '@', 'www.', four
 * numbers joined by dots, or a dotted domain whose ending is a known generic one ('x.com',
 * 'Evil.Co') or any two letters, as every country's is ('evil.com.tr', 'Giris.Cm', 'ракет.рф'),
 * unless a single capital stands before it, an initial ('A.Su', 'M.Ar'). A domain typed in small
 * letters with a part of two letters or more before its last dot ('evil.example') is one too.
 * Initials and abbreviations stay names: 'M.', 'Ali R.', 'M. Ali', 'M.Ali', 'A.Su', 'Abd.Kadir'.
 */
export function nameHasWebAddress(name: string): boolean {
  // Wide and ideographic full stops are dots to a browser.
  const text = name.normalize('NFKC').replace(/[\u3002\uff61]/g, '.');
  if (/[a-z][a-z0-9+.-]*:\/\//i.test(text)) return true;
  if (/(?<![\p{L}\p{N}])(?:https?|ftp|mailto|javascript|data|tel|sms)\s*:/iu.test(text)) return true;
  if (text.includes('@')) return true;
  if (/(?<![\p{L}\p{N}])www\d*\./iu.test(text)) return true;
  if (/(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/u.test(text)) return true;
  for (const [, labels, ending] of text.matchAll(DOTTED)) {
    const lower = ending.toLocaleLowerCase('en-US');
    const last = labels.slice(0, -1).split('.').at(-1) ?? '';
    if (GENERIC_TOP_LEVEL_DOMAINS.has(lower)) return true;
    const initial = last.length === 1 && /^\p{Lu}/u.test(ending);
    if (ending.length === 2 && !initial) return true;
    // Any other ending, typed in small letters after a part of two letters or more.
    if (/^[a-z0-9.-]+$/.test(labels + ending) && last.length >= 2) return true;
  }
  return false;
}
