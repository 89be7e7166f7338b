import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { type Rung, removeFromLadder } from '../../shared/rules/ladder.js';
import type { Tx } from '../db/client.js';
import { leagueParticipants, matches, matchOffers } from '../db/schema/index.js';
import { writeLadder } from './ladder.js';
import { staffOfLeague } from './league-staff.js';
import { closeMatchRequests } from './match-requests.js';
import { matchTargets, settleNotifications } from './notify.js';
import { tellPlayers } from './tell-players.js';

/**
 * A player comes off a ladder whose lock the caller holds (`before` is that ladder): their
 * participant row goes and everyone below moves up one, recorded with cause 'removal', and their
 * matches of the league still to be played are closed (`closeOpenMatchesOf`). The one path of
 * leaving a league, staff taking a player off, an admin deleting a user and a player deleting
 * their own account. Returns the rank changes and the closed matches, whose players the caller
 * tells (`tellOpenMatchesClosed`).
 */
export async function takeOffLadder(tx: Tx, leagueId: string, userId: string, before: Rung[], now: Date) {
  await tx
    .delete(leagueParticipants)
    .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
  const changes = await writeLadder(tx, leagueId, before, removeFromLadder(before, userId), 'removal');
  const closedMatches = await closeOpenMatchesOf(tx, leagueId, userId, now);
  return { changes, closedMatches };
}

/**
 * Cancels the player's pending offers, made or received (in one league, or everywhere), and returns
 * them; the caller tells each other player. Run under the ladder locks of those leagues, which every
 * offer answer takes first, so an answer waits and then finds the offer cancelled.
 */
export async function cancelPendingOffersOf(tx: Tx, userId: string, now: Date, leagueId?: string) {
  return tx
    .update(matchOffers)
    .set({ status: 'cancelled', updateTime: now })
    .where(
      and(
        leagueId ? eq(matchOffers.leagueId, leagueId) : undefined,
        eq(matchOffers.status, 'pending'),
        or(eq(matchOffers.offererId, userId), eq(matchOffers.opponentId, userId)),
      ),
    )
    .returning({
      id: matchOffers.id,
      offererId: matchOffers.offererId,
      opponentId: matchOffers.opponentId,
      leagueId: matchOffers.leagueId,
    });
}

/**
 * Closes the player's matches in this league that are still to be played, with no score in and
 * no agreed time passed: the player is coming off its ladder (leaving, taken off by staff, their
 * account deleted), so the match would be left for the opponent alone. Each is cancelled with
 * nobody to blame, as a mutual cancellation (no rank moves, no re-challenge wait), its open
 * requests close and the players' calendars drop it. A match whose agreed time has passed was
 * likely played and stays for the opponent's score, and a score already entered stays for its
 * confirmation; staff settle either as any other.
 * Run under the league's ladder lock, which every match writer takes first. Returns each match
 * with its other player, whom the caller tells.
 */
export async function closeOpenMatchesOf(tx: Tx, leagueId: string, userId: string, now: Date) {
  const closed = await tx
    .update(matches)
    .set({
      status: 'iptal',
      outcome: 'normal',
      winnerId: null,
      calendarSequence: sql`${matches.calendarSequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(matches.leagueId, leagueId),
        eq(matches.status, 'planlanmış'),
        eq(matches.resultState, 'none'),
        // A match whose agreed time has passed was likely played: it stays for its score.
        or(isNull(matches.slotAt), gt(matches.slotAt, now)),
        or(eq(matches.player1Id, userId), eq(matches.player2Id, userId)),
      ),
    )
    .returning({
      id: matches.id,
      offerId: matches.offerId,
      player1Id: matches.player1Id,
      player2Id: matches.player2Id,
    });
  if (closed.length === 0) return [];
  await closeMatchRequests(
    tx,
    closed.map((match) => match.id),
    now,
  );
  // Nothing is left to do about them: the players' notices asking them to arrange or answer, and
  // the staff's asking them to decide one (an overdue match), are marked read.
  const result = closed.map((match) => ({
    matchId: match.id,
    otherId: match.player1Id === userId ? match.player2Id : match.player1Id,
  }));
  const staff = (await staffOfLeague(tx, leagueId)).map((u) => u.id);
  await settleNotifications(
    tx,
    [userId, ...result.map((c) => c.otherId), ...staff],
    closed.flatMap(matchTargets),
  );
  return result;
}

/** Each player whose match `closeOpenMatchesOf` closed is told why, on the match and by mail. */
export async function tellOpenMatchesClosed(
  tx: Tx,
  closed: { matchId: string; otherId: string }[],
  text: string,
) {
  await tellPlayers(
    tx,
    closed.map((c) => ({
      userId: c.otherId,
      subject: messages.league.openMatchClosedSubject,
      message: text,
      type: 'matchResult',
      target: { kind: 'match', id: c.matchId },
      settles: true,
    })),
  );
}
