import { type SQL, sql } from 'drizzle-orm';
import type { TOffer } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { isPast, playByFor } from '../../../shared/rules/deadlines.js';
import { challengerWins } from '../../../shared/rules/ladder.js';
import { formatDateTime } from '../../../shared/time.js';
import { type Db, isoTimestamp, preparedRows, type Tx, writesInOne } from '../../db/client.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { noticeWrites, notify } from '../../domain/notify.js';
import { passedPlayers, tellPassed } from '../../domain/tell-passed.js';
import { tellPlayers } from '../../domain/tell-players.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';
import { categoryMailSql, enqueueMail } from '../../mail/outbox.js';
import { holdRanks } from './offer-locks.js';

const m = messages.offers;

export type Answer = 'accept' | 'reject';

interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * What an answer reads before any lock: who may answer, what never changes on an offer, and both
 * players' names and addresses for its notices and mails.
 */
async function peekOffer(db: Db, offerId: string) {
  const [peek] = await preparedRows<{
    leagueId: string;
    leagueName: string;
    offererId: string;
    opponentId: string;
    status: string;
    createdAt: string;
    respondBy: string;
    maxDaysToRespond: number;
    maxDaysToPlay: number;
    offerer: Person;
    opponent: Person;
  }>(
    db,
    sql`select o.league_id as "leagueId", l.name as "leagueName", o.offerer_id as "offererId", o.opponent_id as "opponentId",
        o.status, ${isoTimestamp(sql`o.created_at`)} as "createdAt",
        ${isoTimestamp(sql`o.respond_by`)} as "respondBy",
        l.max_days_to_respond as "maxDaysToRespond", l.max_days_to_play as "maxDaysToPlay",
        json_build_object('id', a.id, 'name', a.name, 'email', a.email) as offerer,
        json_build_object('id', b.id, 'name', b.name, 'email', b.email) as opponent
      from match_offers o join leagues l on l.id = o.league_id
        join users a on a.id = o.offerer_id join users b on b.id = o.opponent_id
      where o.id = ${offerId}::uuid`,
  );
  return peek;
}

/**
 * Answers the offer in one statement, if it is still pending: its status; the opponent's other
 * pending offers in the league become unavailable_due_to_other_offer (and the opponent's unread
 * notifications about them read: nothing is asked of them any more); on acceptance the planned
 * match; and `alsoWrites`, the notices and mails of the answer (`noticeWrites`, `categoryMailSql`),
 * as CTEs of the same statement. An offer another writer closed meanwhile (the reminder job's
 * expiry) is refused as not pending, and the transaction, those rows with it, is rolled back.
 */
async function writeAnswer(
  tx: Tx,
  offer: { id: string; leagueId: string; offererId: string; opponentId: string },
  answer: Answer,
  now: Date,
  playBy: Date | null,
  alsoWrites: Record<string, SQL> = {},
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const writes: Record<string, SQL> = {
    answered: sql`update match_offers set status = ${answer === 'accept' ? 'accepted' : 'rejected'}, update_time = ${at}
      where id = ${offer.id}::uuid and status = 'pending'
      returning id`,
    closed: sql`update match_offers set status = 'unavailable_due_to_other_offer', update_time = ${at}
      where opponent_id = ${offer.opponentId} and league_id = ${offer.leagueId}::uuid and status = 'pending'
        and id <> ${offer.id}::uuid and exists (select 1 from answered)
      returning id, offerer_id`,
    // The offers closed with it asked the opponent for an answer no longer due: those notices are read.
    settled: sql`update notifications set status = 'read', read_at = ${at}
      where user_id = ${offer.opponentId} and status = 'unread' and target_kind = 'offer'
        and target_id in (select id::text from closed)`,
    ...(playBy && {
      planned: sql`insert into matches (league_id, offer_id, player1_id, player2_id, status, due_at, created_at, updated_at)
        select ${offer.leagueId}::uuid, a.id, ${offer.offererId}, ${offer.opponentId}, 'planlanmış',
          ${playBy.toISOString()}::timestamptz, ${at}, ${at}
        from answered a`,
    }),
    ...alsoWrites,
  };
  // The notices' NOTIFY (a plain SELECT CTE) runs only when the statement reads it.
  const [row] = await preparedRows<{ answered: number; closed: { id: string; offererId: string }[] }>(
    tx,
    writesInOne(
      writes,
      sql`select (select count(*)::int from answered) as answered,
        (select coalesce(json_agg(json_build_object('id', id, 'offererId', offerer_id)), '[]'::json) from closed) as closed${
          'notices' in writes ? sql`, (select count(*) from notices) as notices` : sql``
        }`,
    ),
  );
  if (row.answered !== 1) throw ruleViolation(m.notPending, 'not_pending');
  return row.closed;
}

