import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TOutboxPage } from '../../../shared/contract/mail.js';
import type { MailStatus } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { mailErrorText } from '../../../shared/rules/mail-error.js';
import { RETENTION_DAYS } from '../../../shared/rules/retention.js';
import { formatDateTime } from '../../../shared/time.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { SearchInput } from '../../components/SearchInput.js';
import { useOutbox, useRetryMail } from './api.js';

/** Why the last attempt failed, in Turkish; the server's own words below it for whoever sets up mail. */
function DeliveryError({ error }: { error: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="red.8">
        {mailErrorText(error)}
      </Text>
      <Text size="xs" c="gray.7" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {messages.mail.serverSaid}: {error}
      </Text>
    </Stack>
  );
}

const statusLabels: Record<MailStatus, string> = {
  pending: 'Bekliyor',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
};
const statusColors: Record<MailStatus, string> = {
  pending: 'yellow.9',
  sending: 'blue.8',
  sent: 'teal.9',
  failed: 'red.8',
};

/** The mail outbox for admins: pending, sent and failed mail, with the last error. */
export function OutboxPanel() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useOutbox(status, page, q);
  const retry = useRetryMail();
  // Which mail went back in the queue: a retried mail leaves the 'Başarısız' list at once, so the
  // screen says where it went rather than letting it vanish without a word.
  const [retried, setRetried] = useState<string | null>(null);
  const retryButton = (m: TOutboxPage['items'][number]) => (
    <Button
      size="compact-xs"
      variant="light"
      mt={4}
      loading={retry.isPending && retry.variables === m.id}
      aria-label={`Yeniden dene: ${m.subject}`}
      onClick={() => {
        setRetried(null);
        retry.mutate(m.id, {
          onSuccess: () =>
            setRetried(`“${m.subject}” konulu e-posta (${m.to.join(', ')}) ${messages.mail.retried}`),
        });
      }}
    >
      Yeniden dene
    </Button>
  );
  const counts = query.data?.counts;
  const label = (s: MailStatus) => `${statusLabels[s]}${counts ? ` (${counts[s]})` : ''}`;
  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as MailStatus | '');
          setPage(1);
        }}
        data={[
          { value: '', label: 'Tümü' },
          { value: 'pending', label: label('pending') },
          { value: 'sent', label: label('sent') },
          { value: 'failed', label: label('failed') },
        ]}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
        aria-label="Durum"
      />
      <Text size="sm" c="gray.7">
        {messages.mail.kept(RETENTION_DAYS.sentMail, RETENTION_DAYS.failedMail)}
      </Text>
      <SearchInput
        placeholder="Alıcının adresi ya da konu"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      <ErrorAlert error={retry.error} />
      {retried && (
        <Alert color="teal" role="status">
          {retried}
        </Alert>
      )}
      <QueryState query={query}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            keyOf={(m) => m.id}
            label="Gönderim kuyruğu"
            empty={
              q ? `${status ? 'Bu durumda ' : ''}“${q}” ile eşleşen e-posta yok.` : 'Bu durumda e-posta yok.'
            }
            minWidth={720}
            tableProps={{ verticalSpacing: 'xs', striped: true }}
            head={
              <>
                <Table.Th>Alıcı</Table.Th>
                <Table.Th>Konu</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th>Deneme</Table.Th>
                <Table.Th>Tarih</Table.Th>
                <Table.Th>Hata</Table.Th>
              </>
            }
            row={(m) => (
              <>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.to.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {m.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColors[m.status]} variant="filled">
                    {statusLabels[m.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{m.attempts}</Table.Td>
                <Table.Td>
                  <Text size="xs">{formatDateTime(m.sentAt ?? m.createdAt)}</Text>
                  {m.status === 'pending' && m.attempts > 0 && (
                    <Text size="xs" c="gray.7">
                      Sonraki deneme: {formatDateTime(m.nextAttemptAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {m.lastError && <DeliveryError error={m.lastError} />}
                  {m.status === 'failed' && retryButton(m)}
                </Table.Td>
              </>
            )}
            card={(m) => (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.subject}
                  </Text>
                  <Badge color={statusColors[m.status]} variant="filled" style={{ flexShrink: 0 }}>
                    {statusLabels[m.status]}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.to.join(', ')}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(m.sentAt ?? m.createdAt)} · {m.attempts} deneme
                  {m.status === 'pending' &&
                    m.attempts > 0 &&
                    ` · Sonraki deneme: ${formatDateTime(m.nextAttemptAt)}`}
                </Text>
                {m.lastError && <DeliveryError error={m.lastError} />}
                {m.status === 'failed' && retryButton(m)}
              </>
            )}
            paging={{ ...data, page, onChange: setPage }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
