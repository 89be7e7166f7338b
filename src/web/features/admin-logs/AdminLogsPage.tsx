import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_LOG_EVENT_LABELS } from '../../../shared/admin-log-view.js';
import { type AdminLogTab, type TAdminLog, ZAdminLogQuery } from '../../../shared/contract/admin-logs.js';
import { ADMIN_LOG_EVENT_TYPES, type AdminLogEventType } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { formatDateTime, istanbulToday } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Modal } from '../../components/Modal.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { errorMessage } from '../../lib/api.js';
import { useAdminLogs, useDeleteAdminLog, useReadAdminLog, useReadAllAdminLogs } from './api.js';

const tabs: { value: AdminLogTab; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'unread', label: 'Okunmamış' },
  { value: 'read', label: 'Okunmuş' },
  { value: 'deleted', label: 'Silinmiş' },
];
const statusLabel = { unread: 'Okunmamış', read: 'Okunmuş', deleted: 'Silinmiş' } as const;

function monthAgo(): string {
  const d = new Date();
  d.setMonth(d.getMonth() - 1);
  return istanbulToday(d);
}

const subjectOptions = [
  { value: '', label: 'Tüm konular' },
  ...ADMIN_LOG_EVENT_TYPES.map((t) => ({ value: t, label: ADMIN_LOG_EVENT_LABELS[t] })),
];

