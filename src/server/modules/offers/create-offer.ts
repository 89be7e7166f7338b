import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOffer, ZCreateOfferRequest } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { respondByFor } from '../../../shared/rules/deadlines.js';
import type { Ineligibility } from '../../../shared/rules/eligibility.js';
import { formatDate, formatDateTime, istanbulToday } from '../../../shared/time.js';
import { type Db, preparedRows, writesInOne } from '../../db/client.js';
import { noticeWrites } from '../../domain/notify.js';
import { AppError, conflict, notFound, ruleViolation } from '../../errors.js';
import type { MailRow } from '../../mail/deliverer.js';
import { categoryMailSql } from '../../mail/outbox.js';
import { type OfferContextJson, offerContext, offerContextJson } from './offer-context.js';
import { holdRanks } from './offer-locks.js';

const m = messages.offers;

export type CreateOfferInput = z.output<typeof ZCreateOfferRequest>;

/** The Turkish refusal for an ineligible offer: 'Teklif Zaten Gönderildi' or 'Teklif Edilemez: …'. */
export function refusal(reason: Ineligibility, opensOn: string | null = null): AppError {
  if (reason === 'alreadySent') return conflict(m.alreadySent, 'already_sent');
  const when = opensOn ? ` ${m.rechallengeOpensOn(formatDate(opensOn))}` : '';
  return ruleViolation(`${m.notOfferable}: ${m.reasons[reason]}${when}`, reason);
}

/**
 * Makes a pending offer. It moves no rank, so it holds the ranks still (`holdRanks`: the league
 * row shared, which every rank change waits for, and both players' ladder rows locked) instead of
 * taking the ladder: offers between other players of the league go ahead meanwhile, two writes
 * about either player run one after the other. Under those locks the league's state and the
 * opponent are read in one statement and every eligibility rule is checked again, so two tabs or
 * two players at once cannot pass the limits. Then, in the same transaction: the offer, both
 * notifications (`notify`, which also queues the pushes and tells the open screens), the
 * opponent's mail (`enqueueMail`, which honours their channel settings) and the MatchOffer admin
 * log. The answer's offer is built from what the transaction read, so nothing is read after it.
 */
