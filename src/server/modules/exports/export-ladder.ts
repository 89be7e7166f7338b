import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, matches, users } from '../../db/schema/index.js';
import { toCells } from './csv.js';
import { participantsByRank } from './participant-batches.js';

export const LADDER_HEADER = ['Sıra', 'Ad', 'Soyad', 'Galibiyet', 'Mağlubiyet'];

/**
 * The league's current ladder, by rank, with each player's wins and losses of the current season
 * (its played matches not yet archived with a closed season). Names only.
 */
export function exportLadderRows(db: DbOrTx, leagueId: string) {
  const season = sql`${matches.leagueId} = ${leagueId} and ${matches.seasonId} is null and ${matches.status} = 'oynanmış'`;
  const rows = participantsByRank(db, leagueId, {
    firstName: users.firstName,
    lastName: users.lastName,
    won: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} = ${leagueParticipants.userId})`,
    lost: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} is not null and ${matches.winnerId} <> ${leagueParticipants.userId} and ${leagueParticipants.userId} in (${matches.player1Id}, ${matches.player2Id}))`,
  });
  return toCells(rows, (r) => [r.rank, r.firstName, r.lastName, r.won, r.lost]);
}
