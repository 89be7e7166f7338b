import { and, sql } from 'drizzle-orm';
import type { TUserSearchHit } from '../../../shared/contract/leagues.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { foldedLike, likeEscape, searchedNames } from '../../domain/text-search.js';
import { turkishOrder } from '../../domain/turkish-order.js';
import { notErased } from '../../domain/user-row.js';

/**
 * Users whose first plus last name contains the text, case-insensitively with Turkish letters
 * ('ilker' finds 'İlker', 'ışık' finds 'IŞIK', 'sahin' finds 'Şahin'): matched against users.search_text, which holds
 * the folded "first last email"; the e-mail part is cut off so only names match. Users whose
 * profile is not complete are listed too, marked so (they are added once it is); erased accounts
 * are not.
 */
export async function searchUsers(
  db: DbOrTx,
  leagueId: string,
  q: string,
  showEmail: boolean,
): Promise<TUserSearchHit[]> {
  const folded = foldTurkish(q);
  if (!folded) return [];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      inLeague: sql<boolean>`exists (select 1 from ${leagueParticipants} p where p.league_id = ${leagueId} and p.user_id = "users"."id")`,
      genderMatches: sql<boolean>`coalesce(${users.gender} = (select l.gender from ${leagues} l where l.id = ${leagueId}), false)`,
      profileComplete: sql<boolean>`${users.profileCompletedAt} is not null`,
    })
    .from(users)
    .where(and(notErased(), foldedLike(searchedNames, `%${likeEscape(folded)}%`)))
    .orderBy(turkishOrder(users.firstName), turkishOrder(users.lastName))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    email: showEmail ? r.email : null,
    inLeague: Boolean(r.inLeague),
    genderMatches: Boolean(r.genderMatches),
    profileComplete: Boolean(r.profileComplete),
  }));
}
