import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { formatDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { bothPlayersNames, playerNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { batches, EXPORT_BATCH, toCells } from './csv.js';

export const RESULTS_HEADER = ['Tarih', '1. oyuncu', '2. oyuncu', 'Skor', 'Kazanan', 'Durum'];

/**
 * A season's results, oldest first: the played and cancelled matches archived with a closed
 * season, or for the current season (`seasonId` null) those of the league not archived yet, with
 * the reports the 48-hour clock has confirmed by `now` (every list shows them as played; the job
 * writes them on its next run, and a close writes them first).
 */
export function exportResultsRows(db: DbOrTx, leagueId: string, seasonId: string | null, now: Date) {
  const when = sql`coalesce(${matches.matchDate}, ${matches.updatedAt})`;
  const rows = batches(
    (after: { at: string; id: string } | null) =>
      selectMatchesWithNames(db, {
        id: matches.id,
        // The instant as text keeps its microseconds, so the next batch starts exactly after it.
        at: sql<string>`${when}::text`,
        playedAt: sql<Date>`${when}`.mapWith(matches.updatedAt),
        status: matches.status,
        score: matches.score,
        winnerId: matches.winnerId,
        player1Id: matches.player1Id,
        ...bothPlayersNames,
      })
        .where(
          and(
            eq(matches.leagueId, leagueId),
            seasonId === null ? isNull(matches.seasonId) : eq(matches.seasonId, seasonId),
            or(inArray(matches.status, ['oynanmış', 'iptal']), autoConfirmedBy(now)),
            after === null
              ? undefined
              : (sql`(${when}, ${matches.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` as SQL),
          ),
        )
        .orderBy(asc(when), asc(matches.id))
        .limit(EXPORT_BATCH),
    (r) => ({ at: r.at, id: r.id }),
  );
  return toCells(rows, (r) => {
    const { player1, player2, winner } = playerNames(r);
    return [
      formatDate(r.playedAt),
      player1,
      player2,
      r.score,
      winner ?? '',
      r.status === 'iptal' ? 'İptal' : 'Oynanmış',
    ];
  });
}
