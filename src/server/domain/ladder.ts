import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RankChangeCause } from '../../shared/domain.js';
import { messages } from '../../shared/messages.js';
import { MAX_OFFER_WINDOW, offerStillFits } from '../../shared/rules/eligibility.js';
import { type Rung, rankChanges } from '../../shared/rules/ladder.js';
import type { Tx } from '../db/client.js';
import { leagueParticipants, leagues, matchOffers, rankHistory, users } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { notify } from './notify.js';

/**
 * Locks a league's ladder for the rest of the transaction and returns it ordered by rank.
 * The league row is the ladder's lock: every rank change of the league (approve, add, remove,
 * reorder, offer answers, match results) takes it first, so concurrent changes run one after
 * another and ranks stay a permutation 1..n (the deferred UNIQUE (league_id, rank) backs this).
 */
export async function lockLadder(tx: Tx, leagueId: string): Promise<Rung[]> {
  const [league] = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .for('update');
  if (!league) throw notFound();
  return ladderOf(tx, leagueId);
}

/** A ladder ordered by rank; for the holder of its lock (`lockLadder`, `lockLaddersOf`). */
export async function ladderOf(tx: Tx, leagueId: string): Promise<Rung[]> {
  return tx
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
}

/**
 * Locks the ladders of every league the user plays in, in league id order, and returns those ids.
 * Taken before anything that locks the user's row outright (deleting them, changing their e-mail),
 * because every ladder write already holds its league and then names its players in `rank_history`
 * (docs/architecture.md, "Lock order").
 */
export async function lockLaddersOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      inArray(
        leagues.id,
        tx
          .select({ id: leagueParticipants.leagueId })
          .from(leagueParticipants)
          .where(eq(leagueParticipants.userId, userId)),
      ),
    )
    .orderBy(leagues.id)
    .for('update');
  return rows.map((r) => r.id);
}

export interface RankChangeRefs {
  matchId?: string;
  offerId?: string;
}

/**
 * Writes the ranks that differ between `before` and `after` (players only on `before` must already
 * be deleted by the caller; players only on `after` must already be inserted) and records each
 * change in the ladder history with its cause. Pending offers the move has overtaken are closed in
 * the same transaction (`closeOvertakenOffers`).
 */
export async function writeLadder(
  tx: Tx,
  leagueId: string,
  before: Rung[],
  after: Rung[],
  cause: RankChangeCause,
  refs: RankChangeRefs = {},
) {
  const changes = rankChanges(before, after);
  const moved = changes.filter((c) => c.oldRank !== null && c.newRank !== null);
  if (moved.length > 0) {
    // One statement for every moved player; the deferred unique constraint is checked at commit.
    const values = sql.join(
      moved.map((c) => sql`(${c.userId}::text, ${c.newRank}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${leagueParticipants} as p set rank = v.rank
      from (values ${values}) as v(user_id, rank)
      where p.league_id = ${leagueId} and p.user_id = v.user_id`);
  }
  if (changes.length > 0) {
    await tx.insert(rankHistory).values(
      changes.map((c) => ({
        leagueId,
        userId: c.userId,
        oldRank: c.oldRank,
        newRank: c.newRank,
        cause,
        ...refs,
      })),
    );
  }
  await closeOvertakenOffers(
    tx,
    leagueId,
    after,
    changes.map((c) => c.userId),
  );
  return changes;
}

/**
 * Pending offers of the league between two players still on the ladder, one of whom moved, that no
 * longer fit the rules (the challenger now at or above the opponent, or further below than the
 * widest window) become `unavailable_due_to_other_offer`; both players are notified and mailed.
 * Runs under the ladder lock, which every offer write takes too, so no offer is made, answered or
 * cancelled meanwhile; the status condition keeps an offer another writer closed (the reminder
 * job's expiry) as it is. Offers of a player who left the ladder are the caller's: a deleted
 * user's are cancelled, and an answer to one is refused.
 */
async function closeOvertakenOffers(tx: Tx, leagueId: string, after: Rung[], movedIds: string[]) {
  if (movedIds.length === 0) return;
  const rankOf = new Map(after.map((r) => [r.userId, r.rank]));
  const pending = await tx
    .select({ id: matchOffers.id, offererId: matchOffers.offererId, opponentId: matchOffers.opponentId })
    .from(matchOffers)
    .where(
      and(
        eq(matchOffers.leagueId, leagueId),
        eq(matchOffers.status, 'pending'),
        or(inArray(matchOffers.offererId, movedIds), inArray(matchOffers.opponentId, movedIds)),
      ),
    );
  const overtaken = pending.filter(
    (o) =>
      rankOf.has(o.offererId) &&
      rankOf.has(o.opponentId) &&
      !offerStillFits(rankOf.get(o.offererId)!, rankOf.get(o.opponentId)!),
  );
  if (overtaken.length === 0) return;
  const closed = await tx
    .update(matchOffers)
    .set({ status: 'unavailable_due_to_other_offer', updateTime: sql`now()` })
    .where(
      and(
        inArray(
          matchOffers.id,
          overtaken.map((o) => o.id),
        ),
        eq(matchOffers.status, 'pending'),
      ),
    )
    .returning({ id: matchOffers.id, offererId: matchOffers.offererId, opponentId: matchOffers.opponentId });
  if (closed.length === 0) return;
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(closed.flatMap((o) => [o.offererId, o.opponentId]))]));
  const person = new Map(people.map((p) => [p.id, p]));
  const m = messages.offers;
  for (const o of closed) {
    const offerer = person.get(o.offererId)!;
    const opponent = person.get(o.opponentId)!;
    const offererRank = rankOf.get(o.offererId)!;
    const opponentRank = rankOf.get(o.opponentId)!;
    const told = [
      {
        p: offerer,
        text: messages.inbox.offerOvertakenSent(opponent.name, offererRank, opponentRank, MAX_OFFER_WINDOW),
      },
      {
        p: opponent,
        text: messages.inbox.offerOvertakenReceived(
          offerer.name,
          offererRank,
          opponentRank,
          MAX_OFFER_WINDOW,
        ),
      },
    ];
    // Nothing is left to answer: the offer's notifications become read.
    await notify(
      tx,
      told.map(({ p, text }) => ({
        userId: p.id,
        subject: m.overtakenSubject,
        message: text,
        type: 'matchOffer',
        offerId: o.id,
        target: { kind: 'offer', id: o.id },
        settles: true,
      })),
    );
    for (const { p, text } of told)
      if (p.email)
        await enqueueMail(tx, { to: [p.email], subject: m.overtakenSubject, text, category: 'challenges' });
  }
}
