import { messages } from '../../shared/messages.js';
import type { Rung } from '../../shared/rules/ladder.js';
import { conflict } from '../errors.js';

/**
 * Staff edit a ladder from the list their screen shows, which may be out of date: another staff
 * member's edit, a match result or a player leaving may have moved it since. An edit that names
 * what it was made from is checked against the ladder it would change, under the ladder lock:
 *
 * - a reorder (↑, ↓: the whole list sent in its new order) rewrites every rank, so it stands only
 *   when the ladder is still in the order it was made from; otherwise it would undo whatever
 *   moved meanwhile;
 * - a move of one player ('Sıra değiştir') stands only when that player is still at the rank the
 *   editor saw; a change elsewhere on the ladder is kept either way, as the move shifts the
 *   players between the two places by one from wherever they stand now.
 *
 * Adding a player (to the bottom, whatever the ladder is now) and taking one off (by who they are,
 * wherever they stand) undo nobody's change, so they are not checked.
 */

/** True when `current` (ordered by rank) lists the players in the order `seen` does. */
export function isOrderSeen(current: Rung[], seen: string[]): boolean {
  return current.length === seen.length && current.every((r, i) => r.userId === seen[i]);
}

/** True when the player is on the ladder, at the rank the editor saw. */
export function isRankSeen(current: Rung[], userId: string, seenRank: number): boolean {
  return current.some((r) => r.userId === userId && r.rank === seenRank);
}

/** The refusal of an edit made from an out-of-date ladder: nothing changes, the screen reads it again. */
export const ladderChanged = () => conflict(messages.participants.ladderChanged, 'ladder_changed');
