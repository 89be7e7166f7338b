import { asc, eq } from 'drizzle-orm';
import type { TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** A league's ladder sorted by rank: names and join dates only (never e-mail, phone or birth date). */
export async function listParticipants(db: DbOrTx, leagueId: string): Promise<TParticipant[]> {
  const rows = await db
    .select({
      rank: leagueParticipants.rank,
      userId: leagueParticipants.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      joinDate: leagueParticipants.joinDate,
    })
    .from(leagueParticipants)
    .innerJoin(users, eq(users.id, leagueParticipants.userId))
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(asc(leagueParticipants.rank));
  // Only an empty ladder needs the second look: is there such a league at all?
  if (rows.length === 0) {
    const [league] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId));
    if (!league) throw notFound(messages.league.notFound);
  }
  return rows.map((r) => ({
    ...r,
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    joinDate: r.joinDate.toISOString(),
  }));
}
