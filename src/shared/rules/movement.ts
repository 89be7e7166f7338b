// A ladder row's movement since a moment (a week ago on the dashboard), from rank_history: the rank
// a player held then is the old rank of their first change after it; no change since means they
// held the same rank; a first change with no old rank means they joined since.

/** One player's first rank change after the moment, if any. */
export interface FirstChangeSince {
  /** null: the player joined the ladder after the moment. */
  oldRank: number | null;
}

/**
 * Ranks gained since the moment (2: two places up; -1: one down; 0: unchanged), or null for a
 * player who was not on the ladder then.
 */
export function movementSince(rankNow: number, firstChange: FirstChangeSince | undefined): number | null {
  if (!firstChange) return 0;
  if (firstChange.oldRank === null) return null;
  return firstChange.oldRank - rankNow;
}

/** "↑2", "↓1", "" for no movement, "yeni" for a player who joined since. */
export function movementText(move: number | null): string {
  if (move === null) return 'yeni';
  if (move > 0) return `↑${move}`;
  if (move < 0) return `↓${-move}`;
  return '';
}

/** The movement as a sentence for screen readers ("2 sıra yükseldi"). */
export function movementLabel(move: number | null): string {
  if (move === null) return 'Bu hafta katıldı';
  if (move > 0) return `Son bir haftada ${move} sıra yükseldi`;
  if (move < 0) return `Son bir haftada ${-move} sıra düştü`;
  return '';
}
