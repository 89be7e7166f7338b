import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPlayerHistory } from '../../../shared/contract/players.js';
import { leaguePhrase } from '../../../shared/labels.js';
import { streakText } from '../../../shared/rules/player-record.js';
import { EmptyState } from '../../components/EmptyState.js';
import { playerPath } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { RankChart } from './RankChart.js';

type League = TPlayerHistory['leagues'][number];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="lg">
        {value}
      </Text>
    </div>
  );
}

/**
 * The player's record in one league at a time: played–won–lost, sets, games, the current streak,
 * best and current rank, the rank chart and head-to-head. A picker when they played in several.
 */
export function LeagueRecords({ leagues }: { leagues: League[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const league = leagues.find((l) => l.leagueId === picked) ?? leagues[0];
  const r = league.record;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap" gap="xs">
          <Title order={2} fz="h4">
            Karne
          </Title>
          {league.currentRank !== null && <Badge variant="light">{league.currentRank}. sıra</Badge>}
        </Group>
        {leagues.length > 1 ? (
          <Select
            label="Lig"
            data={leagues.map((l) => ({ value: l.leagueId, label: l.leagueName }))}
            value={league.leagueId}
            onChange={(v) => v && setPicked(v)}
            allowDeselect={false}
            size="md"
          />
        ) : (
          <Text fw={600}>{league.leagueName}</Text>
        )}
        {r.played === 0 ? (
          <EmptyState>Bu ligde henüz sonuçlanmış maç yok.</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" verticalSpacing="xs">
            <Stat label="Oynanan" value={String(r.played)} />
            <Stat label="Galibiyet – Mağlubiyet" value={`${r.won} – ${r.lost}`} />
            <Stat label="Setler (alınan – verilen)" value={`${r.setsWon} – ${r.setsLost}`} />
            <Stat label="Oyunlar (alınan – verilen)" value={`${r.gamesWon} – ${r.gamesLost}`} />
            <Stat label="Seri" value={streakText(r.streak)} />
            <Stat label="En iyi sıra" value={league.bestRank === null ? '–' : `${league.bestRank}.`} />
          </SimpleGrid>
        )}
        {r.walkovers > 0 && (
          <Text fz="xs" c="dimmed">
            {r.walkovers} maç hükmen sonuçlandı (maça gelinmedi); setlere ve oyunlara sayılmaz.
          </Text>
        )}
        <RankChart
          points={league.points}
          label={`${leaguePhrase(league.leagueName, 'ligindeki')} sıralama`}
        />
        {r.headToHead.length > 0 && (
          <div>
            <Title order={3} fz="h5" mb="xs">
              Rakiplerle karşılaşmalar
            </Title>
            <Table striped fz="sm" horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Rakip</Table.Th>
                  <Table.Th ta="right">Maç</Table.Th>
                  <Table.Th ta="right">G – M</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.headToHead.map((h) => (
                  <Table.Tr key={h.opponentId}>
                    <Table.Td>
                      <Link
                        to={playerPath(h.opponentId)}
                        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                      >
                        {h.opponentName}
                      </Link>
                    </Table.Td>
                    <Table.Td ta="right">{h.played}</Table.Td>
                    <Table.Td ta="right">
                      {h.won} – {h.lost}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
