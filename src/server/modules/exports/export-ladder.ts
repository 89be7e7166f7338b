import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, matches, users } from '../../db/schema/index.js';
import { batches, EXPORT_BATCH } from './csv.js';

export const LADDER_HEADER = ['Sıra', 'Ad', 'Soyad', 'Galibiyet', 'Mağlubiyet'];

/**
 * The league's current ladder, by rank, with each player's wins and losses of the current season
 * (its played matches not yet archived with a closed season). Names only.
 */
export function exportLadderRows(db: DbOrTx, leagueId: string) {
  const season = sql`${matches.leagueId} = ${leagueId} and ${matches.seasonId} is null and ${matches.status} = 'oynanmış'`;
  const rows = batches(
    (after: number | null) =>
      db
        .select({
          rank: leagueParticipants.rank,
          firstName: users.firstName,
          lastName: users.lastName,
          won: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} = ${leagueParticipants.userId})`,
          lost: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} is not null and ${matches.winnerId} <> ${leagueParticipants.userId} and ${leagueParticipants.userId} in (${matches.player1Id}, ${matches.player2Id}))`,
        })
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(
          and(
            eq(leagueParticipants.leagueId, leagueId),
            after === null ? undefined : gt(leagueParticipants.rank, after),
          ),
        )
        .orderBy(asc(leagueParticipants.rank))
        .limit(EXPORT_BATCH),
    (r) => r.rank,
  );
  return (async function* () {
    for await (const r of rows) yield [r.rank, r.firstName, r.lastName, r.won, r.lost];
  })();
}
