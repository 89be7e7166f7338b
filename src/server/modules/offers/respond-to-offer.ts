import { and, eq, ne, sql } from 'drizzle-orm';
import type { TOffer } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { isPast, playByFor } from '../../../shared/rules/deadlines.js';
import { challengerWins } from '../../../shared/rules/ladder.js';
import { formatDateTime } from '../../../shared/time.js';
import { type Db, isoTimestamp, queryRows } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';
import { writeLadder } from '../../domain/ladder.js';
import { notify } from '../../domain/notify.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { lockPendingOffer } from './offer-guard.js';
import { holdRanks } from './offer-locks.js';

const m = messages.offers;

export type Answer = 'accept' | 'reject';

/**
 * The opponent answers a pending offer: its status; the opponent's other pending offers in the
 * league become unavailable_due_to_other_offer; on acceptance a planned match with its play
 * deadline; on rejection the offerer is deemed the winner and takes the opponent's rank (spec §4).
 * An acceptance returns the offer as it now stands (a rejection leaves that to the caller).
 */
export async function respondToOffer(
  db: Db,
  userId: string,
  offerId: string,
  answer: Answer,
  now: Date,
): Promise<TOffer | null> {
  if (answer === 'accept') return acceptOffer(db, userId, offerId, now);
  await rejectOffer(db, userId, offerId, now);
  return null;
}

interface AcceptState {
  status: string;
  createdAt: string;
  respondBy: string;
  maxDaysToRespond: number;
  maxDaysToPlay: number;
  offerer: { name: string; email: string | null };
  opponent: { name: string; email: string | null };
}

/**
 * An acceptance moves no rank, so it holds the ranks still (`holdRanks`) rather than taking the
 * ladder: answers and offers about other players of the league go ahead meanwhile, while those
 * about either player wait (the opponent's other offers are closed here). Who may answer is read
 * before any lock (an offer's players never change); under the locks, one statement reads the
 * offer, both players and the league, and one writes the answer, the closed offers, the match,
 * both notifications and both mails.
 */
