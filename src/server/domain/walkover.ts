import { challengerWins } from '../../shared/rules/ladder.js';
import type { Tx } from '../db/client.js';
import { agreedBeforeReset } from './finalize-result.js';
import { writeLadder } from './ladder.js';
import type { LockedMatch } from './match-lock.js';
import { passedPlayers, tellPassed } from './tell-passed.js';

/**
 * A challenged player (player 2) who did not show gives the challenger their rank, as a rejection
 * does: the challenger takes it and the players between move down one place each and are told why
 * (`cause`: a staff cancellation naming the no-show, or the overdue walkover). Nothing moves when
 * either player has left the ladder, or when the match was agreed before the league's last reset
 * (its ladder is not the one the match was agreed on). Runs under the ladder lock `lockMatch` took.
 */
export async function challengedGivesRank(
  tx: Tx,
  { match, league, ladder, player1, player2 }: LockedMatch,
  cause: 'noShow' | 'overdue',
  baseUrl: string,
) {
  const onLadder = (id: string) => ladder.some((r) => r.userId === id);
  if (!match.leagueId || !onLadder(player1.id) || !onLadder(player2.id)) return;
  if (await agreedBeforeReset(tx, match)) return;
  const after = challengerWins(ladder, player1.id, player2.id);
  const changes = await writeLadder(tx, match.leagueId, ladder, after, 'cancellation', { matchId: match.id });
  await tellPassed(
    tx,
    cause,
    league?.name ?? '',
    player1,
    passedPlayers(changes, player1.id, player2.id),
    baseUrl,
  );
}
