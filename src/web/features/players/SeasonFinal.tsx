import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TSeasonArchive } from '../../../shared/contract/seasons.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { QueryState } from '../../components/QueryState.js';
import { get } from '../../lib/api.js';

/**
 * A closed season's final ladder and results, opened from the player page's past seasons (names
 * only, as the archive is public). The page's own player is marked on their own page (`mineRank`).
 * Drawn here rather than with the dashboard's archive parts, so that opening it loads this one small
 * piece and the dashboard's files stay as they are; the query is the dashboard's, so either reads
 * the other's answer.
 */
export default function SeasonFinal({ seasonId, mineRank }: { seasonId: string; mineRank?: number }) {
  const archive = useQuery({
    queryKey: ['seasons', 'archive', seasonId],
    queryFn: () => get<TSeasonArchive>(`/guest/seasons/${seasonId}`),
    staleTime: Infinity,
  });
  return (
    <QueryState query={archive} errorText={messages.seasons.loadError}>
      {({ season, ladder, results }) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {formatDate(season.startDate)} – {formatDate(season.endDate)} · {season.playerCount} oyuncu
          </Text>
          {ladder.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              Bu sezonda sıralamada oyuncu yoktu.
            </Text>
          ) : (
            <Table striped aria-label={`${season.name} son sıralaması`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>Sıra</Table.Th>
                  <Table.Th>Oyuncu</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ladder.map((r) => {
                  const mine = r.rank === mineRank;
                  return (
                    <Table.Tr
                      key={r.rank}
                      bg={mine ? 'teal.0' : undefined}
                      aria-current={mine ? 'true' : undefined}
                      style={mine ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-teal-7)' } : undefined}
                    >
                      <Table.Td fw={mine ? 700 : undefined}>{r.rank}</Table.Td>
                      <Table.Td fw={mine ? 700 : undefined} style={{ wordBreak: 'break-word' }}>
                        {r.firstName} {r.lastName}
                        {mine && (
                          <Text span size="xs" c="teal.9" ml={6}>
                            (siz)
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          <Text fw={600} size="sm">
            Sezonun sonuçları
          </Text>
          {results.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              Bu sezonda sonuçlanan maç yok.
            </Text>
          ) : (
            <Stack gap="xs">
              {results.map((r) => (
                <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
                  <Text fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={r.winner === r.player1 ? 700 : 400}>
                      {r.player1}
                    </Text>{' '}
                    –{' '}
                    <Text span fw={r.winner === r.player2 ? 700 : 400}>
                      {r.player2}
                    </Text>
                  </Text>
                  <Group gap="xs">
                    {r.cancelled ? (
                      <Badge color="gray" variant="light">
                        İptal
                      </Badge>
                    ) : (
                      r.score && <Badge variant="light">{r.score}</Badge>
                    )}
                    <Text fz="xs" c="dimmed">
                      {formatDate(r.playedAt) || messages.common.noDate}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
