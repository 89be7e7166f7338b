import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthdateAllowed,
  GENERIC_TOP_LEVEL_DOMAINS,
  MIN_AGE_YEARS,
  MIN_PHONE_DIGITS,
  nameHasWebAddress,
  phoneHasDigits,
} from './person.js';

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

describe('names holding a web address', () => {
  it('refuses schemes, www., addresses by number and dotted domains; keeps initials and abbreviations', () => {
    for (const address of [
      'https://evil.example',
      'http://x',
      'HTTPS://EVIL.EXAMPLE',
      'http:evil',
      'www.x.com',
      'WWW.x',
      'x.com',
      'Evil.Co',
      'Ali evil.com.tr',
      'şirket.com',
      'evil.example',
      '10.0.0.1',
      'evil。com',
      'ｗｗｗ.x',
      // Every country's ending, capitalised or not, in any script; several labels; mail addresses.
      'Giris.Cm',
      'Raket.Fm',
      'Destek.Raket.Pw',
      'ракет.рф',
      'a@b.zz',
      'mailto:a@b',
      'javascript:alert(1)',
      'Ali@Veli',
      // Known endings however they are typed.
      'ahmet.istanbul',
      'Evil.Shop',
      'kort.tennis',
      // A Turkish capital İ is an i: 'İO' is 'io', after an initial too.
      'A.İo',
      'evil.İO',
    ])
      expect(nameHasWebAddress(address), address).toBe(true);
    for (const name of [
      'Ayşe',
      'Mehmet Ali',
      'M.',
      'Ali R.',
      'M. Ali',
      'M.Ali',
      'm.ali',
      'A.Su',
      'Abd.Kadir',
      // Typed in small letters, a dot before a word that is no web ending is still a name.
      'abd.kadir',
      'dr.ahmet',
      'ali.veli',
      'abd.kadir.yılmaz',
      'Dr.Ahmet',
      'J.R.R. Tolkien',
      "O'Neil",
      'Ali-Rıza',
      'Çağrı Işıl Öğüt Şükrü',
    ])
      expect(nameHasWebAddress(name), name).toBe(false);
  });

  const letter = fc.constantFrom(...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'.split(''));
  const capital = fc.constantFrom(...'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'.split(''));
  const word = fc
    .tuple(capital, fc.array(letter, { minLength: 1, maxLength: 10 }))
    .map(([c, rest]) => c + rest.join(''));
  // A name as people write theirs: words, initials ('M.' on its own or before a word, 'M.Ali'),
  // hyphens and apostrophes.
  const part = fc.oneof(
    word,
    capital.map((c) => `${c}.`),
    // ('M.Com' is no name: after an initial, any word but a generic web ending.)
    fc
      .tuple(capital, word)
      .filter(([, w]) => !GENERIC_TOP_LEVEL_DOMAINS.has(w.toLocaleLowerCase('en-US')))
      .map(([c, w]) => `${c}.${w}`),
    fc.tuple(word, word).map(([a, b]) => `${a}-${b}`),
    word.map((w) => `${w}'in`),
  );
  const name = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));

  it('accepts any name written with letters, initials, hyphens and apostrophes', () => {
    fc.assert(fc.property(name, (n) => !nameHasWebAddress(n)));
  });

  const host = fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), {
      minLength: 1,
      maxLength: 12,
    })
    .map((cs) => cs.join(''));
  const tld = fc.constantFrom('com', 'net', 'org', 'io', 'co', 'tr', 'xyz', 'app', 'me', 'info');
  const address = fc.oneof(
    fc.tuple(fc.constantFrom('http', 'https', 'ftp', 'HTTPS'), host).map(([s, h]) => `${s}://${h}`),
    host.map((h) => `www.${h}`),
    fc.tuple(host, tld).map(([h, t]) => `${h}.${t}`),
    // Capitalised ('Evil.COM'); a single capital before a country code is an initial ('A.Tr').
    fc
      .tuple(host, tld)
      .filter(([h]) => h.length > 1)
      .map(([h, t]) => `${h[0].toUpperCase()}${h.slice(1)}.${t.toUpperCase()}`),
  );

  it('refuses a web address wherever it stands in a name', () => {
    fc.assert(
      fc.property(name, address, name, fc.nat(2), (before, a, after, where) => {
        const n = [where !== 1 ? before : '', a, where !== 0 ? after : ''].filter(Boolean).join(' ');
        return nameHasWebAddress(n);
      }),
    );
  });

  const small = fc.constantFrom(...'abcçdefgğhıijklmnoöprsştuüvyz'.split(''));
  const smallWord = (min: number) =>
    fc.array(small, { minLength: min, maxLength: 10 }).map((cs) => cs.join(''));
  const notAnEnding = (w: string) => !GENERIC_TOP_LEVEL_DOMAINS.has(w.toLocaleLowerCase('en-US'));

  it('accepts words joined by dots in small letters or capitalised, when the last is no web ending', () => {
    fc.assert(
      fc.property(
        fc.array(smallWord(1), { minLength: 1, maxLength: 3 }),
        smallWord(3).filter(notAnEnding),
        fc.boolean(),
        (first, last, capitalised) => {
          const cap = (w: string) => (capitalised ? w.charAt(0).toLocaleUpperCase('tr-TR') + w.slice(1) : w);
          const n = [...first, last].map(cap).join('.');
          expect(nameHasWebAddress(n), n).toBe(false);
        },
      ),
    );
  });

  it('refuses a host before any known ending, in small letters, capitalised or in capitals', () => {
    fc.assert(
      fc.property(
        host.filter((h) => /[a-z]/.test(h)),
        fc.constantFrom(...GENERIC_TOP_LEVEL_DOMAINS),
        fc.constantFrom('small', 'capitalised', 'capitals'),
        (h, ending, typed) => {
          const address = `${h}.${ending}`;
          const n =
            typed === 'small'
              ? address
              : typed === 'capitals'
                ? address.toUpperCase()
                : `${h[0].toUpperCase()}${h.slice(1)}.${ending[0].toUpperCase()}${ending.slice(1)}`;
          expect(nameHasWebAddress(n), n).toBe(true);
        },
      ),
    );
  });

  it('refuses every two-letter ending but after an initial', () => {
    fc.assert(
      fc.property(
        host.filter((h) => h.length > 1 && /^[a-z]/.test(h)),
        smallWord(2).filter((w) => w.length === 2),
        (h, cc) => {
          expect(nameHasWebAddress(`${h}.${cc}`)).toBe(true);
          const initial = `${h[0].toUpperCase()}.${cc[0].toLocaleUpperCase('tr-TR')}${cc[1]}`;
          // The ending as typed after the initial: a capital I or İ reads as i ('ıo' typed 'Io' is 'io').
          const typed = initial.slice(2).replaceAll('İ', 'i').toLocaleLowerCase('en-US');
          expect(nameHasWebAddress(initial), initial).toBe(GENERIC_TOP_LEVEL_DOMAINS.has(typed));
        },
      ),
    );
  });
});
