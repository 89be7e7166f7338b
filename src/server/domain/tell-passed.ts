import { messages } from '../../shared/messages.js';
import type { Tx } from '../db/client.js';
import { tellPlayers } from './tell-players.js';

/**
 * What lifted the challenger over the players between: a won match, a rejected offer, a correction
 * giving them the win, the opponent not showing up (staff's cancellation), or the opponent leaving
 * the challenger's time proposals unanswered past the play deadline (the overdue walkover).
 */
export type PassedCause = 'match' | 'rejection' | 'correction' | 'correctionBack' | 'noShow' | 'overdue';

export interface Passed {
  userId: string;
  newRank: number;
}

/**
 * The players between a challenger and their opponent whom the challenger's jump pushed down one
 * place, from `writeLadder`'s changes: everyone else whose rank grew. With `'up'`, those a
 * correction taking the challenger's win back moved up one place again: everyone else whose rank
 * fell in number.
 */
export function passedPlayers(
  changes: { userId: string; oldRank: number | null; newRank: number | null }[],
  challengerId: string,
  opponentId: string,
  direction: 'down' | 'up' = 'down',
): Passed[] {
  return changes.flatMap((c) =>
    c.userId !== challengerId &&
    c.userId !== opponentId &&
    c.oldRank !== null &&
    c.newRank !== null &&
    (direction === 'down' ? c.newRank > c.oldRank : c.newRank < c.oldRank)
      ? [{ userId: c.userId, newRank: c.newRank }]
      : [],
  );
}

const textFor: Record<PassedCause, (league: string, winner: string, yourRank: number) => string> = {
  match: messages.inbox.passedByWinner,
  rejection: messages.inbox.passedByRejection,
  correction: messages.inbox.passedByCorrection,
  correctionBack: messages.inbox.passedBackByCorrection,
  noShow: messages.inbox.passedByNoShow,
  overdue: messages.inbox.passedByOverdue,
};

/**
 * Each player the challenger jumped over is told their new place, in the caller's transaction: a
 * notification about the challenger (their page) and the mail and push their results preferences
 * allow, its mail with a link to the ladder. The wording says why the challenger moved up (`cause`).
 */
export async function tellPassed(
  tx: Tx,
  cause: PassedCause,
  league: string,
  winner: { id: string; name: string },
  passed: Passed[],
  baseUrl: string,
) {
  await tellPlayers(
    tx,
    passed.map(({ userId, newRank }) => ({
      userId,
      subject: messages.results.passedSubject,
      message: textFor[cause](league, winner.name, newRank),
      // The mail leads to the ladder, where the new place shows: not to the results category's
      // own screen (Maçlarım), which lists only the player's own matches.
      mailText: `${textFor[cause](league, winner.name, newRank)}\n\n${messages.results.passedLadderAt(`${baseUrl}/dashboard`)}`,
      type: 'matchResult',
      target: { kind: 'player', id: winner.id },
    })),
  );
}
