import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { messages } from '../../shared/messages.js';
import { formatDate } from '../../shared/time.js';

/** A ladder read by names only (guests, the season archive): rank and player. */
export function NameLadderTable({
  rows,
  label,
  rankWidth,
}: {
  rows: { rank: number; firstName: string; lastName: string }[];
  /** The table's accessible name, where the page has several. */
  label?: string;
  rankWidth: number;
}) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={rankWidth}>Sıra</Table.Th>
          <Table.Th>Oyuncu</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.rank}>
            <Table.Td>{r.rank}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {r.firstName} {r.lastName}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Played matches read by names only: both players (the winner in bold), the score or "İptal" for a
 * cancelled one, and the day it was played.
 */
export function ResultLines({
  results,
}: {
  results: {
    id: string;
    playedAt: string | null;
    player1: string;
    player2: string;
    winner: string | null;
    score: string | null;
    cancelled?: boolean;
  }[];
}) {
  return (
    <Stack gap="xs">
      {results.map((r) => (
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
  );
}
