import { and, desc, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { TResultMatch, TSetScore } from '../../../shared/contract/results.js';
import { autoConfirmAt, isAutoConfirmDue } from '../../../shared/rules/results.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { agreedBeforeResetSql } from '../../domain/finalize-result.js';
import { nameParts, player1, player2, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { scoreFormatOf } from '../../domain/score-format.js';

/** Planned and not confirmed by the 48-hour clock. */
export const stillPlanned = (now: Date) => and(eq(matches.status, 'planlanmış'), not(autoConfirmedBy(now)));
/** Played (oynanmış), counting a report confirmed by the 48-hour clock; with `cancelled`, also 'iptal'. */
export const played = (now: Date, cancelled = false) =>
  or(inArray(matches.status, cancelled ? ['oynanmış', 'iptal'] : ['oynanmış']), autoConfirmedBy(now));

const nameOf = (u: { name: string | null; firstName: string | null; lastName: string | null }) =>
  u.firstName || u.lastName ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : (u.name ?? '');

/** Matches with their league, format and players' names (never contact details), newest first. */
export async function loadResultMatches(
  db: DbOrTx,
  where: SQL | undefined,
  now: Date,
  limit = 50,
  offset = 0,
  /** `staffId`: the staff member reading, who gets a dispute's reason unless the match is theirs. */
  options: { staffId?: string } = {},
): Promise<TResultMatch[]> {
  const rows = await selectMatchesWithNames(db, {
    match: matches,
    beforeReset: agreedBeforeResetSql,
    league: {
      id: leagues.id,
      name: leagues.name,
      setCount: leagues.setCount,
      gameFormat: leagues.gameFormat,
      setDecisionsFormat: leagues.setDecisionsFormat,
      setTieBreakScore: leagues.setTieBreakScore,
      superTieBreak: leagues.superTieBreak,
    },
    p1: nameParts(player1),
    p2: nameParts(player2),
  })
    .where(where)
    .orderBy(desc(matches.updatedAt), desc(matches.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ match: x, beforeReset, league, p1: a, p2: b }) => {
    const auto =
      x.status === 'planlanmış' &&
      x.resultState === 'reported' &&
      !!x.reportedAt &&
      isAutoConfirmDue(x.reportedAt, now);
    return {
      id: x.id,
      league: league ? { id: league.id, name: league.name } : null,
      format: scoreFormatOf(league),
      player1: { id: x.player1Id, name: nameOf(a) },
      player2: { id: x.player2Id, name: nameOf(b) },
      addedByStaff: x.offerId === null,
      agreedBeforeReset: beforeReset,
      status: auto ? 'oynanmış' : x.status,
      resultState: auto ? 'confirmed' : x.resultState,
      outcome: x.outcome,
      sets: Array.isArray(x.sets) ? (x.sets as TSetScore[]) : [],
      score: x.score,
      winnerId: x.winnerId,
      reportedBy: x.reportedBy,
      reportedAt: x.reportedAt?.toISOString() ?? null,
      autoConfirmAt:
        !auto && x.status === 'planlanmış' && x.resultState === 'reported' && x.reportedAt
          ? autoConfirmAt(x.reportedAt).toISOString()
          : null,
      // As the confirmation will write it: the reported day when no match date was given.
      matchDate: (x.matchDate ?? (auto ? x.reportedAt : null))?.toISOString() ?? null,
      dueAt: x.dueAt?.toISOString() ?? null,
      overdue: !auto && x.status === 'planlanmış' && !!x.dueAt && x.dueAt.getTime() < now.getTime(),
      // The moment the 48-hour clock made it final.
      updatedAt: (auto && x.reportedAt ? autoConfirmAt(x.reportedAt) : x.updatedAt).toISOString(),
      slot: x.slotAt ? { at: x.slotAt.toISOString(), place: x.slotPlace ?? '' } : null,
      postponedAt: x.postponedAt?.toISOString() ?? null,
      originalDueAt: x.originalDueAt?.toISOString() ?? null,
      // Written for the league's staff, never for the other player: a staff member who plays the
      // match does not read it either.
      disputeReason:
        options.staffId && options.staffId !== x.player1Id && options.staffId !== x.player2Id
          ? x.disputeReason
          : null,
    };
  });
}

export async function loadResultMatch(db: DbOrTx, matchId: string, now: Date): Promise<TResultMatch> {
  const [m] = await loadResultMatches(db, eq(matches.id, matchId), now, 1);
  return m;
}
