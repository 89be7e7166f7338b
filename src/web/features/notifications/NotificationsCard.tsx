import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useUnreadCount } from './api.js';

/** Dashboard card: how many notifications are unread, and the way to them. */
export function NotificationsCard() {
  const unread = useUnreadCount();
  const n = unread.data?.unread ?? 0;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            Bildirimler
          </Title>
          {n > 0 && (
            <Badge color="red.8" aria-hidden>
              {n}
            </Badge>
          )}
        </Group>
        <Text size="sm" c={n > 0 ? undefined : 'gray.7'}>
          {unread.isPending
            ? 'Yükleniyor...'
            : n > 0
              ? `${n} okunmamış bildiriminiz var.`
              : 'Yeni bildirim yok.'}
        </Text>
        <Button component={Link} to={paths.notifications} variant="light" mt="auto">
          Bildirimleri Gör
        </Button>
      </Stack>
    </Card>
  );
}
