// What makes a password too easy to guess. The length rule (6 to 128 characters) stays in the
// contract; this rule refuses the rest: the e-mail address itself, one character repeated, and the
// most common passwords (also with a year or a number added at the end).
import { messages } from '../messages.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** Lower case with Turkish letters folded to ASCII: "Fenerbahçe" and "fenerbahce" are the same guess. */
export function foldPassword(password: string): string {
  return password
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .trim();
}

/** Why `password` is refused for the account of `email`, or null when it may be used. */
export function passwordRefusal(password: string, email?: string): string | null {
  const m = messages.auth;
  if ([...new Set(password)].length <= 1) return m.passwordOneCharacter;
  const folded = foldPassword(password);
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.slice(0, address.indexOf('@'));
    const plain = password.trim().toLowerCase();
    if (plain === address || (local.length > 0 && plain === local)) return m.passwordIsEmail;
  }
  // "galatasaray1905", "qwerty2024", "1234567890!": a common password with digits added is as easy to guess.
  const tail = /^[\d\s!.?*_-]*$/;
  for (let end = folded.length; end >= 6; end--) {
    if (COMMON_PASSWORDS.has(folded.slice(0, end)) && tail.test(folded.slice(end)))
      return m.passwordTooCommon;
  }
  if (/^\d+$/.test(folded) && isRun(folded)) return m.passwordTooCommon;
  return null;
}

/** Digits counting up or down by one ("345678", "987654"). */
function isRun(digits: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i++) steps.add((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}
