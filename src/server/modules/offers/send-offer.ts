import { type SQL, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { preparedRows } from '../../db/client.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { AppError, internalError } from '../../errors.js';
import { type CreateOfferInput, createOffer } from './create-offer.js';

/**
 * Makes the offer and answers at once; the opponent's mail, written to the outbox in the offer's
 * transaction, is delivered right after the answer, and its outcome is then added to the MatchOffer
 * log. The answer reports a mail problem (the offer stands; the outbox retries) when the portal's
 * latest attempt to deliver any mail failed, so the player hears of an outage without the request
 * waiting on the mail server. An opponent who turned challenge mail off gets none, and nothing
 * went wrong. An unexpected failure is logged as MatchOfferError and reported with the spec's text.
 */
export async function sendOffer(deps: AppDeps, userId: string, input: CreateOfferInput) {
  const { emailVerification } = await deps.settings.get();
  let created: Awaited<ReturnType<typeof createOffer>>;
  try {
    created = await createOffer(deps.db, userId, input, deps.now(), deps.env.baseUrl, emailVerification);
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
  const { mail, logId } = created;
  if (mail === null) return { offer: created.offer, mailProblem: false };
  const logMail = (outcome: SQL) =>
    sql`update admin_logs set event_details = event_details || jsonb_build_object('mail', ${outcome})
      where id = ${logId}::uuid`;
  deps.mailer.later(async () => {
    // Sent: marked so with its log in one statement. Not sent: the log reads what delivery recorded.
    if (await deps.mailer.deliverClaimed(mail, logMail(sql`'sent'::text`))) return;
    await preparedRows(
      deps.db,
      logMail(sql`(select case when o.status = 'sent' then 'sent'
          when o.last_error is not null then 'failed: ' || o.last_error else 'pending' end
        from mail_outbox o where o.id = ${mail.id})`),
    );
  });
  return { offer: created.offer, mailProblem: deps.mailer.failing };
}