export async function createOffer(
  db: Db,
  userId: string,
  input: CreateOfferInput,
  now: Date,
  baseUrl: string,
  /** While the portal asks for e-mail verification, an unverified account may not send offers. */
  verifiedOnly: boolean,
): Promise<{ offer: TOffer; mail: MailRow | null; logId: string }> {
  const today = istanbulToday(now);
  return db.transaction(async (tx) => {
    const held = await holdRanks(tx, input.leagueId, [userId, input.opponentId]);
    if (!held.league) throw notFound();
    const [row] = await preparedRows<{
      ctx: OfferContextJson;
      opponent: { id: string; name: string; email: string | null } | null;
      senderVerified: boolean;
    }>(
      tx,
      sql`select ${offerContextJson(sql`${input.leagueId}::uuid`, sql`${today}`, {
        ladder: sql`lp.user_id in (${userId}, ${input.opponentId})`,
        players: [userId, input.opponentId],
      })} as ctx,
      (select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from users u
        where u.id = ${input.opponentId}) as opponent,
      coalesce((select u.email_verified from users u where u.id = ${userId}), false) as "senderVerified"`,
    );
    // An account that has not opened its verification link may look around but not send offers
    // (verification never goes back, so reading it here, with the rest, is enough).
    if (verifiedOnly && !row.senderVerified)
      throw new AppError(403, 'email_unverified', messages.emailVerification.offerRefused);
    const ctx = offerContext(row.ctx, now);
    if (!ctx.league.isActive || ctx.league.endDate < today || ctx.rankOf(userId) === null) {
      throw ruleViolation(m.noLeague, 'no_league');
    }
    const opponent = row.opponent;
    if (!opponent?.email) throw ruleViolation(m.noOpponentEmail, 'no_opponent_email');
    const verdict = ctx.check(input.source, userId, opponent.id);
    if (!verdict) throw ruleViolation(m.notInLeague, 'not_in_league');
    if (!verdict.ok) throw refusal(verdict.reason, ctx.opensOn(userId, opponent.id));

    const offererName = ctx.ladder.find((r) => r.userId === userId)!.name;
    const respondBy = respondByFor(now, ctx.league.maxDaysToRespond);
    const offer = { id: randomUUID() };
    const deadline = formatDateTime(respondBy);
    const text = messages.inbox.offerReceived(ctx.league.name, offererName, deadline);
    const target = { kind: 'offer', id: offer.id } as const;
    const at = sql`${now.toISOString()}::timestamptz`;
    // One statement: the offer; both notifications (`noticeWrites`, which also queues the pushes and
    // tells the open screens); the opponent's mail (`categoryMailSql`, which honours their channel
    // settings; written claimed, as send-offer.ts delivers it right after its answer, off the
    // request's path, and the outbox's passes take it only if that never happens: a crash, a
    // restart); and the MatchOffer
    // log, whose id is kept so the mail's outcome can be added to it once delivery has been tried.
    const mail = {
      to: [opponent.email],
      subject: m.notificationSubject,
      text: `${text}\n\nTeklifi yanıtlamak için: ${baseUrl}/match_rew`,
      category: 'challenges' as const,
    };
    const details = {
      offerId: offer.id,
      leagueId: input.leagueId,
      offererId: userId,
      offererName,
      opponentId: opponent.id,
      opponentName: opponent.name,
      source: input.source,
    };
    const [written] = await preparedRows<{
      mailId: number | string | null;
      recipientId: string | null;
      category: string | null;
      logId: string;
    }>(
      tx,
      writesInOne(
        {
          offer: sql`insert into match_offers
            (id, offerer_id, opponent_id, opponent_name, league_id, status, created_at, update_time, respond_by)
            values (${offer.id}::uuid, ${userId}::text, ${opponent.id}::text, ${opponent.name}::text,
              ${input.leagueId}::uuid, 'pending', ${at}, ${at}, ${respondBy.toISOString()}::timestamptz)`,
          ...noticeWrites([
            {
              userId,
              subject: m.notificationSubject,
              message: messages.inbox.offerSent(ctx.league.name, opponent.name, deadline),
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
          ]),
          mail: sql`${categoryMailSql(mail, true)} returning id, recipient_id, category`,
          log: sql`insert into admin_logs (event_type, event_details)
            select 'MatchOffer', ${JSON.stringify(details)}::jsonb || jsonb_build_object('mailId', mail.id,
              'mail', case when mail.id is null then 'optedOut' else 'queued' end)
            from (select 1) as one left join mail on true
            returning id`,
        },
        sql`select (select id from mail) as "mailId", (select recipient_id from mail) as "recipientId",
          (select category from mail) as category, (select id from log) as "logId",
          (select count(*) from notices) as "notices"`,
      ),
    );
    // The mail as delivery reads it, written claimed: send-offer.ts delivers it.
    const claimedMail: MailRow | null =
      written.mailId === null
        ? null
        : {
            ...mail,
            id: Number(written.mailId),
            recipientId: written.recipientId,
            category: written.category,
            attempts: 0,
          };
    // The offer as the answer shows it, from what the transaction read: nothing is read after it.
    const shown: TOffer = {
      id: offer.id,
      leagueId: input.leagueId,
      status: 'pending',
      offerer: { userId, name: offererName, rank: held.ranks.get(userId) ?? null },
      opponent: { userId: opponent.id, name: opponent.name, rank: held.ranks.get(opponent.id) ?? null },
      createdAt: now.toISOString(),
      respondBy: respondBy.toISOString(),
      validityDays: ctx.league.maxDaysToRespond,
      maxDaysToPlay: ctx.league.maxDaysToPlay,
      playBy: null,
    };
    return { offer: shown, mail: claimedMail, logId: written.logId };
  });
}
