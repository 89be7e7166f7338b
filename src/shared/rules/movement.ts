// A ladder row's movement since a moment (a week ago on the dashboard), from rank_history: the rank
// a player held then is the old rank of their first change after it; no change since means they
// held the same rank. A player who joined since counts from the rank they joined at.

/** One player's first rank change after the moment, if any. */
export interface FirstChangeSince {
  /** null: the change put the player on the ladder (they joined after the moment). */
  oldRank: number | null;
  newRank: number | null;
}

/** Ranks gained since the moment: 2 is two places up, -1 one down, 0 unchanged. */
export function movementSince(rankNow: number, firstChange: FirstChangeSince | undefined): number {
  if (!firstChange) return 0;
  const then = firstChange.oldRank ?? firstChange.newRank;
  return then === null ? 0 : then - rankNow;
}

/** "↑2", "↓1", and nothing for no movement. */
export function movementText(move: number): string {
  if (move > 0) return `↑${move}`;
  if (move < 0) return `↓${-move}`;
  return '';
}

/** The movement as a sentence for screen readers. */
export function movementLabel(move: number): string {
  if (move > 0) return `Son bir haftada ${move} sıra yükseldi`;
  if (move < 0) return `Son bir haftada ${-move} sıra düştü`;
  return '';
}
