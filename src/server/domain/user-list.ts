import { and, count, inArray, or, type SQL, sql } from 'drizzle-orm';
import { pageEnvelope } from '../../shared/contract/common.js';
import type { TUserListQuery, TUserPage, UserSortField } from '../../shared/contract/users.js';
import { ZUserListQuery } from '../../shared/contract/users.js';
import { GENDERS, type Gender } from '../../shared/domain.js';
import { foldTurkish } from '../../shared/text.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { foldedLike, likeEscape } from './text-search.js';
import { turkishOrder } from './turkish-order.js';
import { notErased, toUserRow } from './user-row.js';

/** Words that find a gender, in Turkish and as stored: 'kadın' finds every female user. */
const genderWords: Record<Gender, string[]> = {
  male: ['erkek', 'male'],
  female: ['kadın', 'female'],
  other: ['diğer', 'other'],
};

const sortColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  email: users.email,
} satisfies Record<UserSortField, unknown>;

/** Who comes first among equals: 'Emre Doğan' before 'Emre Şimşek' when sorted by first name. */
const thenBy = {
  firstName: [users.lastName],
  lastName: [users.firstName],
  gender: [users.firstName, users.lastName],
  email: [],
} satisfies Record<UserSortField, unknown[]>;

/**
 * The user table (spec §2 /userm): search over first name, last name, e-mail (folded with Turkish
 * rules via users.search_text; plain lower case also matches) and gender (a whole gender word), sorted by a column, one page.
 * Search, sort and paging happen in the database so 10 000 users stay fast.
 */
export async function listUsers(db: DbOrTx, query: TUserListQuery): Promise<TUserPage> {
  const { q, sort, dir, page, pageSize } = ZUserListQuery.parse(query);
  const folded = foldTurkish(q);
  const conditions: SQL[] = [notErased()];
  if (folded) {
    // Turkish folding first ('IŞIK' → 'ışık'); plain folding too, so 'KULLANICI@…' typed in
    // capitals still finds an ASCII e-mail address.
    const patterns = [...new Set([folded, q.toLowerCase()])].map((v) => `%${likeEscape(v)}%`);
    const genders = GENDERS.filter((g) => genderWords[g].includes(folded));
    const match = or(
      ...patterns.flatMap((pattern) => [
        foldedLike(users.searchText, pattern),
        sql`${users.email} like ${pattern} escape '\\'`,
      ]),
      genders.length > 0 ? inArray(users.gender, genders) : undefined,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[sort];
  const direction = dir === 'desc' ? sql`desc` : sql`asc`;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      ...[column, ...thenBy[sort]].map((c) => sql`${turkishOrder(c)} ${direction} nulls last`),
      sql`${users.id} ${direction}`,
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return pageEnvelope(rows.map(toUserRow), page, pageSize, total);
}