async function acceptOffer(db: Db, userId: string, offerId: string, now: Date): Promise<TOffer> {
  const [peek] = await db
    .select({
      leagueId: matchOffers.leagueId,
      offererId: matchOffers.offererId,
      opponentId: matchOffers.opponentId,
    })
    .from(matchOffers)
    .where(eq(matchOffers.id, offerId));
  if (!peek || (peek.offererId !== userId && peek.opponentId !== userId)) throw notFound();
  if (peek.opponentId !== userId) throw forbidden(m.onlyOpponent);
  const { leagueId, offererId, opponentId } = peek;
  return db.transaction(async (tx) => {
    const held = await holdRanks(tx, leagueId, [offererId, opponentId]);
    const person = (id: string) =>
      sql`(select json_build_object('name', u.name, 'email', u.email) from users u where u.id = ${id})`;
    const [{ state }] = await queryRows<{ state: AcceptState }>(
      tx,
      sql`select json_build_object(
          'status', o.status, 'createdAt', ${isoTimestamp(sql`o.created_at`)},
          'respondBy', ${isoTimestamp(sql`o.respond_by`)},
          'maxDaysToRespond', l.max_days_to_respond, 'maxDaysToPlay', l.max_days_to_play,
          'offerer', ${person(offererId)}, 'opponent', ${person(opponentId)}
        ) as state
        from match_offers o join leagues l on l.id = o.league_id
        where o.id = ${offerId}::uuid`,
    );
    if (state.status !== 'pending') throw ruleViolation(m.notPending, 'not_pending');
    if (isPast(new Date(state.respondBy), now)) {
      throw ruleViolation(m.responseDeadlinePassed, 'response_deadline_passed');
    }
    if (!held.ranks.has(offererId) || !held.ranks.has(opponentId))
      throw ruleViolation(m.notInLeague, 'not_in_league');

    const playBy = playByFor(now, state.maxDaysToPlay);
    const text = m.acceptMessage(state.offerer.name, state.opponent.name, formatDateTime(playBy));
    const at = sql`${now.toISOString()}::timestamptz`;
    // Every write hangs on the answer: an offer another writer closed meanwhile (the reminder job's
    // expiry, which takes no ladder lock) answers nothing and writes nothing.
    const [{ answered }] = await queryRows<{ answered: number }>(
      tx,
      sql`with answered as (
          update match_offers set status = 'accepted', update_time = ${at}
          where id = ${offerId}::uuid and status = 'pending'
          returning id
        ),
        closed as (
          update match_offers set status = 'unavailable_due_to_other_offer', update_time = ${at}
          where opponent_id = ${opponentId} and league_id = ${leagueId}::uuid and status = 'pending'
            and id <> ${offerId}::uuid and exists (select 1 from answered)
        ),
        planned as (
          insert into matches (league_id, offer_id, player1_id, player2_id, status, due_at, created_at, updated_at)
          select ${leagueId}::uuid, a.id, ${offererId}, ${opponentId}, 'planlanmış',
            ${playBy.toISOString()}::timestamptz, ${at}, ${at}
          from answered a
        ),
        notified as (
          insert into notifications (user_id, subject, message, type, offer_id)
          select p.id, ${m.acceptSubject}, ${text}, 'matchOffer', a.id
          from answered a, (values (${offererId}), (${opponentId})) as p(id)
        ),
        mailed as (
          insert into mail_outbox (to_addresses, subject, body)
          select array[p.email], ${m.acceptSubject}, ${text}
          from answered a, (values (${state.offerer.email}::text), (${state.opponent.email}::text)) as p(email)
          where p.email is not null
        )
        select count(*)::int as answered from answered`,
    );
    if (answered !== 1) throw ruleViolation(m.notPending, 'not_pending');
    return {
      id: offerId,
      leagueId,
      status: 'accepted',
      offerer: { userId: offererId, name: state.offerer.name, rank: held.ranks.get(offererId)! },
      opponent: { userId: opponentId, name: state.opponent.name, rank: held.ranks.get(opponentId)! },
      createdAt: state.createdAt,
      respondBy: state.respondBy,
      validityDays: state.maxDaysToRespond,
      maxDaysToPlay: state.maxDaysToPlay,
      playBy: playBy.toISOString(),
    };
  });
}

/**
 * A rejection moves ranks, so it takes the ladder (`lockPendingOffer`) for the whole transaction.
 */
async function rejectOffer(db: Db, userId: string, offerId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { offer, ladder, offerer, opponent } = await lockPendingOffer(tx, offerId, userId, 'opponent');
    const onLadder = (id: string) => ladder.some((r) => r.userId === id);
    if (!onLadder(offer.offererId) || !onLadder(offer.opponentId))
      throw ruleViolation(m.notInLeague, 'not_in_league');

    await tx
      .update(matchOffers)
      .set({ status: 'rejected', updateTime: now })
      .where(eq(matchOffers.id, offerId));
    await tx
      .update(matchOffers)
      .set({ status: 'unavailable_due_to_other_offer', updateTime: now })
      .where(
        and(
          eq(matchOffers.opponentId, offer.opponentId),
          eq(matchOffers.leagueId, offer.leagueId),
          eq(matchOffers.status, 'pending'),
          ne(matchOffers.id, offerId),
        ),
      );

    const after = challengerWins(ladder, offer.offererId, offer.opponentId);
    await writeLadder(tx, offer.leagueId, ladder, after, 'rejection', { offerId });
    // The message states the ranks as they are after the rejection: when the offerer was already
    // above the opponent nothing moved, and it says so.
    const rankAfter = (id: string) => after.find((r) => r.userId === id)!.rank;
    const moved = rankAfter(offer.offererId) !== ladder.find((r) => r.userId === offer.offererId)!.rank;
    const text = m.rejectMessage(
      offerer.name,
      opponent.name,
      rankAfter(offer.offererId),
      rankAfter(offer.opponentId),
      moved,
    );
    await notify(
      tx,
      [offerer, opponent].map((p) => ({
        userId: p.id,
        subject: m.rejectSubject,
        message: text,
        type: 'matchOffer',
        offerId,
      })),
    );
    await enqueueMail(tx, { to: [offerer.email], subject: m.rejectSubject, text });
  });
}
