import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { SeasonArchive } from '../../components/SeasonArchive.js';
import { usePublicLeague } from './api.js';

/** One league's ladder and latest results, read-only. */
export function PublicLeague({ leagueId }: { leagueId: string }) {
  const query = usePublicLeague(leagueId);
  return (
    <QueryState query={query} errorText={messages.dashboard.participantsLoad}>
      {({ ladder, recentResults }) => (
        <Stack gap="md">
          <Paper withBorder p="md">
            <Title order={3} fz="h4" mb="sm">
              Sıralama
            </Title>
            {ladder.length === 0 ? (
              <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
            ) : (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>Sıra</Table.Th>
                    <Table.Th>Oyuncu</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ladder.map((r) => (
                    <Table.Tr key={r.rank}>
                      <Table.Td>{r.rank}</Table.Td>
                      <Table.Td>
                        {r.firstName} {r.lastName}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="h4" mb="sm">
              Son Sonuçlar
            </Title>
            {recentResults.length === 0 ? (
              <EmptyState>Henüz oynanmış maç yok.</EmptyState>
            ) : (
              <Stack gap="xs">
                {recentResults.map((r) => (
                  <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
                    <Text fz="sm">
                      <Text span fw={r.winner === r.player1 ? 700 : 400}>
                        {r.player1}
                      </Text>{' '}
                      –{' '}
                      <Text span fw={r.winner === r.player2 ? 700 : 400}>
                        {r.player2}
                      </Text>
                    </Text>
                    <Group gap="xs">
                      {r.score && <Badge variant="light">{r.score}</Badge>}
                      <Text fz="xs" c="dimmed">
                        {formatDate(r.playedAt) || messages.common.noDate}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
          <SeasonArchive leagueId={leagueId} />
        </Stack>
      )}
    </QueryState>
  );
}
