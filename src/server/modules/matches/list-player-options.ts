import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TPlayerOptions } from '../../../shared/contract/matches.js';
import { messages } from '../../../shared/messages.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, users } from '../../db/schema/index.js';
import { foldedLike, likeEscape, searchedNames } from '../../domain/text-search.js';
import { turkishOrder } from '../../domain/turkish-order.js';
import { notErased } from '../../domain/user-row.js';
import { displayName } from './match-row.js';

const LIMIT = 50;

/**
 * Players the match form offers: a league's participants in rank order, or (admins, no league)
 * any user with a profile. Filtered with Turkish case folding, by name or e-mail for admins; a
 * league's moderator reads and finds names only (the e-mail is neither shown nor matched).
 */
export async function listPlayerOptions(
  db: DbOrTx,
  leagueId: string | undefined,
  q: string,
  withEmail: boolean,
): Promise<TPlayerOptions> {
  const folded = foldTurkish(q);
  const searched = withEmail ? users.searchText : searchedNames;
  const search = folded ? foldedLike(searched, `%${likeEscape(folded)}%`) : undefined;
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
  const rows = leagueId
    ? await db
        .select(columns)
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(and(eq(leagueParticipants.leagueId, leagueId), search))
        .orderBy(asc(leagueParticipants.rank))
        .limit(LIMIT)
    : await db
        .select(columns)
        .from(users)
        .where(and(isNotNull(users.profileCompletedAt), notErased(), search))
        .orderBy(turkishOrder(users.firstName), turkishOrder(users.lastName), asc(users.id))
        .limit(LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: withEmail
        ? `${displayName(r)} (${r.email})`
        : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || messages.matches.unnamedPlayer,
    })),
  };
}
