import { foldTurkish } from '../../shared/text.js';

/** The text user search matches against: names and e-mail folded with Turkish rules (users.search_text). */
export function searchTextOf(firstName: string, lastName: string, email: string): string {
  return foldTurkish(`${firstName} ${lastName} ${email}`);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (PostgreSQL's escape character is `\`). */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
