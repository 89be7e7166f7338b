import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../shared/messages.js';
import { formatDate } from '../../shared/time.js';
import { EmptyState } from './EmptyState.js';
import { NameLadderTable, ResultLines } from './LeagueRecord.js';
import { QueryState } from './QueryState.js';
import { useLeagueSeasons, useSeasonArchive } from './season-api.js';

/**
 * A league's past seasons: a picker of its closed seasons and the chosen one's final ladder and
 * results (names only, as guests see them). Nothing is drawn for a league with no closed season.
 * The browser's own select: it needs no popover code on the dashboard, and a phone shows its picker.
 */
export function SeasonArchive({ leagueId }: { leagueId: string | undefined }) {
  const seasons = useLeagueSeasons(leagueId);
  const [picked, setPicked] = useState<string | null>(null);
  const list = seasons.data ?? [];
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
      <SeasonDetail seasonId={seasonId} />
    </Stack>
  );
}

function SeasonDetail({ seasonId }: { seasonId: string }) {
  const archive = useSeasonArchive(seasonId);
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
            <NameLadderTable rows={ladder} label={`${season.name} son sıralaması`} rankWidth={64} />
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
