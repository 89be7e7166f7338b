import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { NOTIFICATION_RESTORE_SECONDS, type TNotification } from '../../../shared/contract/notifications.js';
import { messages } from '../../../shared/messages.js';
import { isStaffMatchNotice, targetPath } from '../../../shared/rules/notification-target.js';
import { formatDateTime } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Modal } from '../../components/Modal.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { errorMessage } from '../../lib/api.js';
import { refocusNearby } from '../../lib/focus-keeper.js';
import { dismiss, notify } from '../../lib/notify.js';
import { notificationSettingsPath, paths } from '../../lib/paths.js';
import { Link, useNavigate, useSearchParams } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import {
  useDeleteNotification,
  useMarkAllRead,
  useNotificationsPage,
  useReadNotification,
  useRestoreNotification,
} from './api.js';

const m = messages.notifications;
/** The address of a page of the list: the first without a number. */
const pagePath = (n: number) => (n <= 1 ? paths.notifications : `${paths.notifications}?sayfa=${n}`);
/**
 * How long the "Geri al" toast stays: as long as the server takes the undo (NOTIFICATION_RESTORE_SECONDS),
 * less a margin for the request's way there, so someone reaching it by keyboard or screen reader has
 * the whole minute rather than a few seconds. Its close button takes it away sooner.
 */
const UNDO_TOAST_MS = NOTIFICATION_RESTORE_SECONDS * 1000 - 5_000;

/**
 * /notifications: the player's own notifications, 5 a page from the server; opening one marks it
 * read and offers the way to what it is about. Deleting one can be undone from the toast.
 */
