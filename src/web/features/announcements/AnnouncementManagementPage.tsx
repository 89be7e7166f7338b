import { ActionIcon, Button, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type TAnnouncement,
  type TAnnouncementRequest,
  ZAnnouncementRequest,
} from '../../../shared/contract/announcements.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { Modal } from '../../components/Modal.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { ApiError } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useAnnouncements, useDeleteAnnouncement, useSaveAnnouncement } from './api.js';

const m = messages.announcements;
type Editing = { id: string | null; values: { title: string; content: string; endDate: string } };

/** /announcement-management (admin): the list with edit and delete, and a modal form. */
export default function AnnouncementManagementPage() {
  const query = useAnnouncements();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);
  const edit = (a: TAnnouncement) =>
    setEditing({ id: a.id, values: { title: a.title, content: a.content, endDate: a.endDate ?? '' } });
  const actions = (a: TAnnouncement) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`${a.title} duyurusunu düzenle`} onClick={() => edit(a)}>
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${a.title} duyurusunu sil`}
        onClick={() => setDeleting(a)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
  const endText = (a: TAnnouncement) =>
    `${a.endDate ? formatDate(a.endDate) : messages.announcements.noEnd}${a.ended ? ' (sona erdi)' : ''}`;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz="h2">
          Duyuru Yönetimi
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ id: null, values: { title: '', content: '', endDate: '' } })}
        >
          Yeni Duyuru
        </Button>
      </Group>
      <QueryState query={query} errorText={m.loadError}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            keyOf={(a) => a.id}
            label="Duyurular"
            empty={m.noneAtAll}
            minWidth={560}
            tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
            head={
              <>
                <Table.Th>Başlık</Table.Th>
                <Table.Th>Yayın Tarihi</Table.Th>
                <Table.Th>Bitiş Tarihi</Table.Th>
                <Table.Th w={100}>İşlemler</Table.Th>
              </>
            }
            row={(a) => (
              <>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {a.title}
                  </Text>
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {a.content}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(a.date)}</Table.Td>
                <Table.Td c={a.ended ? 'gray.7' : undefined}>{endText(a)}</Table.Td>
                <Table.Td>{actions(a)}</Table.Td>
              </>
            )}
            card={(a) => (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {a.title}
                  </Text>
                  {actions(a)}
                </Group>
                <Text size="sm" c="gray.7" lineClamp={2}>
                  {a.content}
                </Text>
                <Text size="xs" c="gray.7" mt={4}>
                  Yayın: {formatDate(a.date)} · Bitiş: {endText(a)}
                </Text>
              </>
            )}
          />
        )}
      </QueryState>
      <Modal
        closeButtonProps={{ 'aria-label': messages.common.close }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? 'Duyuruyu Düzenle' : 'Yeni Duyuru'}
        size="lg"
        centered
      >
        {editing && <AnnouncementForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteDialog announcement={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function AnnouncementForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const save = useSaveAnnouncement();
  const form = useForm({ initialValues: editing.values, validate: zodValidate(ZAnnouncementRequest) });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: editing.id, values: values as TAnnouncementRequest },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: m.saved });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {/* Saving a new one mails and pushes it to the players at once: said before, not found out after. */}
        <Text size="sm" c="gray.7">
          {editing.id ? m.editNote : m.publishNote}
        </Text>
        <TextInput label="Başlık" required data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label="İçerik"
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('content')}
        />
        <TextInput
          label="Bitiş Tarihi"
          type="date"
          description="Boş bırakılırsa duyuru süresiz yayında kalır."
          {...form.getInputProps('endDate')}
        />
        {/* A refused field shows its reason beside the field instead. */}
        <ErrorAlert error={save.error instanceof ApiError && save.error.fields ? null : save.error} />
        <DialogButtons confirmLabel={messages.common.save} onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}

function DeleteDialog({
  announcement,
  onClose,
}: {
  announcement: TAnnouncement | null;
  onClose: () => void;
}) {
  const remove = useDeleteAnnouncement();
  return (
    <ConfirmDialog
      opened={announcement !== null}
      onClose={onClose}
      title="Duyuruyu Sil"
      confirmLabel="Sil"
      color="red"
      loading={remove.isPending}
      error={remove.error}
      centered
      onConfirm={() =>
        announcement &&
        remove.mutate(announcement.id, {
          onSuccess: () => {
            notify({ color: 'teal', message: m.deleted });
            onClose();
          },
        })
      }
    >
      {announcement && m.deleteConfirm(announcement.title)}
    </ConfirmDialog>
  );
}
