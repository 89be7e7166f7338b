import { Paper, Stack, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { NameLadderTable, ResultLines } from '../../components/LeagueRecord.js';
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
              <NameLadderTable rows={ladder} rankWidth={70} />
            )}
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="h4" mb="sm">
              Son Sonuçlar
            </Title>
            {recentResults.length === 0 ? (
              <EmptyState>Bu sezon henüz oynanmış maç yok.</EmptyState>
            ) : (
              <ResultLines results={recentResults} />
            )}
          </Paper>
          <SeasonArchive leagueId={leagueId} />
        </Stack>
      )}
    </QueryState>
  );
}
