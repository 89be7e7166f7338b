import { messages } from '../../../shared/messages.js';
import { moveToRank, reorder } from '../../../shared/rules/ladder.js';
import { editMovesOwnRank, type StaffActor } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { recordLadderEdit } from '../../domain/ladder-edit.js';
import { isOrderSeen, isRankSeen, ladderChanged } from '../../domain/ladder-seen.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';

/**
 * Rewrites the ladder 1..n in the given order (spec §4). The order must name every current player
 * exactly once; a list that is out of date (someone joined or left meanwhile) is refused with 409.
 * With `seen` (the ladder the order was made from), an order made from a ladder that has moved
 * since is refused too (409, domain/ladder-seen.ts), so it never undoes a change it did not see.
 * Logged, and every player whose rank changed is told. A moderator's order that would change their
 * own rank is refused (another moderator or an admin makes that edit).
 */
export async function reorderParticipants(
  db: Db,
  by: StaffActor,
  leagueId: string,
  userIds: string[],
  seen?: string[],
) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (seen && !isOrderSeen(before, seen)) throw ladderChanged();
    let after: ReturnType<typeof reorder>;
    try {
      after = reorder(before, userIds);
    } catch {
      throw conflict(messages.league.staleOrder, 'stale_order');
    }
    if (editMovesOwnRank(by, before, after)) throw forbidden(messages.participants.ownRank);
    const changes = await writeLadder(tx, leagueId, before, after, 'reorder');
    await recordLadderEdit(tx, leagueId, by.id, 'reordered', changes);
    return after;
  });
}

/**
 * Moves one player to a rank; everyone between shifts by one. A rank that is no place on the
 * ladder (below 1 or above n) is refused with the allowed range, and one that is not whole with
 * that, changing nothing. With `seenRank` (where the
 * editor saw the player), a player moved or taken off meanwhile is refused (409,
 * domain/ladder-seen.ts). Logged, and every player whose rank changed is told. A moderator may not
 * move themself, nor another player past themself.
 */
export async function moveParticipant(
  db: Db,
  by: StaffActor,
  leagueId: string,
  userId: string,
  rank: number,
  seenRank?: number,
) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (seenRank !== undefined && !isRankSeen(before, userId, seenRank)) throw ladderChanged();
    if (!before.some((r) => r.userId === userId)) throw notFound(messages.league.notParticipant);
    // Refused, never clamped to the nearest place: the editor meant some other place.
    if (!(rank >= 1 && rank <= before.length)) {
      const text = messages.participants.rankOutOfRange(before.length);
      throw new AppError(400, 'validation', text, { rank: text });
    }
    if (!Number.isInteger(rank)) {
      throw new AppError(400, 'validation', messages.league.wholeNumber, {
        rank: messages.league.wholeNumber,
      });
    }
    const after = moveToRank(before, userId, rank);
    if (editMovesOwnRank(by, before, after))
      throw forbidden(userId === by.id ? messages.participants.ownRank : messages.participants.ownRankMove);
    const changes = await writeLadder(tx, leagueId, before, after, 'reorder');
    await recordLadderEdit(tx, leagueId, by.id, 'moved', changes, userId);
    return after;
  });
}