/** /adm-notifications: the admin log inbox, filtered and paged on the server. */
export default function AdminLogsPage() {
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(() => istanbulToday());
  const [eventType, setEventType] = useState('');
  const [tab, setTab] = useState<AdminLogTab>('unread');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<TAdminLog | null>(null);
  // A date field left empty is no bound on that side.
  const filter = {
    from: from || undefined,
    to: to || undefined,
    tab,
    page,
    eventType: (eventType || undefined) as AdminLogEventType | undefined,
  };
  const valid = ZAdminLogQuery.safeParse(filter);
  const query = useAdminLogs(filter, valid.success);
  const read = useReadAdminLog();
  const remove = useDeleteAdminLog();
  // 'Tümünü okundu işaretle' on the unread tab: every page of it, after saying how many.
  const readAll = useReadAllAdminLogs();
  const [markingAll, setMarkingAll] = useState<number | null>(null);
  const [markedAll, setMarkedAll] = useState<string | null>(null);
  const confirmReadAll = () =>
    readAll.mutate(
      { from: filter.from, to: filter.to, eventType: filter.eventType },
      {
        onSuccess: (result) => {
          setMarkedAll(result.message);
          setMarkingAll(null);
          setPage(1);
        },
        onError: () => setMarkingAll(null),
      },
    );

  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setMarkedAll(null);
    };
  const open = (entry: TAdminLog) => {
    setOpened(entry);
    if (entry.status === 'unread') read.mutate(entry.id, { onSuccess: (updated) => setOpened(updated) });
  };
  // Deleting asks first (nothing destructive on a single tap).
  const [deleting, setDeleting] = useState<TAdminLog | null>(null);
  const onDelete = (entry: TAdminLog) => setDeleting(entry);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setOpened((o) => (o?.id === deleting.id ? null : o));
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  /** The row's delete button, in the phone cards and the table alike; none for a deleted entry. */
  const deleteButton = (entry: TAdminLog) =>
    entry.status !== 'deleted' && (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${entry.subject} kaydını sil`}
        loading={remove.isPending && remove.variables === entry.id}
        onClick={() => onDelete(entry)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    );

  return (
    <Stack>
      <Title order={1} fz="h2">
        Yönetici Bildirimleri
      </Title>
      <Grid>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label="Başlangıç"
            type="date"
            value={from}
            onChange={(e) => change(setFrom)(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label="Bitiş"
            type="date"
            value={to}
            onChange={(e) => change(setTo)(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Konu"
            data={subjectOptions}
            value={eventType}
            onChange={(v) => change(setEventType)(v ?? '')}
            allowDeselect={false}
            searchable
          />
        </Grid.Col>
      </Grid>
      <Tabs value={tab} onChange={(v) => change(setTab)((v ?? 'unread') as AdminLogTab)}>
        <Tabs.List grow>
          {tabs.map((t) => (
            // Each tab at least as wide as its one-word label (grow alone gives equal widths, and
            // 'Okunmamış' ran into 'Okunmuş' at 390 px); the room left is shared out evenly.
            <Tabs.Tab
              key={t.value}
              value={t.value}
              px={{ base: 6, sm: 'xs' }}
              fz="sm"
              style={{ flex: '1 0 auto' }}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div role="status">
        {markedAll && (
          <Alert color="teal" variant="light" py="xs">
            {markedAll}
          </Alert>
        )}
      </div>
      {!valid.success ? (
        <Alert color="red" role="alert">
          {valid.error.issues[0]?.message}
        </Alert>
      ) : (
        <QueryState query={query} errorText={messages.adminLogs.loadError}>
          {(data) => (
            <ResponsiveList
              items={data.items}
              keyOf={(entry) => entry.id}
              label="Yönetici bildirimleri"
              empty={messages.adminLogs.empty}
              summary={
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="gray.7">
                    {data.total} kayıt
                  </Text>
                  {tab === 'unread' && data.total > 0 && (
                    <Button
                      variant="light"
                      loading={readAll.isPending}
                      onClick={() => {
                        setMarkedAll(null);
                        setMarkingAll(data.total);
                      }}
                    >
                      {messages.adminLogs.markAll}
                    </Button>
                  )}
                </Group>
              }
              minWidth={620}
              tableProps={{ highlightOnHover: true, verticalSpacing: 'xs' }}
              rowProps={(entry) => ({ fw: entry.status === 'unread' ? 700 : undefined })}
              cardProps={(entry) => ({ bg: entry.status === 'unread' ? 'teal.0' : undefined })}
              head={
                <>
                  <Table.Th w={150}>Tarih</Table.Th>
                  <Table.Th>Konu</Table.Th>
                  <Table.Th>Ayrıntı</Table.Th>
                  <Table.Th w={60}>
                    <VisuallyHidden>İşlemler</VisuallyHidden>
                  </Table.Th>
                </>
              }
              row={(entry) => (
                <>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <UnstyledButton onClick={() => open(entry)} c="teal.9" fw="inherit" fz="sm">
                      {entry.subject}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    {/* A sentence (who did what, where) needs room for its end: who did it. */}
                    <Text size="sm" c="gray.7" lineClamp={2}>
                      {entry.summary}
                    </Text>
                  </Table.Td>
                  <Table.Td>{deleteButton(entry)}</Table.Td>
                </>
              )}
              card={(entry) => (
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <UnstyledButton onClick={() => open(entry)} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={entry.status === 'unread' ? 700 : 500} c="teal.9" fz="sm">
                      {entry.subject}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatDateTime(entry.createdAt)}
                    </Text>
                    <Text size="sm" c="gray.7" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
                      {entry.summary}
                    </Text>
                  </UnstyledButton>
                  {deleteButton(entry)}
                </Group>
              )}
              paging={{ ...data, page, onChange: setPage }}
            />
          )}
        </QueryState>
      )}
      {(read.isError || remove.isError || readAll.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(read.error ?? remove.error ?? readAll.error)}
        </Alert>
      )}
      <ConfirmDialog
        opened={markingAll !== null}
        onClose={() => setMarkingAll(null)}
        title={messages.adminLogs.markAllTitle}
        confirmLabel={messages.adminLogs.markAll}
        cancelLabel={messages.confirmations.cancel}
        centered
        loading={readAll.isPending}
        onConfirm={confirmReadAll}
      >
        {messages.adminLogs.markAllQuestion(markingAll ?? 0)}
      </ConfirmDialog>
      <Modal
        closeButtonProps={{ 'aria-label': messages.common.close }}
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? opened.subject : ''}
        size="lg"
        centered
      >
        {opened && <LogDetail entry={opened} onDelete={() => onDelete(opened)} deleting={remove.isPending} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={messages.confirmations.deleteLogTitle}
        confirmLabel={messages.confirmations.deleteLogConfirm}
        cancelLabel={messages.confirmations.cancel}
        color="red"
        centered
        loading={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting ? messages.confirmations.deleteLog(deleting.subject) : ''}
      </ConfirmDialog>
    </Stack>
  );
}

function LogDetail({
  entry,
  onDelete,
  deleting,
}: {
  entry: TAdminLog;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Stack>
      <Group gap="xs">
        <Badge color={entry.status === 'unread' ? 'teal.9' : 'gray.7'}>{statusLabel[entry.status]}</Badge>
        <Text size="sm" c="gray.7">
          {formatDateTime(entry.createdAt)}
        </Text>
      </Group>
      {/* The labels wrap between their words only ('Gönderildiği yer', not 'Gönderildi|ği yer' on a
          phone): their column is a third of the table, wider where a label's longest word needs it,
          and the values take the rest, an address or a long name breaking anywhere. */}
      <Table withTableBorder withColumnBorders aria-label="Kayıt ayrıntıları">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="35%">Konu</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.subject}</Table.Td>
          </Table.Tr>
          {entry.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never reorder
            <Table.Tr key={i}>
              <Table.Th>{line.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.value}</Table.Td>
            </Table.Tr>
          ))}
          {entry.readAt && (
            <Table.Tr>
              <Table.Th>Okunma</Table.Th>
              <Table.Td>{formatDateTime(entry.readAt)}</Table.Td>
            </Table.Tr>
          )}
          {entry.deletedAt && (
            <Table.Tr>
              <Table.Th>Silinme</Table.Th>
              <Table.Td>{formatDateTime(entry.deletedAt)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {entry.status !== 'deleted' && (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={deleting}
            onClick={onDelete}
          >
            Sil
          </Button>
        </Group>
      )}
    </Stack>
  );
}
