import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { TApplication } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { useDecideApplication, usePendingApplications } from './api.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.applications;
const statusLabel = (s: string) => (s.toLowerCase() === 'pending' ? 'Beklemede' : s);

/** 'Bekleyen Lig Başvurularını Görüntüle': approve or reject each (spec §2). */
export function ApplicationsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const query = usePendingApplications(opened);
  const approve = useDecideApplication('approve');
  const reject = useDecideApplication('reject');
  const busy = approve.isPending || reject.isPending;

  const decide = (a: TApplication, decision: 'approve' | 'reject') => {
    const mutation = decision === 'approve' ? approve : reject;
    mutation.mutate(a.id, {
      onSuccess: () => notify({ color: 'teal', message: decision === 'approve' ? m.approved : m.rejected }),
    });
  };

  const actions = (a: TApplication) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        disabled={busy}
        onClick={() => decide(a, 'approve')}
        aria-label={`Onayla: ${a.firstName} ${a.lastName}`}
      >
        Onayla
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={busy}
        onClick={() => decide(a, 'reject')}
        aria-label={`Reddet: ${a.firstName} ${a.lastName}`}
      >
        Reddet
      </Button>
    </Group>
  );

  const failure = approve.isError
    ? errorMessage(approve.error, m.approveError)
    : reject.isError
      ? errorMessage(reject.error, m.rejectError)
      : null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      opened={opened}
      onClose={onClose}
      title="Bekleyen Lig Başvuruları"
      size="xl"
      fullScreen={phone}
    >
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <QueryState query={query} errorText={m.loadError}>
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>{m.none}</EmptyState>
            ) : phone ? (
              <Stack gap="sm">
                {rows.map((a, i) => (
                  <Card key={a.id} withBorder padding="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div>
                        <Text fw={600}>
                          {i + 1}. {a.firstName} {a.lastName}
                        </Text>
                        <Text size="sm" c="gray.7">
                          {a.leagueName}
                        </Text>
                      </div>
                      <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                        {statusLabel(a.status)}
                      </Badge>
                    </Group>
                    <Group mt="sm">{actions(a)}</Group>
                  </Card>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>Kullanıcı Adı</Table.Th>
                      <Table.Th>Lig Adı</Table.Th>
                      <Table.Th>Durum</Table.Th>
                      <Table.Th>İşlemler</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((a, i) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>{i + 1}</Table.Td>
                        <Table.Td>
                          {a.firstName} {a.lastName}
                        </Table.Td>
                        <Table.Td>{a.leagueName}</Table.Td>
                        <Table.Td>
                          <Badge color="yellow" variant="light">
                            {statusLabel(a.status)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{actions(a)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
    </Modal>
  );
}