/**
 * The offerers whose pending offers the answer closed (the opponent answered another offer) are
 * told, by notification and by the mail their challenge preferences allow: nothing is left for them
 * to wait for, and the offer no longer counts against their limit.
 */
async function tellClosed(tx: Tx, closed: { id: string; offererId: string }[], opponent: Person) {
  const text = messages.inbox.offerClosedByOtherAnswer(opponent.name);
  await tellPlayers(
    tx,
    closed.map((c) => ({
      userId: c.offererId,
      subject: m.overtakenSubject,
      message: text,
      type: 'matchOffer',
      offerId: c.id,
      target: { kind: 'offer', id: c.id },
      // What the offer's own notice asked them to wait for is over.
      settles: true,
    })),
  );
}

/**
 * The opponent answers a pending offer: its status; the opponent's other pending offers in the
 * league become unavailable_due_to_other_offer; on acceptance a planned match with its play
 * deadline; on rejection the offerer is deemed the winner and takes the opponent's rank (spec §4).
 * Who may answer, the deadline, the league's settings and both players' names and addresses are
 * read before any lock (an offer's players and deadline never change). An acceptance moves no rank,
 * so it holds the ranks still (`holdRanks`: the league shared, both players' ladder rows locked)
 * rather than taking the ladder: answers and offers about other players of the league go ahead
 * meanwhile. A rejection moves ranks and takes the ladder (`lockLadder`). Either way one statement
 * writes the answer (`writeAnswer`), an acceptance's notifications and mails with it
 * (`noticeWrites`, `categoryMailSql`); a rejection's go through `notify` and `enqueueMail` once the
 * ranks have moved. Either way the offerers of the offers the answer closed are told
 * (`tellClosed`). An acceptance returns the offer as it now stands (a rejection leaves that to the
 * caller).
 */
