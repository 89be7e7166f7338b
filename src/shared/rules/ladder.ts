// The ladder: a league's players ranked 1..n. Pure functions over the ranking; the server applies
// their result inside one transaction (server/domain/ladder.ts).

export interface Rung {
  userId: string;
  rank: number;
}

function ordered(rungs: Rung[]): string[] {
  return [...rungs].sort((a, b) => a.rank - b.rank).map((r) => r.userId);
}

function ranked(userIds: string[]): Rung[] {
  return userIds.map((userId, i) => ({ userId, rank: i + 1 }));
}

/** True when the ranks are exactly 1..n, each once. */
export function isPermutation(rungs: Rung[]): boolean {
  const ranks = rungs.map((r) => r.rank).sort((a, b) => a - b);
  return (
    ranks.every((rank, i) => rank === i + 1) && new Set(rungs.map((r) => r.userId)).size === rungs.length
  );
}

/** Moves one player to `newRank` (clamped to 1..n); everyone between shifts by one. */
export function moveToRank(rungs: Rung[], userId: string, newRank: number): Rung[] {
  const ids = ordered(rungs).filter((id) => id !== userId);
  if (ids.length === rungs.length) throw new Error(`player ${userId} is not on this ladder`);
  const at = Math.min(Math.max(newRank, 1), ids.length + 1) - 1;
  ids.splice(at, 0, userId);
  return ranked(ids);
}

/**
 * The challenger beat (or was deemed to beat) the opponent: when ranked below the opponent, the
 * challenger takes the opponent's rank and everyone from there down to the challenger's old place
 * moves one down (spec §4). A win over a lower-ranked player changes nothing.
 */
export function challengerWins(rungs: Rung[], challengerId: string, opponentId: string): Rung[] {
  const challenger = rungs.find((r) => r.userId === challengerId);
  const opponent = rungs.find((r) => r.userId === opponentId);
  if (!challenger || !opponent) throw new Error('both players must be on the ladder');
  if (challenger.rank < opponent.rank) return ranked(ordered(rungs));
  return moveToRank(rungs, challengerId, opponent.rank);
}

/** Takes a player off the ladder and closes the gap. */
export function removeFromLadder(rungs: Rung[], userId: string): Rung[] {
  return ranked(ordered(rungs).filter((id) => id !== userId));
}

/** A new player goes to the bottom: rank n + 1. */
export function appendToLadder(rungs: Rung[], userId: string): Rung[] {
  if (rungs.some((r) => r.userId === userId)) throw new Error(`player ${userId} is already on this ladder`);
  return ranked([...ordered(rungs), userId]);
}

/** Rewrites the ladder in the given order (an admin's reorder): ranks 1..n by position. */
export function reorder(rungs: Rung[], userIdsInOrder: string[]): Rung[] {
  const current = new Set(rungs.map((r) => r.userId));
  if (
    userIdsInOrder.length !== current.size ||
    !userIdsInOrder.every((id) => current.has(id)) ||
    new Set(userIdsInOrder).size !== current.size
  ) {
    throw new Error('the new order must list every player of the ladder exactly once');
  }
  return ranked(userIdsInOrder);
}

/** The rungs whose rank differs between two rankings, with old and new rank (null: not on it). */
export function rankChanges(
  before: Rung[],
  after: Rung[],
): { userId: string; oldRank: number | null; newRank: number | null }[] {
  const was = new Map(before.map((r) => [r.userId, r.rank]));
  const now = new Map(after.map((r) => [r.userId, r.rank]));
  const ids = new Set([...was.keys(), ...now.keys()]);
  return [...ids]
    .map((userId) => ({ userId, oldRank: was.get(userId) ?? null, newRank: now.get(userId) ?? null }))
    .filter((c) => c.oldRank !== c.newRank);
}
