import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOffer, ZCreateOfferRequest } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { respondByFor } from '../../../shared/rules/deadlines.js';
import type { Ineligibility } from '../../../shared/rules/eligibility.js';
import { formatDate, formatDateTime, istanbulToday } from '../../../shared/time.js';
import { type Db, queryRows } from '../../db/client.js';
import { type AppError, conflict, notFound, ruleViolation } from '../../errors.js';
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
 * Makes a pending offer, in one transaction of four round trips: the ranks held still and both
 * players' ladder rows locked (`holdRanks`: other offers of the league go ahead meanwhile, rank
 * changes wait), the league's state read and every eligibility rule checked again, then one
 * statement writing the offer, both notifications, the opponent's mail in the outbox and the
 * MatchOffer admin log. Two tabs or two players at once cannot pass the limits. The answer's offer
 * is built from what the transaction read, so nothing is read after it.
 */
export async function createOffer(
  db: Db,
  userId: string,
  input: CreateOfferInput,
  now: Date,
  baseUrl: string,
): Promise<{ offer: TOffer; mailId: number; logId: string }> {
  const today = istanbulToday(now);
  const players = [userId, input.opponentId];
  return db.transaction(async (tx) => {
    const held = await holdRanks(tx, input.leagueId, players);
    if (!held.league) throw notFound();
    const [row] = await queryRows<{
      ctx: OfferContextJson;
      opponent: { id: string; name: string; email: string | null } | null;
    }>(
      tx,
      sql`select ${offerContextJson(
        sql`${input.leagueId}::uuid`,
        sql`${today}`,
        sql`lp.user_id in (${userId}, ${input.opponentId})`,
      )} as ctx,
      (select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from users u
        where u.id = ${input.opponentId}) as opponent`,
    );
    const ctx = offerContext(row.ctx, today);
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
    const offerId = crypto.randomUUID();
    const text = m.offerMessage(offererName, opponent.name, formatDateTime(respondBy));
    const mail = `${text}\n\nTeklifi yanıtlamak için: ${baseUrl}/match_rew`;
    // The request delivers this mail itself right after its answer (send-offer.ts); the outbox's
    // passes take it only if that never happens (a crash, a restart).
    const deliverByCallerUntil = new Date(Date.now() + 60_000);
    const details = {
      offerId,
      leagueId: input.leagueId,
      offererId: userId,
      offererName,
      opponentId: opponent.id,
      opponentName: opponent.name,
      source: input.source,
      mail: 'queued',
    };
    const [written] = await queryRows<{ mailId: string | number; logId: string }>(
      tx,
      sql`with offer as (
          insert into match_offers (id, offerer_id, opponent_id, opponent_name, league_id, status,
            created_at, update_time, respond_by)
          values (${offerId}::uuid, ${userId}, ${opponent.id}, ${opponent.name}, ${input.leagueId}::uuid,
            'pending', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
            ${respondBy.toISOString()}::timestamptz)
        ),
        notified as (
          insert into notifications (user_id, subject, message, type, offer_id)
          values (${userId}, ${m.notificationSubject}, ${text}, 'matchOffer', ${offerId}::uuid),
            (${opponent.id}, ${m.notificationSubject}, ${text}, 'matchOffer', ${offerId}::uuid)
        ),
        mail as (
          insert into mail_outbox (to_addresses, subject, body, next_attempt_at)
          values (array[${opponent.email}]::text[], ${m.notificationSubject}, ${mail},
            ${deliverByCallerUntil.toISOString()}::timestamptz)
          returning id
        ),
        log as (
          insert into admin_logs (event_type, event_details)
          select 'MatchOffer', ${JSON.stringify(details)}::jsonb || jsonb_build_object('mailId', mail.id)
          from mail
          returning id
        )
      select (select id from mail) as "mailId", (select id from log) as "logId"`,
    );
    const offer: TOffer = {
      id: offerId,
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
    return { offer, mailId: Number(written.mailId), logId: written.logId };
  });
}
