import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { foldTurkish } from '../../shared/text.js';
import { users } from '../db/schema/index.js';

/** The text user search matches against: names and e-mail folded with Turkish rules (users.search_text). */
export function searchTextOf(firstName: string, lastName: string, email: string): string {
  return foldTurkish(`${firstName} ${lastName} ${email}`);
}

/**
 * The names part of users.search_text ("first last"), the e-mail at its end cut off: what a search
 * matches for someone who may not read addresses, so a query cannot find a player by their e-mail.
 */
export const searchedNames = sql`left(${users.searchText}, greatest(length(${users.searchText}) - length(${users.email}) - 1, 0))`;

/** `%`, `_` and `\` taken literally in a LIKE pattern (PostgreSQL's escape character is `\`). */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Folded Turkish letters and the Latin letters a keyboard without them types instead. */
const TURKISH_LETTERS = 'çğıöşüâîû';
const PLAIN_LETTERS = 'cgiosuaiu';
const turkishLetter = new RegExp(`[${TURKISH_LETTERS}]`);

/**
 * `text LIKE pattern` over folded search text (users.search_text or a part of it), the pattern
 * built from a folded query with `likeEscape`. A query typed without Turkish letters also finds
 * names written with them ('sahin' finds 'Şahin', 'isik' finds 'IŞIK'), as on a phone or a
 * keyboard without them; a query that uses a Turkish letter means it ('ılker' does not find
 * 'İlker').
 */
export function foldedLike(text: AnyColumn | SQL, pattern: string): SQL {
  if (turkishLetter.test(pattern)) return sql`${text} like ${pattern} escape '\\'`;
  return sql`translate(${text}, ${TURKISH_LETTERS}, ${PLAIN_LETTERS}) like ${pattern} escape '\\'`;
}

/**
 * `text` in small letters by Turkish rules, as `foldTurkish` writes a query ('I' → 'ı', 'İ' → 'i'),
 * whatever the database's locale: its capitals outside ASCII are mapped first, lower() does the rest.
 * For text stored as typed (a mail's subject), where users.search_text is stored folded already.
 */
export function turkishLower(text: AnyColumn | SQL): SQL {
  return sql`lower(translate(${text}, 'ÇĞİIÖŞÜÂÎÛ', 'çğiıöşüâîû'))`;
}
