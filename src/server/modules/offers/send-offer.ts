import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { adminLogs, mailOutbox } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { AppError, internalError } from '../../errors.js';
import { type CreateOfferInput, createOffer } from './create-offer.js';
import { requireVerifiedSender } from './verified-sender.js';

/** How long the request waits for the opponent's mail before answering anyway. */
const MAIL_WAIT_MS = 5_000;

/**
 * Makes the offer, then tries to deliver the opponent's mail at once so the player hears of a mail
 * problem (the offer stands; the outbox retries). The MatchOffer log records the mail's outcome.
 * An unexpected failure is logged as MatchOfferError and reported with the spec's text.
 */
export async function sendOffer(deps: AppDeps, userId: string, input: CreateOfferInput) {
  await requireVerifiedSender(deps.db, deps.settings, userId);
  let created: { offerId: string; mailId: number | null; logId: string };
  try {
    created = await createOffer(deps.db, userId, input, deps.now(), deps.env.baseUrl);
  } catch (error) {
    if (error instanceof AppError) throw error;
    await writeAdminLog(deps.db, 'MatchOfferError', {
      offererId: userId,
      opponentId: input.opponentId,
      leagueId: input.leagueId,
      error: String((error as Error)?.message ?? error).slice(0, 500),
    }).catch(() => undefined);
    throw internalError(messages.offers.sendError, 'offer_failed', error);
  }
  // The opponent turned challenge mail off: nothing to wait for, and nothing went wrong.
  if (created.mailId === null) {
    await deps.db
      .update(adminLogs)
      .set({ eventDetails: sql`${adminLogs.eventDetails} || ${JSON.stringify({ mail: 'optedOut' })}::jsonb` })
      .where(eq(adminLogs.id, created.logId));
    return { offerId: created.offerId, mailProblem: false };
  }
  const mailId = created.mailId;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    deps.mailer.deliverNow(mailId).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, MAIL_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  const [mail] = await deps.db
    .select({ status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  const sent = mail?.status === 'sent';
  const outcome = sent ? 'sent' : mail?.lastError ? `failed: ${mail.lastError}` : 'pending';
  await deps.db
    .update(adminLogs)
    .set({ eventDetails: sql`${adminLogs.eventDetails} || ${JSON.stringify({ mail: outcome })}::jsonb` })
    .where(eq(adminLogs.id, created.logId));
  return { offerId: created.offerId, mailProblem: !sent };
}
