import { eq, sql } from 'drizzle-orm';
import type { TCancelMatchRequest } from '../../../shared/contract/results.js';
import { ZCancelMatchRequest } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { settleStaffNotices } from '../../domain/league-staff.js';
import { lockMatch } from '../../domain/match-lock.js';
import { closeMatchRequests } from '../../domain/match-requests.js';
import { tellMatchPlayers } from '../../domain/tell-players.js';
import { challengedGivesRank } from '../../domain/walkover.js';
import { forbidden, ruleViolation } from '../../errors.js';

const m = messages.results;

/**
 * Staff cancel (iptal) a planned match with no reported result, or one whose reported score the
 * other player disputed (at any time: it was not played after all, and its score is dropped;
 * the notices about the dispute, the staff's too, are marked read). They say who did not show:
 * that player loses by walkover, as in a rejection — a challenged player who did not show gives the
 * challenger their rank (cause 'cancellation'); a challenger who did not show moves nothing.
 * 'none' (neither is to blame) leaves the ladder as it is, and so does a match agreed before the
 * league's last reset (it counts as a walkover, but the new ladder is not the one it was agreed on). A moderator who plays in the match is
 * refused: naming the no-show of their own match is for another moderator or an admin. Before the
 * play deadline (no score reported) the match could still be played, so nobody may be named: it
 * closes as a mutual cancellation would, the ladder as it is. Pending arranging requests close and
 * the calendar event's SEQUENCE goes up.
 */
export async function cancelMatch(
  db: Db,
  actor: StaffActor,
  matchId: string,
  body: TCancelMatchRequest,
  now: Date,
  baseUrl: string,
) {
  const { leagueId, noShow } = ZCancelMatchRequest.parse(body);
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    const { match, player1, player2 } = locked;
    if (match.leagueId !== leagueId) throw forbidden(m.wrongLeague);
    if (standsAside(actor, match.player1Id, match.player2Id)) throw forbidden(m.ownMatch);
    if (match.status !== 'planlanmış') throw ruleViolation(m.notPlanned, 'not_planned');
    const disputed = match.resultState === 'disputed';
    if (match.resultState !== 'none' && !disputed) throw ruleViolation(m.cancelHasResult, 'has_result');
    // Before the deadline the match could still be played: staff may call it off (a player out for
    // months, a league decision), but only with nobody to blame, as a mutual cancellation.
    const early = !disputed && (!match.dueAt || match.dueAt.getTime() > now.getTime());
    if (early && noShow !== 'none') throw ruleViolation(m.cancelNotDue, 'not_due');
    const absent = noShow === 'p1' ? player1 : noShow === 'p2' ? player2 : null;
    const winnerId = noShow === 'p1' ? player2.id : noShow === 'p2' ? player1.id : null;
    await tx
      .update(matches)
      .set({
        status: 'iptal',
        outcome: absent ? 'walkover' : 'normal',
        winnerId,
        score: absent ? 'Hükmen' : null,
        // A disputed report's score goes with it: the match reads as any cancellation.
        ...(disputed ? { sets: null, resultState: 'none' as const, reportedBy: null, reportedAt: null } : {}),
        // The players' calendars drop the event.
        calendarSequence: sql`${matches.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    await closeMatchRequests(tx, match.id, now);
    if (noShow === 'p2') await challengedGivesRank(tx, locked, 'noShow', baseUrl);
    const textFor = (p: typeof player1, other: typeof player1) =>
      messages.inbox.matchCancelled(
        other.name,
        !absent ? null : absent.id === p.id ? 'you' : 'opponent',
        disputed ? 'disputed' : early ? 'early' : 'overdue',
      );
    const told = [
      { p: player1, text: textFor(player1, player2) },
      { p: player2, text: textFor(player2, player1) },
    ];
    await tellMatchPlayers(tx, match.id, m.cancelSubject, told, baseUrl);
    await settleStaffNotices(tx, match);
    // `disputedScore`: the disputed score the cancellation dropped (left out otherwise).
    await writeAdminLog(tx, 'MatchCancelledByStaff', {
      matchId: match.id,
      leagueId: match.leagueId,
      player1: player1.name,
      player2: player2.name,
      cancelledBy: actor.id,
      noShow: absent?.name ?? null,
      disputedScore: disputed ? match.score : undefined,
      how: 'cancellation',
    });
  });
}
