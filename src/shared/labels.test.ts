import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from './domain.js';
import { leaguePhrase, ROLE_LABELS, roleLabel } from './labels.js';

describe('leaguePhrase', () => {
  it('adds the word "lig" to a name that does not end in it', () => {
    expect(leaguePhrase('Bahar', 'ligine')).toBe('Bahar ligine');
    expect(leaguePhrase('Bahar', 'liginde')).toBe('Bahar liginde');
    expect(leaguePhrase('Bahar', 'ligi')).toBe('Bahar ligi');
    expect(leaguePhrase('Bahar', 'ligindeki')).toBe('Bahar ligindeki');
  });

  it('does not repeat "lig" when the name ends in "Ligi"', () => {
    expect(leaguePhrase('Yaz Ligi', 'ligine')).toBe('Yaz Ligine');
    expect(leaguePhrase('Yaz Ligi', 'liginde')).toBe('Yaz Liginde');
    expect(leaguePhrase('Yaz Ligi', 'ligi')).toBe('Yaz Ligi');
    expect(leaguePhrase('Yaz Ligi', 'ligindeki')).toBe('Yaz Ligindeki');
    expect(leaguePhrase('Kadınlar ligi ', 'ligine')).toBe('Kadınlar ligine');
    expect(leaguePhrase('YAZ LİGİ', 'liginde')).toBe('YAZ LİGİNDE');
    expect(leaguePhrase('Süper Lig', 'ligine')).toBe("Süper Lig'ine");
  });

  it('leaves a name that merely contains "lig" inside a word alone', () => {
    expect(leaguePhrase('Baligi', 'ligine')).toBe('Baligi ligine');
  });

  it('names the league with exactly one "lig", whatever the name ends in', () => {
    const word = fc.constantFrom('Yaz', 'Kış', 'Bahar', 'Açık', 'A', 'Kadınlar');
    const last = fc.constantFrom('', 'Lig', 'Ligi', 'ligi', 'LİGİ');
    const form = fc.constantFrom('ligi', 'ligine', 'liginde', 'ligindeki' as const);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), last, form, (words, end, f) => {
        const phrase = leaguePhrase([...words, end].join(' '), f).toLocaleLowerCase('tr-TR');
        expect(phrase.match(/(^|\s)lig/gu)).toHaveLength(1);
      }),
    );
  });
});

describe('role labels', () => {
  it('names every stored role in Turkish', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/\S/);
    expect(roleLabel('Super Admin')).toBe('Süper Yönetici');
    expect(roleLabel('Moderator')).toBe('Moderatör');
  });
});
