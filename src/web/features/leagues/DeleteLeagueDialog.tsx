import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TLeagueListItem } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { errorMessage } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { useDeleteLeague } from './api.js';

const m = messages.league;

/** '{league name} adlı ligi silmek istediğinizden emin misiniz?' with Sil / İptal. */
export function DeleteLeagueDialog({
  league,
  onClose,
}: {
  league: TLeagueListItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteLeague();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      opened={Boolean(league)}
      onClose={close}
      title="Ligi Sil"
    >
      {league && (
        <Stack>
          <Text>{m.deleteConfirm(league.name)}</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorMessage(remove.error, m.deleteError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              İptal
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(league.id, {
                  onSuccess: () => {
                    notify({ color: 'teal', message: m.deleted });
                    close();
                  },
                })
              }
            >
              Sil
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
