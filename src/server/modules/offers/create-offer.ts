import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateOfferRequest } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { respondByFor } from '../../../shared/rules/deadlines.js';
import type { Ineligibility } from '../../../shared/rules/eligibility.js';
import { formatDate, formatDateTime, istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { adminLogs, matchOffers, users } from '../../db/schema/index.js';
import { lockLadder } from '../../domain/ladder.js';
import { notify } from '../../domain/notify.js';
import { type AppError, conflict, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { loadOfferContext } from './offer-context.js';

const m = messages.offers;

export type CreateOfferInput = z.output<typeof ZCreateOfferRequest>;

/** The Turkish refusal for an ineligible offer: 'Teklif Zaten Gönderildi' or 'Teklif Edilemez: …'. */
export function refusal(reason: Ineligibility, opensOn: string | null = null): AppError {
  if (reason === 'alreadySent') return conflict(m.alreadySent, 'already_sent');
  const when = opensOn ? ` ${m.rechallengeOpensOn(formatDate(opensOn))}` : '';
  return ruleViolation(`${m.notOfferable}: ${m.reasons[reason]}${when}`, reason);
}

/**
 * Makes a pending offer. Every eligibility rule is checked again under the ladder lock, so two
 * tabs or two players at once cannot pass the limits. The notifications, the opponent's mail and
 * the MatchOffer admin log are written in the same transaction.
 */
export async function createOffer(
  db: Db,
  userId: string,
  input: CreateOfferInput,
  now: Date,
  baseUrl: string,
) {
  return db.transaction(async (tx) => {
    await lockLadder(tx, input.leagueId);
    const today = istanbulToday(now);
    const ctx = await loadOfferContext(tx, input.leagueId, today);
    if (!ctx.league.isActive || ctx.league.endDate < today || ctx.rankOf(userId) === null) {
      throw ruleViolation(m.noLeague, 'no_league');
    }
    const people = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, input.opponentId));
    const opponent = people[0];
    if (!opponent?.email) throw ruleViolation(m.noOpponentEmail, 'no_opponent_email');
    const verdict = ctx.check(input.source, userId, opponent.id);
    if (!verdict) throw ruleViolation(m.notInLeague, 'not_in_league');
    if (!verdict.ok) throw refusal(verdict.reason, ctx.opensOn(userId, opponent.id));

    const offererName = ctx.ladder.find((r) => r.userId === userId)!.name;
    const respondBy = respondByFor(now, ctx.league.maxDaysToRespond);
    const [offer] = await tx
      .insert(matchOffers)
      .values({
        offererId: userId,
        opponentId: opponent.id,
        opponentName: opponent.name,
        leagueId: input.leagueId,
        status: 'pending',
        createdAt: now,
        updateTime: now,
        respondBy,
      })
      .returning();
    const deadline = formatDateTime(respondBy);
    const text = messages.inbox.offerReceived(offererName, deadline);
    const target = { kind: 'offer', id: offer.id } as const;
    await notify(tx, [
      {
        userId,
        subject: m.notificationSubject,
        message: messages.inbox.offerSent(opponent.name, deadline),
        type: 'matchOffer',
        offerId: offer.id,
        target,
      },
      {
        userId: opponent.id,
        subject: m.notificationSubject,
        message: text,
        type: 'matchOffer',
        offerId: offer.id,
        target,
      },
    ]);
    // send-offer.ts delivers this mail itself right after the commit, to tell the player about a
    // mail problem; the outbox's passes take it only if that never happens.
    const mailId = await enqueueMail(
      tx,
      {
        to: [opponent.email],
        subject: m.notificationSubject,
        text: `${text}\n\nTeklifi yanıtlamak için: ${baseUrl}/match_rew`,
        category: 'challenges',
      },
      { orAfterMs: 60_000 },
    );
    // Inserted here rather than through writeAdminLog: the row's id is kept so the mail's outcome can
    // be added to it once delivery has been tried (send-offer.ts).
    const [log] = await tx
      .insert(adminLogs)
      .values({
        eventType: 'MatchOffer',
        eventDetails: {
          offerId: offer.id,
          leagueId: input.leagueId,
          offererId: userId,
          offererName,
          opponentId: opponent.id,
          opponentName: opponent.name,
          source: input.source,
          mailId,
          mail: 'queued',
        },
      })
      .returning({ id: adminLogs.id });
    return { offerId: offer.id, mailId, logId: log.id };
  });
}
