import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { messages } from '../../shared/messages.js';
import { formatDate } from '../../shared/time.js';

/** A ladder read by names only (guests, the season archive): rank and player. */
export function NameLadderTable({
  rows,
  label,
  rankWidth,
  mineRank,
  id,
}: {
  rows: { rank: number; firstName: string; lastName: string }[];
  /** The table's accessible name, where the page has several. */
  label?: string;
  rankWidth: number;
  /** The reader's own row (the dashboard's past seasons), marked as the current ladder marks it. */
  mineRank?: number;
  id?: string;
}) {
  return (
    <Table striped aria-label={label} id={id}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={rankWidth}>Sıra</Table.Th>
          <Table.Th>Oyuncu</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.flatMap((r, i) => {
          const mine = r.rank === mineRank;
          const row = (
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
          // Rows left out of a shortened ladder: a mark where they would be.
          const before = i > 0 ? rows[i - 1].rank : 0;
          return r.rank - before > 1
            ? [
                <Table.Tr key={`gap-${r.rank}`} aria-hidden>
                  <Table.Td colSpan={2} c="dimmed" ta="center" py={2}>
                    ⋯
                  </Table.Td>
                </Table.Tr>,
                row,
              ]
            : [row];
        })}
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
          {/* A one-word 50-letter name breaks inside itself rather than widen the page. */}
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
  );
}
