import { eq } from 'drizzle-orm';
import type { TDisputeRequest } from '../../../shared/contract/results.js';
import { ZDisputeRequest } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { isAutoConfirmDue } from '../../../shared/rules/results.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { staffOfLeague } from '../../domain/league-staff.js';
import { lockMatch, sideOf } from '../../domain/match-lock.js';
import { matchTargets, notify, settleNotifications } from '../../domain/notify.js';
import { withMatchLink } from '../../domain/tell-players.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.results;

/**
 * The other player disputes a reported result. The league's moderators and every admin are told
 * (and the reporter); they decide in /macm.
 */
export async function disputeResult(
  db: Db,
  userId: string,
  matchId: string,
  body: TDisputeRequest,
  now: Date,
  /** The portal's address: the staff's mail links to Maç Yönetimi. */
  baseUrl: string,
) {
  const { reason } = ZDisputeRequest.parse(body);
  return db.transaction(async (tx) => {
    const { match, league, player1, player2 } = await lockMatch(tx, matchId);
    const side = sideOf(match, userId);
    if (!side) throw notFound(m.notYourMatch);
    if (match.status !== 'planlanmış') throw ruleViolation(m.notPlanned, 'not_planned');
    if (match.resultState !== 'reported') throw ruleViolation(m.nothingToConfirm, 'nothing_to_confirm');
    if (match.reportedBy === userId) throw forbidden(m.ownReport);
    // Past its 48 hours the report reads as confirmed (match-view.ts) though the job has not yet
    // written it: too late to dispute, as the lists already show.
    if (match.reportedAt && isAutoConfirmDue(match.reportedAt, now))
      throw ruleViolation(m.notPlanned, 'not_planned');
    await tx
      .update(matches)
      .set({ resultState: 'disputed', disputeReason: reason || null, updatedAt: now })
      .where(eq(matches.id, match.id));

    const staff = await staffOfLeague(tx, match.leagueId);
    const by = side === 'p1' ? player1 : player2;
    const reporter = side === 'p1' ? player2 : player1;
    // The reporter reads the score with their own games first.
    const score = match.score ?? '';
    const reporterScore = scoreFromSide(score, side === 'p1' ? 'p2' : 'p1') ?? score;
    const text = m.disputeText(
      by.name,
      player1.name,
      player2.name,
      match.score ?? '',
      reason,
      league?.name ?? null,
    );
    const told = new Map(
      [...staff, { id: reporter.id, email: reporter.email, role: '' }].map((u) => [u.id, u]),
    );
    told.delete(userId);
    const target = { kind: 'match', id: match.id } as const;
    // The disputing player has answered the report: its notification becomes read.
    await settleNotifications(tx, [userId], matchTargets(match));
    // The reporter reads it addressed to them, without the reason, which is the staff's to read
    // (as in the data download); the staff read who disputed which match, and why.
    const textFor = (id: string) =>
      id === reporter.id ? messages.inbox.resultDisputedForYou(by.name, reporterScore) : text;
    await notify(
      tx,
      [...told.values()].map((u) => ({
        userId: u.id,
        subject: m.disputeSubject,
        message: textFor(u.id),
        // The staff's notice opens Maç Yönetimi, where they decide (shared/rules/notification-target).
        type: u.id === reporter.id ? 'matchDispute' : 'matchDisputeStaff',
        target,
      })),
    );
    for (const u of told.values())
      await enqueueMail(tx, {
        to: [u.email],
        subject: m.disputeSubject,
        text:
          u.id === reporter.id
            ? withMatchLink(textFor(u.id), baseUrl, match.id)
            : `${text}\n\n${m.decideAt(`${baseUrl}/macm`)}`,
        category: 'results',
      });
    // Without the reason: every admin reads the log, an admin who reported the score among them;
    // the staff read the reason on the match in /macm, where its own players do not.
    await writeAdminLog(tx, 'MatchDisputed', {
      matchId: match.id,
      leagueId: match.leagueId,
      player1: player1.name,
      player2: player2.name,
      score: match.score,
      disputedBy: by.name,
    });
  });
}
