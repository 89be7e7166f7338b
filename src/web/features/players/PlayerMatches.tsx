import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPlayerMatch, TPlayerMatchesQuery } from '../../../shared/contract/players.js';
import { formatDate } from '../../../shared/time.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { usePlayerMatches } from './api.js';

// A badge's label ends in "…" when its cell is squeezed: the badge keeps its whole width, and the
// date, the opponent's name and the score wrap instead.
const whole = { minWidth: 'max-content' } as const;
/** Won or lost once decided; before that the state the players' own lists show ('Onay bekliyor', …). */
const resultBadge = (m: TPlayerMatch) => {
  const badge =
    m.won === true
      ? { label: 'Galibiyet', color: 'teal' }
      : m.won === false
        ? { label: 'Mağlubiyet', color: 'red' }
        : matchStateBadge({ ...m, slot: m.slotAt });
  return (
    <Badge color={badge.color} size="sm" style={whole}>
      {badge.label}
    </Badge>
  );
};

/**
 * The player's matches, newest first, in the league and season the page's pickers show (`shown`
 * names them), with each score from the player's side.
 */
export function PlayerMatches({
  playerId,
  playerName,
  pick,
  shown,
}: {
  playerId: string;
  playerName: string;
  pick: TPlayerMatchesQuery;
  shown: string | null;
}) {
  const list = usePlayerMatches(playerId, pick);
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="h4" mb={shown ? 0 : 'sm'}>
        Maçlar
      </Title>
      {shown && (
        <Text fz="sm" c="dimmed" mb="sm">
          {shown}
        </Text>
      )}
      <QueryState query={list}>
        {({ matches }) => (
          // Cards on a phone: four columns, a long name in the score's header and a status such as
          // 'Zaman bekleniyor' do not fit 390 px, and a result cut off at the card's edge reads as nothing.
          <ResponsiveList
            items={matches}
            keyOf={(m) => m.id}
            label="Maçlar"
            empty="Henüz maç yok."
            tableProps={{ striped: true, fz: 'sm', horizontalSpacing: 'xs' }}
            head={
              <>
                <Table.Th>Tarih</Table.Th>
                <Table.Th>Rakip</Table.Th>
                {/* Scores read from this player's side, as the match card names whose games come first. */}
                <Table.Th>Skor ({playerName} – rakip)</Table.Th>
                <Table.Th>Sonuç</Table.Th>
              </>
            }
            row={(m) => (
              <>
                <Table.Td>{formatDate(m.date)}</Table.Td>
                <Table.Td>{m.opponent}</Table.Td>
                <Table.Td>
                  {m.scoreOrder ? `(${m.scoreOrder}) ` : ''}
                  {m.score ?? '–'}
                </Table.Td>
                <Table.Td>{resultBadge(m)}</Table.Td>
              </>
            )}
            card={(m) => (
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600}>{m.opponent}</Text>
                  {resultBadge(m)}
                </Group>
                <Text fz="sm" c="gray.7">
                  {formatDate(m.date)}
                </Text>
                {m.score && (
                  <Text fz="sm">
                    Skor ({m.scoreOrder ?? `${playerName} – rakip`}): {m.score}
                  </Text>
                )}
              </Stack>
            )}
          />
        )}
      </QueryState>
    </Paper>
  );
}
