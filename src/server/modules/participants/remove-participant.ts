import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { removeFromLadder } from '../../../shared/rules/ladder.js';
import { editMovesOwnRank, type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { leagues, users } from '../../db/schema/index.js';
import { lockLadder } from '../../domain/ladder.js';
import { recordLadderEdit } from '../../domain/ladder-edit.js';
import { cancelPendingOffersOf, takeOffLadder, tellOpenMatchesClosed } from '../../domain/ladder-exit.js';
import { tellPlayers } from '../../domain/tell-players.js';
import { forbidden, notFound } from '../../errors.js';

/**
 * Staff take a player off the ladder; everyone below moves up one, so ranks stay 1..n, and their
 * matches still to be played close (`takeOffLadder`) and their pending offers in the league are
 * cancelled, each other player told. Logged, and the player is told. A moderator who plays does not take themself off this way (they leave the
 * league as a player does, or another moderator or an admin takes them off), nor a player ranked
 * above them, which would move them up one (taken off and added back, a way past the rule that
 * they do not change their own place).
 */
export async function removeParticipant(db: Db, by: StaffActor, leagueId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (!before.some((r) => r.userId === userId)) throw notFound(messages.league.notParticipant);
    if (standsAside(by, userId)) throw forbidden(messages.participants.ownRank);
    const after = removeFromLadder(before, userId);
    // A player above a moderator who plays: everyone below, the moderator too, would move up one.
    if (editMovesOwnRank(by, before, after)) throw forbidden(messages.participants.ownRankRemoval);
    const { changes, closedMatches } = await takeOffLadder(tx, leagueId, userId, before, now);
    // Their offers in the league, made or received, can no longer be answered: cancelled.
    const cancelled = await cancelPendingOffersOf(tx, userId, now, leagueId);
    await recordLadderEdit(tx, leagueId, by.id, 'removed', changes, userId);
    if (closedMatches.length > 0 || cancelled.length > 0) {
      const [[player], [league]] = await Promise.all([
        tx.select({ name: users.name }).from(users).where(eq(users.id, userId)),
        tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId)),
      ]);
      const [name, leagueName] = [player?.name ?? '', league?.name ?? ''];
      await tellOpenMatchesClosed(
        tx,
        closedMatches,
        messages.league.openMatchClosedText(name, leagueName, 'removed'),
      );
      await tellPlayers(
        tx,
        cancelled.map((o) => ({
          userId: o.offererId === userId ? o.opponentId : o.offererId,
          subject: messages.league.leftOfferCancelledSubject,
          message: messages.league.removedOfferCancelledText(name, leagueName),
          type: 'matchOffer',
          offerId: o.id,
          target: { kind: 'offer', id: o.id },
          settles: true,
        })),
      );
    }
  });
}
