import { isAdminRole } from './roles.js';

/** Who acts as staff: their id and their site-wide role. */
export interface StaffActor {
  id: string;
  role: string | null | undefined;
}

/**
 * A league's moderator who also plays stands aside on a match they play in: deciding, correcting
 * or cancelling it, or adding it, is left to another moderator of the league or an admin, so the
 * other player can trust the outcome. Admins (the site-wide role) keep the power; a moderator
 * seat does not take it from them.
 */
export function standsAside(actor: StaffActor, ...playerIds: (string | null | undefined)[]): boolean {
  return !isAdminRole(actor.role) && playerIds.includes(actor.id);
}

/**
 * A moderator's hand edit of a ladder (a move, a whole reorder, taking a player off) that would
 * change their own rank, their own place taken or given included: taking off a player above them
 * moves them up one, and is such an edit.
 */
export function editMovesOwnRank(
  actor: StaffActor,
  before: readonly { userId: string; rank: number }[],
  after: readonly { userId: string; rank: number }[],
): boolean {
  if (isAdminRole(actor.role)) return false;
  const rankIn = (rows: readonly { userId: string; rank: number }[]) =>
    rows.find((r) => r.userId === actor.id)?.rank ?? null;
  return rankIn(before) !== rankIn(after);
}
