import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatSlot } from '../../../shared/rules/arrange.js';
import { formatDateTime } from '../../../shared/time.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useMyMatches } from './api.js';

/** Dashboard card: the player's planned matches, what each waits for, and the way to "Maçlarım". */
export function UpcomingMatchesCard() {
  const mine = useMyMatches();
  const open = mine.data?.open ?? [];
  const me = mine.data?.me;
  const waiting = open.filter((m) => m.resultState === 'reported' && m.reportedBy !== me).length;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            Maçlarım
          </Title>
          {waiting > 0 && (
            <Badge color="yellow" aria-label={`${waiting} onay bekleyen sonuç`}>
              {waiting}
            </Badge>
          )}
        </Group>
        {mine.isPending ? (
          <Text size="sm">Yükleniyor...</Text>
        ) : mine.isError ? (
          <Text size="sm" c="red" role="alert">
            Maçlarınız yüklenirken bir hata oluştu.
          </Text>
        ) : open.length === 0 ? (
          <Text size="sm" c="dimmed">
            Oynanacak maçınız yok.
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Oynanacak maçlar"
          >
            {open.slice(0, 3).map((m) => {
              const opponent = m.player1.id === me ? m.player2 : m.player1;
              const badge = matchStateBadge(m);
              return (
                <li key={m.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {opponent.name}
                      </Text>
                      {m.slot ? (
                        <Text size="xs">{formatSlot(m.slot.at, m.slot.place)}</Text>
                      ) : (
                        m.dueAt && (
                          <Text size="xs" c="dimmed">
                            Son tarih: {formatDateTime(m.dueAt)}
                          </Text>
                        )
                      )}
                    </div>
                    <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
                      {badge.label}
                    </Badge>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <Button component={Link} to={paths.myMatches} variant="light" mt="auto">
          Maçlarıma Git
        </Button>
      </Stack>
    </Card>
  );
}