export async function respondToOffer(
  db: Db,
  userId: string,
  offerId: string,
  answer: Answer,
  now: Date,
  baseUrl: string,
): Promise<TOffer | null> {
  const peek = await peekOffer(db, offerId);
  if (!peek || (peek.offererId !== userId && peek.opponentId !== userId)) throw notFound();
  if (peek.opponentId !== userId) throw forbidden(m.onlyOpponent);
  if (peek.status !== 'pending') throw ruleViolation(m.notPending, 'not_pending');
  if (answer === 'accept' && isPast(new Date(peek.respondBy), now)) {
    throw ruleViolation(m.responseDeadlinePassed, 'response_deadline_passed');
  }
  const offer = { id: offerId, ...peek };
  const { offerer, opponent } = peek;
  return db.transaction(async (tx) => {
    if (answer === 'accept') {
      const held = await holdRanks(tx, offer.leagueId, [offer.offererId, offer.opponentId]);
      if (!held.ranks.has(offer.offererId) || !held.ranks.has(offer.opponentId))
        throw ruleViolation(m.notInLeague, 'not_in_league');
      const playBy = playByFor(now, offer.maxDaysToPlay);
      // Each player reads it addressed to them, in the app and in the mail.
      const textFor = (p: Person) =>
        p === offerer
          ? messages.inbox.offerAcceptedForYou(opponent.name, formatDateTime(playBy))
          : messages.inbox.offerAcceptedByYou(offerer.name, formatDateTime(playBy));
      // The answer, the notifications (`noticeWrites`) and both mails (`categoryMailSql`): one statement.
      const closed = await writeAnswer(tx, offer, answer, now, playBy, {
        ...noticeWrites(
          [offerer, opponent].map((p) => ({
            userId: p.id,
            subject: m.acceptSubject,
            message: textFor(p),
            type: 'matchOffer',
            offerId,
            target: { kind: 'offer', id: offerId },
            settles: true,
            // The one who answered has it as a record, not as news.
            read: p === opponent,
          })),
        ),
        ...Object.fromEntries(
          [offerer, opponent].map((p, n) => [
            `mail_${n}`,
            categoryMailSql({
              to: [p.email],
              subject: m.acceptSubject,
              // The next step is agreeing on a time, in Maçlarım: the mail links there.
              text: `${textFor(p)}\n\n${m.arrangeAt(`${baseUrl}/maclarim`)}`,
              category: 'challenges',
            }),
          ]),
        ),
      });
      await tellClosed(tx, closed, opponent);
      return {
        id: offerId,
        leagueId: offer.leagueId,
        status: 'accepted',
        offerer: { userId: offerer.id, name: offerer.name, rank: held.ranks.get(offerer.id)! },
        opponent: { userId: opponent.id, name: opponent.name, rank: held.ranks.get(opponent.id)! },
        createdAt: offer.createdAt,
        respondBy: offer.respondBy,
        validityDays: offer.maxDaysToRespond,
        maxDaysToPlay: offer.maxDaysToPlay,
        playBy: playBy.toISOString(),
      };
    }

    const ladder = await lockLadder(tx, offer.leagueId);
    const onLadder = (id: string) => ladder.some((r) => r.userId === id);
    if (!onLadder(offer.offererId) || !onLadder(offer.opponentId))
      throw ruleViolation(m.notInLeague, 'not_in_league');
    const closed = await writeAnswer(tx, offer, answer, now, null);
    await tellClosed(tx, closed, opponent);

    const after = challengerWins(ladder, offer.offererId, offer.opponentId);
    const changes = await writeLadder(tx, offer.leagueId, ladder, after, 'rejection', { offerId });
    // The message states the ranks as they are after the rejection: when the offerer was already
    // above the opponent nothing moved, and it says so.
    const rankAfter = (id: string) => after.find((r) => r.userId === id)!.rank;
    const moved = rankAfter(offer.offererId) !== ladder.find((r) => r.userId === offer.offererId)!.rank;
    await notify(
      tx,
      [offerer, opponent].map((p) => ({
        userId: p.id,
        subject: m.rejectSubject,
        message:
          p === offerer
            ? messages.inbox.offerRejectedForYou(
                opponent.name,
                rankAfter(offer.offererId),
                rankAfter(offer.opponentId),
                moved,
              )
            : messages.inbox.offerRejectedByYou(
                offerer.name,
                rankAfter(offer.offererId),
                rankAfter(offer.opponentId),
                moved,
              ),
        type: 'matchOffer',
        offerId,
        target: { kind: 'offer', id: offerId },
        settles: true,
        read: p === opponent,
      })),
    );
    await enqueueMail(tx, {
      to: [offerer.email],
      subject: m.rejectSubject,
      text: messages.inbox.offerRejectedForYou(
        opponent.name,
        rankAfter(offer.offererId),
        rankAfter(offer.opponentId),
        moved,
      ),
      category: 'challenges',
    });
    // The players between the two, each pushed down one place, are told as after a won match.
    await tellPassed(
      tx,
      'rejection',
      offer.leagueName,
      offerer,
      passedPlayers(changes, offer.offererId, offer.opponentId),
      baseUrl,
    );
    return null;
  });
}