export default function NotificationsPage() {
  // The page is in the address (?sayfa=2): Back from what a notification opened, or a reload,
  // comes back to the same page of the list, not to its first.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = Number(params.get('sayfa') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) => navigate(pagePath(next));
  const query = useNotificationsPage(page);
  const read = useReadNotification();
  const remove = useDeleteNotification();
  const markAll = useMarkAllRead();
  const restore = useRestoreNotification();
  const [opened, setOpened] = useState<TNotification | null>(null);
  /** The notification brought back by 'Geri al', whose row takes the focus once it is listed again. */
  const [restored, setRestored] = useState<string | null>(null);
  const me = useSignedInUser();
  const totalPages = query.data?.totalPages ?? 1;

  // Deleting the last item of the last page steps back a page (as does an address past the last).
  const loaded = query.data !== undefined;
  useEffect(() => {
    const last = Math.max(1, totalPages);
    if (loaded && page > last) navigate(pagePath(last), { replace: true });
  }, [loaded, page, totalPages, navigate]);

  const open = (n: TNotification) => {
    setOpened(n);
    if (n.status === 'unread') read.mutate(n.id);
  };

  // One undo toast for the deletions of the last minute, not one toast each: deleting a few in a row
  // would stack toasts over the list. Each deletion puts a new toast in the last one's place, saying
  // how many it brings back; its 'Geri al' restores those the server still takes back.
  const undoable = useRef<{ toast: string | null; deleted: { id: string; at: number }[] }>({
    toast: null,
    deleted: [],
  });
  // 'Geri al' lives in the toast, outside the screen: as the toast goes, the focus would fall to the
  // page's start. It goes back into the list, and onto the notification once it is there again.
  const undo = () => {
    refocusNearby();
    const { toast, deleted } = undoable.current;
    undoable.current = { toast: null, deleted: [] };
    if (toast) dismiss(toast);
    const takenBack = deleted.filter((d) => Date.now() - d.at < UNDO_TOAST_MS).map((d) => d.id);
    void Promise.allSettled(takenBack.map((id) => restore.mutateAsync(id))).then((results) => {
      const back = takenBack.filter((_, i) => results[i].status === 'fulfilled');
      if (back.length === 0) return;
      setRestored(back[back.length - 1]);
      notify({ color: 'teal', message: back.length === 1 ? m.restored : m.restoredMany(back.length) });
    });
  };
  const deleteOne = (n: TNotification) =>
    remove.mutate(n.id, {
      onSuccess: () => {
        const now = Date.now();
        const previous = undoable.current.toast;
        const deleted = [
          ...undoable.current.deleted.filter((d) => now - d.at < UNDO_TOAST_MS),
          { id: n.id, at: now },
        ];
        const toast = `notification-deleted-${n.id}`;
        undoable.current = { toast, deleted };
        if (previous) dismiss(previous);
        notify({
          id: toast,
          autoClose: UNDO_TOAST_MS,
          // Closed (its button, or its time up): what it offered to bring back is no longer offered.
          onClose: () => {
            if (undoable.current.toast === toast) undoable.current = { toast: null, deleted: [] };
          },
          message: (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{deleted.length === 1 ? m.deleted : m.deletedMany(deleted.length)}</Text>
              <Button size="compact-sm" variant="light" mih={44} onClick={undo}>
                {m.undo}
              </Button>
            </Group>
          ),
        });
      },
    });

  return (
    <Stack maw={760} mx="auto" w="100%">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz="h2">
          Bildirimler
        </Title>
        {/* Nothing unread: no badge, rather than one that counts nothing. */}
        {query.data && query.data.unread > 0 && (
          <Badge color="red.8" size="lg" variant="outline">
            {query.data.unread} okunmamış
          </Badge>
        )}
      </Group>
      <Group justify="space-between">
        <StandaloneLink to={notificationSettingsPath}>{messages.preferences.title}</StandaloneLink>
        {query.data && query.data.unread > 0 && (
          <Button
            variant="light"
            mih={44}
            loading={markAll.isPending}
            onClick={() =>
              !markAll.isPending &&
              markAll.mutate(undefined, {
                onSuccess: (res) => notify({ color: 'teal', message: m.markedAll(res.marked) }),
              })
            }
          >
            {m.markAll}
          </Button>
        )}
      </Group>
      {(read.isError || remove.isError || markAll.isError || restore.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(read.error ?? remove.error ?? markAll.error ?? restore.error)}
        </Alert>
      )}
      <QueryState query={query} errorText={messages.notifications.loadError}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{messages.notifications.empty}</EmptyState>
          ) : (
            <Stack gap="xs">
              <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bildirim listesi">
                {data.items.map((n) => (
                  <Box component="li" key={n.id} mb="xs">
                    <NotificationRow
                      n={n}
                      onOpen={() => open(n)}
                      onDelete={() => deleteOne(n)}
                      deleting={remove.isPending && remove.variables === n.id}
                      takeFocus={restored === n.id}
                      onFocusTaken={() => setRestored(null)}
                    />
                  </Box>
                ))}
              </Box>
              <PageNumbers page={page} totalPages={data.totalPages} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <Modal
        closeButtonProps={{ 'aria-label': messages.common.close }}
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.subject}
        centered
      >
        {opened && (
          <Stack>
            <Text size="sm" c="gray.7">
              {formatDateTime(opened.createdAt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{opened.message}</Text>
            {opened.target && (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={targetPath(opened.target, opened.type)}
                  mih={44}
                  onClick={() => setOpened(null)}
                >
                  {opened.target.kind === 'player' && opened.target.id === me.id
                    ? m.open.ownPage
                    : isStaffMatchNotice(opened.type)
                      ? m.open.staffMatch
                      : m.open[opened.target.kind]}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function NotificationRow({
  n,
  onOpen,
  onDelete,
  deleting,
  takeFocus,
  onFocusTaken,
}: {
  n: TNotification;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
  takeFocus: boolean;
  onFocusTaken: () => void;
}) {
  const unread = n.status === 'unread';
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    openButton.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  return (
    <Paper
      withBorder
      p="sm"
      bg={unread ? 'teal.0' : undefined}
      style={{ borderLeft: unread ? '4px solid var(--mantine-color-teal-6)' : undefined }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <UnstyledButton
          ref={openButton}
          onClick={onOpen}
          style={{ flex: 1, minWidth: 0 }}
          // Read or not, and the message itself, reach a screen reader too.
          aria-label={`${n.subject} bildirimini aç${unread ? ' (okunmadı)' : ''}`}
          aria-describedby={`notification-${n.id}-text`}
        >
          <Group gap="xs" wrap="nowrap">
            <Text fw={unread ? 700 : 500} truncate>
              {n.subject}
            </Text>
            {unread && (
              // A long subject is cut short, never the badge beside it.
              <Badge size="xs" color="teal.9" style={{ flexShrink: 0 }}>
                Yeni
              </Badge>
            )}
          </Group>
          <Text
            id={`notification-${n.id}-text`}
            size="sm"
            c="gray.7"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {n.message}
          </Text>
          <Text size="xs" c="gray.7" mt={4}>
            {formatDateTime(n.createdAt)}
          </Text>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onDelete}
          loading={deleting}
          size={44}
          aria-label={`${n.subject} bildirimini sil`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
