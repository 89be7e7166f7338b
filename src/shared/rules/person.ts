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
 * Endings of web addresses that mail programs turn into links, after any name ('x.com', 'Evil.Co',
 * 'ahmet.istanbul'): the generic ones, the country codes used as such ('x.co', 'x.io', 'x.me'), the
 * newer ones people meet in links and mails, and the names reserved for examples and tests
 * ('evil.example'). Every other two-letter ending is a country's and counts too (nameHasWebAddress).
 * A word after a dot that is no ending ('abd.kadir', 'Dr.Ahmet') is part of a name.
 */
export const GENERIC_TOP_LEVEL_DOMAINS = words(`
  com net org info biz edu gov int mil mobi name pro tel asia app dev io ai co me tv cc ws ly to
  xyz online site website link click top icu vip win work art blog news cloud email space host
  press lol fun one shop store live club page tech zip mov web
  academy agency bet bid bike blue buzz cafe camp care cash center chat city codes company
  computer cool design digital direct energy events expert express finance fitness football fyi
  game games gift global gold golf guide guru health help house how inc ink ist istanbul jobs land
  legal life limited loan ltd market marketing media menu mobile money movie network ninja
  partners photo photos pics pink place plus porn rent review reviews rocks sale school science
  services shopping social software solutions studio style support systems team tennis tips today
  tools tours town trade training travel vision wiki world wtf xxx zone
  example test invalid localhost local onion arpa
`);

/**
 * Every top-level domain (about 1 400, from the `tlds` package), where the server has given it
 * (`knowEveryEnding`): the browser's forms carry only GENERIC_TOP_LEVEL_DOMAINS, to keep the list off
 * the first screens' download, and the server, which decides, refuses a name ending in any of them
 * ('ahmet.berlin', 'evil.sbs').
 */
let everyEnding: ReadonlySet<string> | undefined;
export function knowEveryEnding(endings: Iterable<string>): void {
  everyEnding = new Set([...endings].map((e) => e.toLocaleLowerCase('en-US')));
}

/** A dotted name: labels of letters, digits and inner hyphens joined by dots, ending in letters. */
const DOTTED =
  /(?<![\p{L}\p{N}.-])((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+)(\p{L}{2,63})(?![\p{L}\p{N}-])/gu;

/**
 * Whether a first or last name holds a web or mail address, which a mail naming the person would
 * show as a link: a scheme ('https://', 'http:', 'mailto:', 'javascript:'), an '@', 'www.', four
 * numbers joined by dots, or a dotted domain whose ending is a known one ('x.com', 'Evil.Co',
 * 'evil.example', GENERIC_TOP_LEVEL_DOMAINS; on the server any top-level domain) or any two letters, as every country's is
 * ('evil.com.tr', 'Giris.Cm', 'ракет.рф'), unless a single capital stands before the two, an
 * initial ('A.Su', 'M.Ar'). Only real addresses are refused: a dot before a word that is no ending
 * is a name however it is typed, initials and abbreviations included: 'M.', 'Ali R.', 'M. Ali',
 * 'M.Ali', 'A.Su', 'Abd.Kadir', 'abd.kadir'.
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
    // A Turkish capital İ typed in an ending is its i ('X.İO' is 'x.io').
    const lower = ending.replaceAll('İ', 'i').toLocaleLowerCase('en-US');
    if (GENERIC_TOP_LEVEL_DOMAINS.has(lower)) return true;
    // Two letters are a country's ending, unless an initial stands before them: every country's is
    // among all the endings too, so the initial is asked first ('A.Su', 'M.Ar' on the server too).
    const last = labels.slice(0, -1).split('.').at(-1) ?? '';
    const initial = last.length === 1 && /^\p{Lu}/u.test(ending);
    if (ending.length === 2) {
      if (initial) continue;
      return true;
    }
    // The same initial before a capitalised surname that is also an ending somewhere among all of
    // them ('H.Tatar', 'M.Seven') is a name; the endings mail programs link were asked above.
    if (!initial && everyEnding?.has(lower)) return true;
  }
  return false;
}
