import { Stack, Table, Text } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { ResultLines } from '../../components/LeagueRecord.js';
import { QueryState } from '../../components/QueryState.js';
import { useSeasonArchive } from '../../components/season-api.js';

/**
 * A closed season's final ladder and results, opened from the player page's past seasons (names
 * only, as the archive is public). The page's own player is marked on their own page by the final
 * rank they hold there (`mineRank`). The archive's read and its results list are the dashboard's
 * (components/season-api, components/LeagueRecord), so either reads the other's answer.
 */
export default function SeasonFinal({ seasonId, mineRank }: { seasonId: string; mineRank?: number }) {
  const archive = useSeasonArchive(seasonId);
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
            <ResultLines results={results} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
