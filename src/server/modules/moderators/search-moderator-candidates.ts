import { and, isNotNull, or, sql } from 'drizzle-orm';
import type { TModeratorCandidate } from '../../../shared/contract/leagues.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators, users } from '../../db/schema/index.js';
import { foldedLike, likeEscape } from '../../domain/text-search.js';
import { turkishOrder } from '../../domain/turkish-order.js';

/**
 * Moderator suggestions (spec §2): from 3 characters, users whose first name, last name or e-mail
 * starts with the text (Turkish case folding, on users.search_text word starts).
 */
export async function searchModeratorCandidates(
  db: DbOrTx,
  leagueId: string,
  q: string,
): Promise<TModeratorCandidate[]> {
  const prefix = likeEscape(foldTurkish(q));
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isModerator: sql<boolean>`exists (select 1 from ${leagueModerators} m where m.league_id = ${leagueId} and m.user_id = "users"."id")`,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.profileCompletedAt),
        or(foldedLike(users.searchText, `${prefix}%`), foldedLike(users.searchText, `% ${prefix}%`)),
      ),
    )
    .orderBy(turkishOrder(users.firstName), turkishOrder(users.lastName))
    .limit(10);
  return rows.map((r) => ({
    ...r,
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    isModerator: Boolean(r.isModerator),
  }));
}
