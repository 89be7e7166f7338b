import { and, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { istanbulWallTimeToDate, type TCreateMatchInput } from '../../../shared/contract/matches.js';
import type { TSetScore } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { judgeResult, type LadderMove } from '../../../shared/rules/results.js';
import { parseScore } from '../../../shared/rules/score.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import { formatDate } from '../../../shared/time.js';
import type { SessionUser } from '../../access.js';
import type { Db, Tx } from '../../db/client.js';
import { leagueParticipants, leagues, matches, matchOffers, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { finalizeResult } from '../../domain/finalize-result.js';
import { settleStaffNotices } from '../../domain/league-staff.js';
import { lockMatch } from '../../domain/match-lock.js';
import { scoreFormatOf } from '../../domain/score-format.js';
import { notErased } from '../../domain/user-row.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';
import { matchById, selectMatches } from './match-row.js';

const m = messages.matches;

/** Rows naming the two players in columns `a` and `b`, whichever way round. */
const eitherWay = (a: AnyPgColumn, b: AnyPgColumn, x: string, y: string) =>
  or(and(eq(a, x), eq(b, y)), and(eq(a, y), eq(b, x)));

/**
 * Adds a match (spec §2 /macm): two different players, a date and time (Istanbul), an optional
 * score and a status (default planlanmış). With a league, both players must be on its ladder; the
 * route lets only admins add a match without a league. Logged as MatchAdded.
 *
 * A played (oynanmış) match in a league is a result: its score must read as one for the league's
 * format (player 1's games first), and it is made final at once as a staff entry is, in the same
 * transaction: the winner recorded, a winning player 1 (the challenger) takes player 2's rank if
 * below it, both players told. Without a league the score stays free text.
 *
 * A moderator does not add a match they play in (its result would be theirs to write); an admin may.
 */
export async function addMatch(
  db: Db,
  actor: SessionUser,
  input: TCreateMatchInput,
  now: Date,
  baseUrl: string,
) {
  if (standsAside(actor, input.player1Id, input.player2Id)) throw forbidden(m.ownMatch);
  // A score says how a match was played: a planned or cancelled one has none.
  if (input.score && input.status !== 'oynanmış') throw ruleViolation(m.scoreOnlyPlayed, 'invalid_score');
  // A played match has happened: a date ahead would put its result in the ladder before the match.
  if (input.status === 'oynanmış' && istanbulWallTimeToDate(input.matchDate) > now)
    throw ruleViolation(m.playedInFuture, 'played_in_future');
  return db.transaction(async (tx) => {
    const playerIds = [input.player1Id, input.player2Id];
    let result: { winner: 'p1' | 'p2'; sets: TSetScore[]; text: string } | null = null;
    if (input.leagueId) {
      // The league row is its ladder's lock (domain/ladder.ts): an offer sent or accepted by the
      // pair, a player leaving and a second request adding the same match all wait for it, so the
      // checks below hold until this match is written.
      const [league] = await tx.select().from(leagues).where(eq(leagues.id, input.leagueId)).for('update');
      if (!league) throw notFound(messages.league.notFound);
      // A result counts in the season it was played in: a match before this season's first day
      // belongs to a closed season (or to none) and would move today's ladder, at once if played,
      // once its score is in if planned. A cancelled one moves nothing.
      if (input.status !== 'iptal' && input.matchDate.slice(0, 10) < league.startDate)
        throw ruleViolation(
          input.status === 'oynanmış'
            ? m.playedBeforeSeason(formatDate(league.startDate))
            : m.plannedBeforeSeason(formatDate(league.startDate)),
          'before_season',
        );
      if (input.status === 'oynanmış') {
        if (!input.score) throw ruleViolation(m.playedScoreRequired, 'invalid_score');
        const sets = parseScore(scoreFormatOf(league), input.score);
        if (typeof sets === 'string') throw ruleViolation(sets, 'invalid_score');
        const verdict = judgeResult(scoreFormatOf(league), { outcome: 'normal', sets });
        if (!verdict.ok) throw ruleViolation(verdict.message, 'invalid_score');
        result = verdict;
      }
      const onLadder = await tx
        .select({ userId: leagueParticipants.userId })
        .from(leagueParticipants)
        .where(
          and(eq(leagueParticipants.leagueId, input.leagueId), inArray(leagueParticipants.userId, playerIds)),
        );
      if (onLadder.length !== 2) throw ruleViolation(m.playerNotInLeague);
      // One planned match per pair in a league: a second would split their arrangements and results.
      const [open] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.leagueId, input.leagueId),
            eq(matches.status, 'planlanmış'),
            eitherWay(matches.player1Id, matches.player2Id, input.player1Id, input.player2Id),
          ),
        )
        .limit(1);
      // The result of a pair whose match is planned is that match's: it goes on it, with its
      // challenger as player 1, rather than beside it as a second match left waiting for a result.
      if (open && result) {
        const move = await resultOnPlannedMatch(tx, actor, open.id, input, result.sets, now, baseUrl);
        return { match: (await selectMatches(tx, matchById(open.id))).items[0], move };
      }
      if (input.status === 'planlanmış') {
        if (open) throw ruleViolation(m.alreadyPlanned, 'already_planned');
        // Nor beside a pending offer of the pair: accepting it plans their match too.
        const [offer] = await tx
          .select({ id: matchOffers.id })
          .from(matchOffers)
          .where(
            and(
              eq(matchOffers.leagueId, input.leagueId),
              eq(matchOffers.status, 'pending'),
              eitherWay(matchOffers.offererId, matchOffers.opponentId, input.player1Id, input.player2Id),
            ),
          )
          .limit(1);
        if (offer) throw ruleViolation(m.offerPending, 'offer_pending');
      }
    } else {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, playerIds), notErased()));
      if (found.length !== 2) throw ruleViolation(m.playerNotFound);
    }
    const [match] = await tx
      .insert(matches)
      .values({
        leagueId: input.leagueId,
        player1Id: input.player1Id,
        player2Id: input.player2Id,
        matchDate: istanbulWallTimeToDate(input.matchDate),
        // A planned match staff add comes with its time: the players' agreed slot (place unsaid).
        slotAt: input.status === 'planlanmış' ? istanbulWallTimeToDate(input.matchDate) : null,
        score: input.score,
        // A result is written as staff enter one on a planned match (below).
        status: result ? 'planlanmış' : input.status,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: matches.id });
    await writeAdminLog(tx, 'MatchAdded', {
      matchId: match.id,
      leagueId: input.leagueId,
      player1Id: input.player1Id,
      player2Id: input.player2Id,
      matchDate: istanbulWallTimeToDate(input.matchDate).toISOString(),
      status: input.status,
      by: actor.id,
    });
    // What the result did to the ladder, for the answer (null: no result, or it could move nobody).
    let move: LadderMove | null = null;
    if (result) {
      move = await finalizeResult(
        tx,
        await lockMatch(tx, match.id),
        {
          outcome: 'normal',
          sets: result.sets,
          score: result.text,
          winnerId: result.winner === 'p1' ? input.player1Id : input.player2Id,
        },
        'staff',
        actor.id,
        now,
        baseUrl,
      );
    }
    const page = await selectMatches(tx, matchById(match.id));
    return { match: page.items[0], move };
  });
}

