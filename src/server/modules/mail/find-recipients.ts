import { and, asc, count, desc, eq, like, or } from 'drizzle-orm';
import type { TMailLeagueList, TMailRecipients, TMailUserList } from '../../../shared/contract/mail.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { foldedLike, likeEscape } from '../../domain/text-search.js';
import { turkishOrder } from '../../domain/turkish-order.js';
import { notErased } from '../../domain/user-row.js';
import { notFound } from '../../errors.js';

/** Users for the single-recipient picker: name or e-mail contains the query (Turkish folding). */
export async function findMailUsers(db: DbOrTx, q: string): Promise<TMailUserList> {
  const folded = foldTurkish(q);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        notErased(),
        folded
          ? or(
              foldedLike(users.searchText, `%${likeEscape(folded)}%`),
              like(users.email, `%${likeEscape(folded)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(turkishOrder(users.name))
    .limit(20);
  return { items: rows };
}

/** Leagues for the league-mailing picker, active first, with their participant counts. */
export async function listMailLeagues(db: DbOrTx): Promise<TMailLeagueList> {
  const rows = await db
    .select({
      id: leagues.id,
      name: leagues.name,
      isActive: leagues.isActive,
      participants: count(leagueParticipants.id),
    })
    .from(leagues)
    .leftJoin(leagueParticipants, eq(leagueParticipants.leagueId, leagues.id))
    .groupBy(leagues.id)
    .orderBy(desc(leagues.isActive), turkishOrder(leagues.name));
  return { items: rows };
}

/** The e-mail addresses of every participant of a league (read from league_participants). */
export async function leagueRecipients(db: DbOrTx, leagueId: string): Promise<TMailRecipients> {
  const [league] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound();
  const rows = await db
    .select({ email: users.email })
    .from(leagueParticipants)
    .innerJoin(users, eq(users.id, leagueParticipants.userId))
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(asc(leagueParticipants.rank));
  return { emails: rows.map((r) => r.email) };
}
