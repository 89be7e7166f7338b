import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { messages } from '../../shared/messages.js';
import { formatDate } from '../../shared/time.js';
import { EmptyState } from './EmptyState.js';
import { NameLadderTable, ResultLines } from './LeagueRecord.js';
import { QueryState } from './QueryState.js';
import { useLeagueSeasons, usePlayerSeasons, useSeasonArchive } from './season-api.js';

/**
 * A league's past seasons: a picker of its closed seasons and the chosen one's final ladder and
 * results (names only, as guests see them). Nothing is drawn for a league with no closed season.
 * The browser's own select: it needs no popover code on the dashboard, and a phone shows its picker.
 * On the dashboard the reader's own row is marked by who they are, not by name (a name changed since
 * the close, or two players of one name, would mark the wrong row or none): their own past seasons
 * (`GET /api/players/:id/seasons`, the player page's list) give their final rank in each. On a
 * phone (`short`) a long final ladder shows only its top and the rows around the reader's own,
 * with 'Tümünü göster' for the rest.
 */
export function SeasonArchive({
  leagueId,
  meId,
  short = false,
}: {
  leagueId: string | undefined;
  /** The signed-in reader's user id: their row is the one at their final rank. */
  meId?: string;
  short?: boolean;
}) {
  const seasons = useLeagueSeasons(leagueId);
  const [picked, setPicked] = useState<string | null>(null);
  const list = seasons.data ?? [];
  // The reader's own seasons only once the league has a closed one: most dashboards have none.
  const mine = usePlayerSeasons(list.length > 0 ? meId : undefined);
  if (list.length === 0) return null;
  const seasonId = picked && list.some((s) => s.id === picked) ? picked : list[0].id;
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-seasons-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={3} fz="h5" id="past-seasons-title">
          Geçmiş Sezonlar
        </Title>
        <NativeSelect
          label="Sezon"
          size="md"
          w={{ base: '100%', xs: 240 }}
          value={seasonId}
          onChange={(e) => setPicked(e.currentTarget.value)}
          data={list.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Group>
      <SeasonDetail
        key={seasonId}
        seasonId={seasonId}
        // Not on its final ladder (left before the close, or joined after): no row is theirs.
        mineRank={mine.data?.find((s) => s.seasonId === seasonId)?.finalRank ?? undefined}
        short={short}
      />
    </Stack>
  );
}

/** A final ladder longer than this is shortened on a phone. */
const SHORT_MAX = 8;
/** The rows of a shortened ladder: its top, and the reader's own with one on each side. */
const TOP = 3;

/**
 * One closed season: its dates, its final ladder and its results. The reader's own row is the one
 * at `mineRank`, their final rank there, which the caller reads from the reader's own seasons (the
 * archive itself reads names only).
 */
export function SeasonDetail({
  seasonId,
  mineRank,
  short = false,
}: {
  seasonId: string;
  mineRank?: number;
  short?: boolean;
}) {
  const archive = useSeasonArchive(seasonId);
  const [all, setAll] = useState(false);
  const tableId = useId();
  return (
    <QueryState query={archive} errorText={messages.seasons.loadError}>
      {({ season, ladder, results }) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {formatDate(season.startDate)} – {formatDate(season.endDate)} · {season.playerCount} oyuncu
          </Text>
          {ladder.length === 0 ? (
            <EmptyState>Bu sezonda sıralamada oyuncu yoktu.</EmptyState>
          ) : (
            (() => {
              const shortened = short && !all && ladder.length > SHORT_MAX;
              const rows = shortened
                ? ladder.filter((r) =>
                    mineRank === undefined
                      ? r.rank <= TOP + 2
                      : r.rank <= TOP || Math.abs(r.rank - mineRank) <= 1,
                  )
                : ladder;
              return (
                <Stack gap={4}>
                  <NameLadderTable
                    id={tableId}
                    rows={rows}
                    label={`${season.name} son sıralaması`}
                    rankWidth={64}
                    mineRank={mineRank}
                  />
                  {short && ladder.length > SHORT_MAX && (
                    <Button
                      variant="subtle"
                      size="sm"
                      mih={44}
                      aria-expanded={all}
                      aria-controls={tableId}
                      onClick={() => setAll((v) => !v)}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {all ? 'Daha az göster' : `Tümünü göster (${ladder.length} oyuncu)`}
                    </Button>
                  )}
                </Stack>
              );
            })()
          )}
          <Text fw={600} size="sm">
            Sezonun sonuçları
          </Text>
          {results.length === 0 ? (
            <EmptyState>Bu sezonda sonuçlanan maç yok.</EmptyState>
          ) : (
            <ResultLines results={results} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
