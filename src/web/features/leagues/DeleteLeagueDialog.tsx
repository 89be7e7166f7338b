import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { TLeagueListItem } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LazyModal } from '../../components/LazyModal.js';
import { notify } from '../../lib/notify.js';
import { useDeleteLeague } from './api.js';

const m = messages.league;

/**
 * '{league name} adlı ligi silmek istediğinizden emin misiniz?' with Sil / İptal, and what deleting
 * the league does.
 */
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
  // A league with match offers or matches cannot be deleted: said at once, with no 'Sil' that can
  // only be refused.
  const inUse = league?.inUse === true;
  return (
    <>
      <LazyModal
        opened={inUse}
        onClose={close}
        title="Lig silinemez"
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        {league && (
          <Stack>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {league.name}
            </Text>
            <Text>{m.deleteInUse}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {messages.common.close}
              </Button>
            </Group>
          </Stack>
        )}
      </LazyModal>
      <ConfirmDialog
        opened={Boolean(league) && !inUse}
        onClose={close}
        title="Ligi Sil"
        confirmLabel="Sil"
        // The spec names this question's buttons 'Sil' and 'İptal'; elsewhere it is 'Vazgeç'.
        cancelLabel="İptal"
        color="red"
        loading={remove.isPending}
        error={remove.error}
        errorFallback={m.deleteError}
        onConfirm={() =>
          league &&
          remove.mutate(league.id, {
            onSuccess: () => {
              notify({ color: 'teal', message: m.deleted });
              close();
            },
          })
        }
      >
        {league && (
          <Stack gap="sm">
            <Text style={{ overflowWrap: 'anywhere' }}>{m.deleteConfirm(league.name)}</Text>
            {/* What the deletion does, so nobody confirms it blind. */}
            <List size="sm" spacing="xs" aria-label="Silince ne olur">
              {m.deleteConsequences.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={700}>
              {m.deleteIrreversible}
            </Text>
          </Stack>
        )}
      </ConfirmDialog>
    </>
  );
}
