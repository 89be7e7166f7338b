import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { leaguePhrase } from '../../../shared/labels.js';
import { formatDate } from '../../../shared/time.js';
import { useLeagueResults } from './api.js';
import { nameOf } from './labels.js';

/** Dashboard card: the latest results of the player's league(s) in their current season, winners in bold. */
export function LeagueResultsCard() {
  const query = useLeagueResults();
  const leagues = query.data?.leagues ?? [];
  if (query.isSuccess && leagues.length === 0) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Son Sonuçlar
        </Title>
        {query.isPending && <Text size="sm">Yükleniyor...</Text>}
        {query.isError && (
          <Text size="sm" c="red" role="alert">
            Sonuçlar yüklenirken bir hata oluştu.
          </Text>
        )}
        {leagues.map((l) => (
          <Stack key={l.id} gap={6}>
            {leagues.length > 1 && (
              <Text size="sm" fw={600}>
                {l.name}
              </Text>
            )}
            {l.results.length === 0 ? (
              <Text size="sm" c="dimmed">
                Bu sezon henüz oynanmış maç yok.
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                aria-label={`${leaguePhrase(l.name, 'ligi')} son sonuçları`}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {l.results.map((m) => (
                  <Group key={m.id} component="li" justify="space-between" wrap="wrap" gap={4}>
                    {/* A one-word 50-letter name breaks inside itself rather than run out of the card. */}
                    <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={m.winnerId === m.player1.id ? 700 : 400}>
                        {m.player1.name}
                      </Text>{' '}
                      –{' '}
                      <Text span fw={m.winnerId === m.player2.id ? 700 : 400}>
                        {m.player2.name}
                      </Text>
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      {m.score && (
                        <Badge variant="light" title={`Kazanan: ${nameOf(m, m.winnerId)}`}>
                          {m.score}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {formatDate(m.matchDate ?? m.updatedAt)}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