const flipped = (sets: TSetScore[]): TSetScore[] =>
  sets.map((set) => ({
    p1: set.p2,
    p2: set.p1,
    ...(set.tieBreak ? { tieBreak: { p1: set.tieBreak.p2, p2: set.tieBreak.p1 } } : {}),
  }));

/**
 * Staff enter a played match of a pair whose match is planned: the result goes on the planned
 * match, as 'Sonucu Gir' would write it (final at once, dated as staff say). Its player 1 stays
 * the challenger, so the score is read from that side when staff named the players the other way.
 */
async function resultOnPlannedMatch(
  tx: Tx,
  actor: SessionUser,
  matchId: string,
  input: TCreateMatchInput,
  sets: TSetScore[],
  now: Date,
  baseUrl: string,
): Promise<LadderMove | null> {
  const locked = await lockMatch(tx, matchId);
  const swapped = locked.match.player1Id !== input.player1Id;
  const verdict = judgeResult(locked.format, { outcome: 'normal', sets: swapped ? flipped(sets) : sets });
  if (!verdict.ok) throw ruleViolation(verdict.message, 'invalid_score');
  const matchDate = istanbulWallTimeToDate(input.matchDate);
  const move = await finalizeResult(
    tx,
    { ...locked, match: { ...locked.match, matchDate } },
    {
      outcome: 'normal',
      sets: verdict.sets,
      score: verdict.text,
      winnerId: verdict.winner === 'p1' ? locked.match.player1Id : locked.match.player2Id,
    },
    'staff',
    actor.id,
    now,
    baseUrl,
  );
  await settleStaffNotices(tx, locked.match);
  return move;
}
