// Turkish wording for stored values and names: roles, and league names in a sentence.
import type { Role } from './domain.js';

/** Roles in Turkish; the stored values stay as the specification names them. */
export const ROLE_LABELS: Record<Role, string> = {
  'Super Admin': 'Süper Yönetici',
  Admin: 'Yönetici',
  Moderator: 'Moderatör',
  User: 'Kullanıcı',
  Guest: 'Misafir',
  Oyuncu: 'Oyuncu',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role as Role] ?? 'Bilinmeyen rol';

/** How a league is named inside a sentence: "X ligi", "X ligine", "X liginde", "X ligindeki". */
export type LeagueCase = 'ligi' | 'ligine' | 'liginde' | 'ligindeki';

/**
 * A league's name with the word "lig" in the case the sentence needs, without saying "lig" twice
 * when the name already ends in it: "Bahar" → "Bahar ligine", "Yaz Ligi" → "Yaz Ligine",
 * "Süper Lig" → "Süper Lig'ine".
 */
export function leaguePhrase(name: string, form: LeagueCase): string {
  const trimmed = name.trim();
  const ending = form.slice(3); // '', 'ine', 'inde', 'indeki' after "lig"
  const lower = trimmed.toLocaleLowerCase('tr-TR');
  const upper = trimmed === trimmed.toLocaleUpperCase('tr-TR') && trimmed !== lower;
  const cased = (s: string) => (upper ? s.toLocaleUpperCase('tr-TR') : s);
  if (/(^|\s)ligi$/.test(lower)) return `${trimmed.slice(0, -1)}${cased(ending)}`;
  if (/(^|\s)lig$/.test(lower)) return `${trimmed}'${cased(ending)}`;
  return `${trimmed} ${form}`;
}
