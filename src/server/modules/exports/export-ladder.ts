import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, matches, users } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { toCells } from './csv.js';
import { participantsByRank } from './participant-batches.js';

export const LADDER_HEADER = ['Sıra', 'Ad', 'Soyad', 'Galibiyet', 'Mağlubiyet'];

/**
 * The league's current ladder, by rank, with each player's wins and losses of the current season
 * (its results not yet archived with a closed season). Names only. A result counts as the player
 * record counts it (`countsForRecord`): a played match, a report the 48-hour clock has confirmed
 * (`now`) though the job has not written it yet, and a staff cancellation that named a no-show.
 */
export function exportLadderRows(db: DbOrTx, leagueId: string, now: Date) {
  const season = sql`${matches.leagueId} = ${leagueId} and ${matches.seasonId} is null and ${matches.winnerId} is not null
    and (${matches.status} in ('oynanmış', 'iptal') or ${autoConfirmedBy(now)})`;
  const rows = participantsByRank(db, leagueId, {
    firstName: users.firstName,
    lastName: users.lastName,
    won: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} = ${leagueParticipants.userId})`,
    lost: sql<number>`(select count(*)::int from ${matches} where ${season} and ${matches.winnerId} <> ${leagueParticipants.userId} and ${leagueParticipants.userId} in (${matches.player1Id}, ${matches.player2Id}))`,
  });
  return toCells(rows, (r) => [r.rank, r.firstName, r.lastName, r.won, r.lost]);
}
