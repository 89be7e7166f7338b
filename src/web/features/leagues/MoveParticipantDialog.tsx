import { NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { Modal } from '../../components/Modal.js';
import { ApiError } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { useMoveParticipant } from './api.js';

const m = messages.participants;

/**
 * 'Sıra değiştir': one player straight to a place on the ladder (PATCH …/participants/:userId),
 * where ↑ and ↓ would take a tap, a write and a notice per place. Nothing moves until 'Taşı'. A rank
 * that is no place on the ladder (0, or past the last) is refused at the field with the range, as
 * typed: the field never rounds it into range, and nothing is sent. The server checks it too, and
 * its words about the rank show at the field as well. The player's rank as shown goes along: when they
 * have moved meanwhile the server refuses, and this dialog closes on the ladder as it is now, read
 * again, with the server's words handed to `onLadderChanged` to say there.
 */
export function MoveParticipantDialog({
  leagueId,
  player,
  players,
  ownRank,
  onLadderChanged,
  onMoved,
  onClose,
}: {
  leagueId: string;
  /** Whom to move; null keeps the dialog closed. */
  player: TParticipant | null;
  /** How many are on the ladder: the last place. */
  players: number;
  /**
   * The rank of the editor themself, a moderator who plays: a move past it would change their own
   * place, which the server refuses, so the player may go only as far as the place next to them.
   */
  ownRank?: number;
  /** The refusal of a move made from a ladder that has moved since (409 'ladder_changed'). */
  onLadderChanged: (message: string) => void;
  /** Says the move in the dialog the player was moved from, instead of a toast over it. */
  onMoved?: (notice: string) => void;
  onClose: () => void;
}) {
  const move = useMoveParticipant(leagueId);
  const [rank, setRank] = useState<number | string>('');
  const [rankError, setRankError] = useState<string | null>(null);
  const close = () => {
    setRank('');
    setRankError(null);
    move.reset();
    onClose();
  };
  const name = player ? `${player.firstName} ${player.lastName}` : '';
  const target = typeof rank === 'number' ? rank : Number.NaN;
  const serverRankError = move.error instanceof ApiError ? move.error.fields?.rank : undefined;
  // The places the player may go to: the whole ladder, or the editor's own side of it.
  const [first, last] =
    ownRank === undefined || !player
      ? [1, players]
      : player.rank < ownRank
        ? [1, ownRank - 1]
        : [ownRank + 1, players];
  return (
    <Modal
      opened={player !== null}
      onClose={close}
      title={m.moveTitle(name)}
      closeButtonProps={{ 'aria-label': messages.common.close }}
      centered
    >
      {player && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!Number.isInteger(target) || target < 1 || target > players) {
              setRankError(m.rankOutOfRange(players));
              return;
            }
            if (target < first || target > last) {
              setRankError(m.ownRankMove);
              return;
            }
            move.mutate(
              { userId: player.userId, rank: target, seenRank: player.rank },
              {
                onSuccess: () => {
                  // Said in the players dialog below, when it says it; else a toast.
                  if (onMoved) onMoved(m.moved);
                  else notify({ color: 'teal', message: m.moved });
                  close();
                },
                // Called once the ladder has been read again (the hook's onSettled waits for it).
                onError: (error) => {
                  if (!(error instanceof ApiError && error.code === 'ladder_changed')) return;
                  onLadderChanged(error.message);
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <NumberInput
              label={m.moveLabel}
              description={first === last ? m.moveNowhere(player.rank) : m.moveHint(player.rank, first, last)}
              value={rank}
              onChange={(value) => {
                setRank(value);
                setRankError(null);
                if (move.isError) move.reset();
              }}
              error={rankError ?? serverRankError}
              // No min/max: Mantine would round a typed 0 or 99 into range as 'Taşı' is pressed.
              // Decimals and negatives stay as typed, so the check names them; they are not dropped unseen.
              inputMode="numeric"
              data-autofocus
            />
            {!serverRankError && <ErrorAlert error={move.error} fallback={m.rankError} />}
            <DialogButtons
              confirmLabel={m.moveConfirm}
              onCancel={close}
              loading={move.isPending}
              disabled={rank === '' || target === player.rank}
              grow
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
