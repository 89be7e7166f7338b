import { and, eq, isNull, lt } from 'drizzle-orm';
import type { OverduePolicy } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { overdueOutcome } from '../../../shared/rules/arrange.js';
import { isInReminderWindow } from '../../../shared/rules/reminders.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { staffOfLeague } from '../../domain/league-staff.js';
import { lockMatch } from '../../domain/match-lock.js';
import { closeMatchRequests } from '../../domain/match-requests.js';
import { notify } from '../../domain/notify.js';
import { tellMatchPlayers } from '../../domain/tell-players.js';
import { challengedGivesRank } from '../../domain/walkover.js';
import { enqueueMail } from '../../mail/outbox.js';
import { waitingProposal } from './open-match.js';

const m = messages.arrange;

/**
 * Matches past their play deadline with no result, not yet handled, by the league's overdue policy
 * (shared/rules/arrange.ts): the staff are told (the match is already in their /macm queue), or the
 * player who left the opponent's proposal unanswered loses by walkover, the ladder moving as in a
 * staff cancellation (a challenged player who did not answer gives the challenger their rank; a
 * match agreed before the league's last reset moves nobody).
 * Each match in its own transaction after its locks, so two job instances handle it once.
 */
export async function handleOverdueMatches(db: Db, now: Date, baseUrl: string): Promise<number> {
  if (!isInReminderWindow(now)) return 0;
  const due = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'planlanmış'),
        eq(matches.resultState, 'none'),
        lt(matches.dueAt, now),
        isNull(matches.overdueHandledAt),
      ),
    )
    .limit(200);
  let handled = 0;
  for (const { id } of due) if (await handleOne(db, id, now, baseUrl)) handled += 1;
  return handled;
}

async function handleOne(db: Db, matchId: string, now: Date, baseUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    const { match, league, player1, player2 } = locked;
    if (
      match.status !== 'planlanmış' ||
      match.resultState !== 'none' ||
      match.overdueHandledAt ||
      !match.dueAt ||
      match.dueAt.getTime() >= now.getTime()
    )
      return false;
    const pendingSlots = await waitingProposal(tx, match.id);
    const policy = (league?.overduePolicy ?? 'staff') as OverduePolicy;
    const outcome = overdueOutcome(policy, [player1.id, player2.id], pendingSlots ?? null, !!match.slotAt);
    const leagueName = league?.name ?? 'Raket';
    if (outcome.kind === 'staff') {
      await tx.update(matches).set({ overdueHandledAt: now }).where(eq(matches.id, match.id));
      // A moderator who plays in it is not asked to decide it (shared/rules/staff-conflict).
      const staff = (await staffOfLeague(tx, match.leagueId)).filter(
        (u) => !standsAside(u, player1.id, player2.id),
      );
      const told = new Map(staff.map((u) => [u.id, u]));
      const text = m.overdueStaffText(player1.name, player2.name, leagueName);
      await notify(
        tx,
        [...told.values()].map((u) => ({
          userId: u.id,
          subject: m.overdueStaffSubject,
          message: text,
          type: 'matchOverdue',
          target: { kind: 'match', id: match.id },
        })),
      );
      for (const u of told.values())
        await enqueueMail(tx, { to: [u.email], subject: m.overdueStaffSubject, text });
      await writeAdminLog(tx, 'MatchOverdue', {
        matchId: match.id,
        leagueId: match.leagueId,
        player1: player1.name,
        player2: player2.name,
        overdue: 'staffDecide',
      });
      return true;
    }
    const loser = outcome.loserId === player1.id ? player1 : player2;
    const winner = loser === player1 ? player2 : player1;
    await tx
      .update(matches)
      .set({
        status: 'iptal',
        outcome: 'walkover',
        winnerId: winner.id,
        score: 'Hükmen',
        overdueHandledAt: now,
        calendarSequence: match.calendarSequence + 1,
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    await closeMatchRequests(tx, match.id, now);
    // The challenged player (player 2) who did not answer gives the challenger their rank.
    if (loser === player2) await challengedGivesRank(tx, locked, 'overdue', baseUrl);
    const told = [
      { p: player1, text: messages.inbox.overdueWalkover(player2.name, loser === player1) },
      { p: player2, text: messages.inbox.overdueWalkover(player1.name, loser === player2) },
    ];
    await tellMatchPlayers(tx, match.id, m.overdueWalkoverSubject, told, baseUrl);
    await writeAdminLog(tx, 'MatchOverdue', {
      matchId: match.id,
      leagueId: match.leagueId,
      player1: player1.name,
      player2: player2.name,
      noShow: loser.name,
      overdue: 'walkover',
    });
    return true;
  });
}
