import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { TPlayerRecord } from '../../../shared/contract/players.js';
import { countsForRecord, playerRecord, type RecordResult } from '../../../shared/rules/player-record.js';
import type { SetScore } from '../../../shared/rules/score.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { bothPlayersNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { scoreFormatOf } from '../../domain/score-format.js';

export interface LeagueRecords {
  leagueName: string;
  /** Across all seasons. */
  record: TPlayerRecord;
  /** Per season the results were archived with; the key null is the current season. */
  seasons: Map<string | null, TPlayerRecord>;
}

/**
 * A player's record in each league they have results in, keyed by league id, across all seasons
 * and per season (a match's `season_id`: null while its season is the current one). Reads every decided
 * match of the player in a league (`countsForRecord`: played, confirmed by the 48-hour clock, or a
 * no-show named by staff) and leaves the arithmetic to `shared/rules/player-record.ts`. `where`
 * narrows the matches further (a season's dates, say) without changing anything else. Opponents
 * are named, never contacted: no phone or e-mail is read.
 */
export async function loadPlayerRecords(
  db: DbOrTx,
  playerId: string,
  now: Date,
  where?: SQL,
): Promise<Map<string, LeagueRecords>> {
  const auto = autoConfirmedBy(now).mapWith(Boolean);
  const rows = await selectMatchesWithNames(db, {
    id: matches.id,
    leagueId: matches.leagueId,
    seasonId: matches.seasonId,
    status: matches.status,
    outcome: matches.outcome,
    sets: matches.sets,
    winnerId: matches.winnerId,
    player1Id: matches.player1Id,
    player2Id: matches.player2Id,
    matchDate: matches.matchDate,
    reportedAt: matches.reportedAt,
    updatedAt: matches.updatedAt,
    autoConfirmed: auto,
    leagueName: leagues.name,
    league: {
      setCount: leagues.setCount,
      gameFormat: leagues.gameFormat,
      setDecisionsFormat: leagues.setDecisionsFormat,
      setTieBreakScore: leagues.setTieBreakScore,
      superTieBreak: leagues.superTieBreak,
    },
    ...bothPlayersNames,
  }).where(
    and(
      or(eq(matches.player1Id, playerId), eq(matches.player2Id, playerId)),
      isNotNull(matches.leagueId),
      isNotNull(matches.winnerId),
      or(eq(matches.status, 'oynanmış'), eq(matches.status, 'iptal'), auto),
      where,
    ),
  );

  const results = new Map<string, (RecordResult & { seasonId: string | null })[]>();
  const names = new Map<string, string>();
  const leagueNames = new Map<string, string>();
  for (const m of rows) {
    if (!m.leagueId || !countsForRecord(m)) continue;
    leagueNames.set(m.leagueId, m.leagueName ?? '');
    const side = m.player1Id === playerId ? 'p1' : 'p2';
    const opponentId = side === 'p1' ? m.player2Id : m.player1Id;
    const [first, last] = side === 'p1' ? [m.p2First, m.p2Last] : [m.p1First, m.p1Last];
    names.set(opponentId, `${first ?? ''} ${last ?? ''}`.trim());
    const list = results.get(m.leagueId) ?? [];
    list.push({
      seasonId: m.seasonId,
      id: m.id,
      opponentId,
      at: (m.matchDate ?? m.reportedAt ?? m.updatedAt).toISOString(),
      side,
      won: m.winnerId === playerId,
      // A cancellation that named a no-show is a walkover (cancel-match.ts).
      outcome: m.status === 'iptal' ? 'walkover' : m.outcome,
      sets: Array.isArray(m.sets) ? (m.sets as SetScore[]) : [],
      format: scoreFormatOf(m.league),
    });
    results.set(m.leagueId, list);
  }

  const named = (list: readonly RecordResult[]): TPlayerRecord => {
    const { headToHead, ...totals } = playerRecord(list);
    return {
      ...totals,
      headToHead: headToHead.map((h) => ({ ...h, opponentName: names.get(h.opponentId) ?? '' })),
    };
  };
  const records = new Map<string, LeagueRecords>();
  for (const [leagueId, list] of results) {
    const bySeason = new Map<string | null, RecordResult[]>();
    for (const r of list) bySeason.set(r.seasonId, [...(bySeason.get(r.seasonId) ?? []), r]);
    records.set(leagueId, {
      leagueName: leagueNames.get(leagueId) ?? '',
      record: named(list),
      seasons: new Map([...bySeason].map(([seasonId, rs]) => [seasonId, named(rs)])),
    });
  }
  return records;
}
