import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TPlayerMatches, TPlayerMatchesQuery } from '../../../shared/contract/players.js';
import { isAutoConfirmDue } from '../../../shared/rules/results.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, users } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { bothPlayersNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';

const MATCH_LIMIT = 50;

/**
 * The matches of a player's page, newest first by the date the page shows: when it was played (a
 * report the 48-hour clock has confirmed, when it was reported), else the slot the players agreed
 * on, else the play deadline. `leagueId` and `season` ('current', a closed season's id, or 'all')
 * choose the league and season the page's pickers show; without them, every match of the player.
 */
export async function listPlayerMatches(
  db: DbOrTx,
  playerId: string,
  query: TPlayerMatchesQuery,
  now: Date,
): Promise<TPlayerMatches> {
  const auto = autoConfirmedBy(now);
  const shownDate = sql<Date | null>`coalesce(${matches.matchDate}, case when ${auto} then ${matches.reportedAt} end, ${matches.slotAt}, ${matches.dueAt})`;
  const season = query.season ?? 'all';
  const filters: (SQL | undefined)[] = [
    or(eq(matches.player1Id, playerId), eq(matches.player2Id, playerId)),
    query.leagueId ? eq(matches.leagueId, query.leagueId) : undefined,
    season === 'current'
      ? isNull(matches.seasonId)
      : season === 'all'
        ? undefined
        : eq(matches.seasonId, season),
  ];
  const [[player], played] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, playerId)),
    selectMatchesWithNames(db, {
      id: matches.id,
      leagueName: leagues.name,
      slotAt: matches.slotAt,
      dueAt: matches.dueAt,
      status: matches.status,
      resultState: matches.resultState,
      reportedAt: matches.reportedAt,
      score: matches.score,
      winnerId: matches.winnerId,
      player1Id: matches.player1Id,
      // The date the page shows, the one the list is sorted by.
      shownAt: shownDate.mapWith(matches.matchDate),
      ...bothPlayersNames,
    })
      .where(and(...filters))
      .orderBy(sql`${shownDate} desc nulls last`, desc(matches.createdAt), desc(matches.id))
      .limit(MATCH_LIMIT),
  ]);
  if (!player) throw notFound();

  return {
    matches: played.map((m) => {
      const isP1 = m.player1Id === playerId;
      const p1Name = `${m.p1First ?? ''} ${m.p1Last ?? ''}`.trim();
      const p2Name = `${m.p2First ?? ''} ${m.p2Last ?? ''}`.trim();
      // The page reads from its player's side: their games first, as its 'Sonuç' says their win or loss.
      const ownSide = m.score === null ? null : scoreFromSide(m.score, isP1 ? 'p1' : 'p2');
      // A report the 48-hour clock has confirmed reads as played, as in the players' own lists (results/match-view.ts).
      const autoConfirmed =
        m.status === 'planlanmış' &&
        m.resultState === 'reported' &&
        !!m.reportedAt &&
        isAutoConfirmDue(m.reportedAt, now);
      const status = autoConfirmed ? 'oynanmış' : m.status;
      return {
        id: m.id,
        leagueName: m.leagueName,
        date: m.shownAt?.toISOString() ?? null,
        opponent: isP1 ? p2Name : p1Name,
        status,
        resultState: autoConfirmed ? 'confirmed' : m.resultState,
        slotAt: m.slotAt?.toISOString() ?? null,
        overdue: status === 'planlanmış' && !!m.dueAt && m.dueAt.getTime() < now.getTime(),
        won: status === 'oynanmış' && m.winnerId ? m.winnerId === playerId : null,
        score: ownSide ?? m.score,
        scoreOrder: m.score !== null && ownSide === null ? `${p1Name} – ${p2Name}` : null,
      };
    }),
  };
}
