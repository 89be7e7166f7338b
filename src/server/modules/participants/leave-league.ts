import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagues, users } from '../../db/schema/index.js';
import { lockLadder } from '../../domain/ladder.js';
import { cancelPendingOffersOf, takeOffLadder, tellOpenMatchesClosed } from '../../domain/ladder-exit.js';
import { notify } from '../../domain/notify.js';
import { notFound } from '../../errors.js';

/**
 * A player leaves a league, in one transaction and in the lock order of docs/architecture.md: the
 * ladder (the league row) first, then the rows inside it. The player comes off the ladder and
 * everyone below moves up one (cause 'removal'); their pending offers and their matches still to
 * be played in that league are cancelled, and the other player of each is told. A league the player is not on answers 404.
 */
export async function leaveLeague(db: Db, userId: string, leagueId: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (!before.some((r) => r.userId === userId)) throw notFound(messages.league.notFound);
    const { closedMatches } = await takeOffLadder(tx, leagueId, userId, before, now);
    const cancelled = await cancelPendingOffersOf(tx, userId, now, leagueId);
    if (cancelled.length > 0 || closedMatches.length > 0) {
      const [[me], [league]] = await Promise.all([
        tx
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, userId)),
        tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId)),
      ]);
      const name = me?.firstName ? `${me.firstName} ${me.lastName ?? ''}`.trim() : (me?.email ?? '');
      await notify(
        tx,
        cancelled.map((o) => ({
          userId: o.offererId === userId ? o.opponentId : o.offererId,
          subject: messages.league.leftOfferCancelledSubject,
          message: messages.league.leftOfferCancelledText(name, league?.name ?? ''),
          offerId: o.id,
          target: { kind: 'offer', id: o.id },
          settles: true,
        })),
      );
      const text = messages.league.openMatchClosedText(name, league?.name ?? '', 'left');
      await tellOpenMatchesClosed(tx, closedMatches, text);
    }
    return { ok: true as const, cancelledOffers: cancelled.length };
  });
}
