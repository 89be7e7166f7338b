import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TPlayerHistory } from '../../../shared/contract/players.js';
import { leaguePhrase } from '../../../shared/labels.js';
import { streakText } from '../../../shared/rules/player-record.js';
import { EmptyState } from '../../components/EmptyState.js';
import { playerPath } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { RankChart } from './RankChart.js';

type League = TPlayerHistory['leagues'][number];

const ALL = 'all';
const CURRENT = 'current';
const keyOf = (s: League['seasons'][number]) => s.seasonId ?? CURRENT;

/** What the page's pickers hold: a league and a season key ('current', a closed season's id, 'all'); null until picked. */
export interface RecordPick {
  leagueId: string | null;
  season: string | null;
}

/**
 * The league and season the page shows for what was picked: the first league and its first season
 * (the current one when the player has a part in it) until the player picks, and a picked season
 * only while it belongs to the league shown. The page's match list follows the same choice.
 */
export function shownPick(leagues: League[], pick: RecordPick) {
  const league = leagues.find((l) => l.leagueId === pick.leagueId) ?? leagues[0];
  const seasonKeys = [...league.seasons.map(keyOf), ...(league.seasons.length > 1 ? [ALL] : [])];
  const seasonKey =
    pick.season !== null && seasonKeys.includes(pick.season) ? pick.season : (seasonKeys[0] ?? ALL);
  return { league, seasonKeys, seasonKey, title: seasonView(league, seasonKey).title };
}

/**
 * What the card shows for the chosen season: the current one, a closed one, or all seasons
 * together ("Tüm sezonlar", offered when there are two seasons or more).
 */
function seasonView(league: League, key: string) {
  const season = league.seasons.find((s) => keyOf(s) === key);
  const closedAts = league.seasons.flatMap((s) => (s.closedAt ? [s.closedAt] : []));
  const hasClosed = closedAts.length > 0;
  if (!season)
    return {
      title: 'Tüm sezonlar',
      record: league.record,
      points: league.points,
      bestRank: league.bestRank,
      // Across seasons, each season's end is marked on the chart.
      marks: closedAts,
      badge: league.currentRank !== null ? `${league.currentRank}. sıra` : null,
      empty: 'Bu ligde henüz sonuçlanmış maç yok.',
    };
  const closed = season.seasonId !== null;
  return {
    title: season.seasonName ?? 'Bu sezon',
    record: season.record,
    points: season.points,
    bestRank: season.bestRank,
    marks: [],
    badge: closed
      ? season.finalRank !== null
        ? `Sezonu ${season.finalRank}. bitirdi`
        : null
      : league.currentRank !== null
        ? `${league.currentRank}. sıra`
        : null,
    empty: closed
      ? 'Bu sezonda sonuçlanmış maç yok.'
      : hasClosed
        ? 'Bu sezon henüz sonuçlanmış maç yok.'
        : 'Bu ligde henüz sonuçlanmış maç yok.',
  };
}

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
 * The player's record in one league and season at a time: played–won–lost, sets, games, the
 * current streak, best and current (or final) rank, the rank chart and head-to-head. A league
 * picker when they played in several, and a season picker when they played more than one season
 * there (the current season first and chosen at first, the closed ones, and all seasons together).
 */
export function LeagueRecords({
  leagues,
  pick,
  onPick,
}: {
  leagues: League[];
  pick: RecordPick;
  onPick: (pick: RecordPick) => void;
}) {
  const { league, seasonKeys, seasonKey } = shownPick(leagues, pick);
  const view = seasonView(league, seasonKey);
  const r = view.record;
  const onlySeason = league.seasons.length === 1 ? league.seasons[0] : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap" gap="xs">
          <Title order={2} fz="h4">
            Karne
          </Title>
          {view.badge && <Badge variant="light">{view.badge}</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {leagues.length > 1 ? (
            <Select
              label="Lig"
              data={leagues.map((l) => ({ value: l.leagueId, label: l.leagueName }))}
              value={league.leagueId}
              onChange={(v) => {
                if (v) onPick({ leagueId: v, season: null });
              }}
              allowDeselect={false}
              size="md"
            />
          ) : (
            <Text fw={600}>{league.leagueName}</Text>
          )}
          {league.seasons.length > 1 ? (
            <Select
              label="Sezon"
              data={seasonKeys.map((key) => ({ value: key, label: seasonView(league, key).title }))}
              value={seasonKey}
              onChange={(v) => v && onPick({ leagueId: league.leagueId, season: v })}
              allowDeselect={false}
              size="md"
            />
          ) : (
            onlySeason?.seasonName && <Text c="dimmed">{onlySeason.seasonName}</Text>
          )}
        </SimpleGrid>
        {r.played === 0 ? (
          <EmptyState>{view.empty}</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" verticalSpacing="xs">
            <Stat label="Oynanan" value={String(r.played)} />
            <Stat label="Galibiyet – Mağlubiyet" value={`${r.won} – ${r.lost}`} />
            <Stat label="Setler (alınan – verilen)" value={`${r.setsWon} – ${r.setsLost}`} />
            <Stat label="Oyunlar (alınan – verilen)" value={`${r.gamesWon} – ${r.gamesLost}`} />
            <Stat label="Seri" value={streakText(r.streak)} />
            <Stat label="En iyi sıra" value={view.bestRank === null ? '–' : `${view.bestRank}.`} />
          </SimpleGrid>
        )}
        {r.walkovers > 0 && (
          <Text fz="xs" c="dimmed">
            {r.walkovers} maç hükmen sonuçlandı (maça gelinmedi); setlere ve oyunlara sayılmaz.
          </Text>
        )}
        <RankChart
          points={view.points}
          marks={view.marks}
          label={`${leaguePhrase(league.leagueName, 'ligindeki')} sıralama · ${view.title}`}
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
