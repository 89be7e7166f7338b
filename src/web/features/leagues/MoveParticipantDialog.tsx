import { NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { Modal } from '../../components/Modal.js';
import { notify } from '../../lib/notify.js';
import { useMoveParticipant } from './api.js';

const m = messages.participants;

/**
 * 'Sıra değiştir': one player straight to a place on the ladder (PATCH …/participants/:userId),
 * where ↑ and ↓ would take a tap, a write and a notice per place. The server checks the range and
 * says it in Turkish; nothing moves until 'Taşı'.
 */
export function MoveParticipantDialog({
  leagueId,
  player,
  players,
  onClose,
}: {
  leagueId: string;
  /** Whom to move; null keeps the dialog closed. */
  player: TParticipant | null;
  /** How many are on the ladder: the last place. */
  players: number;
  onClose: () => void;
}) {
  const move = useMoveParticipant(leagueId);
  const [rank, setRank] = useState<number | string>('');
  const close = () => {
    setRank('');
    move.reset();
    onClose();
  };
  const name = player ? `${player.firstName} ${player.lastName}` : '';
  const target = typeof rank === 'number' ? rank : Number.NaN;
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
            move.mutate(
              { userId: player.userId, rank: target },
              {
                onSuccess: () => {
                  notify({ color: 'teal', message: m.moved });
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <NumberInput
              label={m.moveLabel}
              description={m.moveHint(player.rank, players)}
              value={rank}
              onChange={setRank}
              min={1}
              max={players}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              data-autofocus
            />
            <ErrorAlert error={move.error} fallback={m.rankError} />
            <DialogButtons
              confirmLabel={m.moveConfirm}
              onCancel={close}
              loading={move.isPending}
              disabled={!Number.isInteger(target) || target === player.rank}
              grow
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
