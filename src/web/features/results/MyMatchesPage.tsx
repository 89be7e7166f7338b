import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useMyMatches } from './api.js';
import { PlayerMatchCard } from './PlayerMatchCard.js';

const m = messages.results;

/** "Maçlarım": the player's planned matches (score entry, confirm or dispute) and latest results. */
export default function MyMatchesPage() {
  const mine = useMyMatches();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz="h2">
        {m.pageTitle}
      </Title>
      <QueryState query={mine} errorText={m.loadError}>
        {({ me, open, recent }) => (
          <>
            <section aria-labelledby="open-matches">
              <Title order={2} fz="h4" mb="sm" id="open-matches">
                Oynanacak maçlar
              </Title>
              {open.length === 0 ? (
                <Stack gap="xs" align="center" py="md">
                  <Text c="dimmed" ta="center">
                    {m.noOpen}
                  </Text>
                  <Text size="sm" c="gray.7" ta="center" maw={420}>
                    {m.noOpenHelp}
                  </Text>
                  <Button component={Link} to={paths.match} mih={44}>
                    Maç Teklifi Oluştur
                  </Button>
                </Stack>
              ) : (
                <Stack gap="md">
                  {open.map((match) => (
                    <PlayerMatchCard key={match.id} match={match} me={me} />
                  ))}
                </Stack>
              )}
            </section>
            <section aria-labelledby="recent-matches">
              <Title order={2} fz="h4" mb="sm" id="recent-matches">
                Son sonuçlar
              </Title>
              {recent.length === 0 ? (
                <Text c="dimmed">{m.noRecent}</Text>
              ) : (
                <Stack gap="md">
                  {recent.map((match) => (
                    <PlayerMatchCard key={match.id} match={match} me={me} />
                  ))}
                </Stack>
              )}
            </section>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
