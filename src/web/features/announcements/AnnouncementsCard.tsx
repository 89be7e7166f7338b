import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TAnnouncement } from '../../../shared/contract/announcements.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LazyModal } from '../../components/LazyModal.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { useAnnouncements, useMarkAnnouncementRead } from './api.js';

const endText = (a: TAnnouncement) => (a.endDate ? formatDate(a.endDate) : messages.announcements.noEnd);

/**
 * Dashboard card: the unread announcements that have not ended, each with mark-as-read, and a
 * modal with all of them where the read ones are shaded.
 */
export function AnnouncementsCard() {
  const query = useAnnouncements();
  const mark = useMarkAnnouncementRead();
  const [allOpened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="announcements-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="announcements-title">
            Duyurular
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={open}>
            Tüm duyuruları gör
          </Button>
        </Group>
        {mark.isError && (
          <Alert color="red" role="alert">
            {errorMessage(mark.error)}
          </Alert>
        )}
        <QueryState query={query} errorText={messages.announcements.loadError}>
          {(data) => {
            const unread = data.items.filter((a) => !a.read && !a.ended);
            if (unread.length === 0) return <EmptyState>{messages.announcements.none}</EmptyState>;
            return (
              <Stack gap="xs">
                {unread.map((a) => (
                  <Paper key={a.id} withBorder p="sm" component="article" aria-label={a.title}>
                    <Stack gap={4}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {a.title}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {a.content}
                      </Text>
                      <Group justify="space-between" gap="xs">
                        <Text size="xs" c="gray.7">
                          Bitiş tarihi: {endText(a)}
                        </Text>
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={mark.isPending && mark.variables === a.id}
                          onClick={() => mark.mutate(a.id)}
                        >
                          Okundu olarak işaretle
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
      <LazyModal
        closeButtonProps={{ 'aria-label': messages.common.close }}
        opened={allOpened}
        onClose={close}
        title="Tüm Duyurular"
        size="lg"
        centered
      >
        {query.data && query.data.items.length === 0 && (
          <EmptyState>{messages.announcements.noneAtAll}</EmptyState>
        )}
        <Stack gap="xs" role="list" aria-label="Tüm duyurular">
          {query.data?.items.map((a) => (
            <Paper
              key={a.id}
              withBorder
              p="sm"
              role="listitem"
              aria-label={a.title}
              bg={a.read ? 'gray.1' : undefined}
              c={a.read ? 'gray.7' : undefined}
              data-read={a.read}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={a.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {a.title}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {a.ended && (
                    <Badge size="xs" color="gray.7" variant="outline">
                      Sona erdi
                    </Badge>
                  )}
                  <Badge size="xs" color={a.read ? 'gray.7' : 'teal.9'}>
                    {a.read ? 'Okundu' : 'Okunmadı'}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {a.content}
              </Text>
              <Text size="xs" c="gray.7">
                Bitiş tarihi: {endText(a)}
              </Text>
            </Paper>
          ))}
        </Stack>
      </LazyModal>
    </Card>
  );
}
