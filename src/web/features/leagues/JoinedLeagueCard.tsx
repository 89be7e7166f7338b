import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LEAGUE_STATUS_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { paths } from '../../lib/paths.js';
import { useSignedInUser } from '../../lib/session.js';
import { useMyApplications, useMyLeagues } from './api.js';
import { pendingApplication } from './labels.js';

const m = messages.league;
const statusColor = { active: 'teal', notStarted: 'yellow', inactive: 'gray' } as const;

/** No league yet: the application waiting for a decision, or a prompt to apply; a link to /leagues either way. */
function NoLeague() {
  const applications = useMyApplications();
  // Until the applications are read, nothing is said rather than something that may turn out untrue.
  if (applications.isPending) return <Loader size="sm" aria-label={messages.common.loading} />;
  const pending = pendingApplication(applications.data);
  return (
    <Stack gap="xs">
      {pending ? (
        <>
          <Badge color="yellow" variant="light">
            {m.pendingTitle}
          </Badge>
          <Text size="sm">{m.pendingText(pending.leagueName)}</Text>
        </>
      ) : (
        <Text size="sm">{m.joinPrompt}</Text>
      )}
      <StandaloneLink to={paths.leagues} fw={600}>
        {pending ? 'Başvurunuzu Görüntüle' : 'Ligleri Görüntüle'}
      </StandaloneLink>
    </Stack>
  );
}

/**
 * Dashboard: the player's leagues, each 'Aktif', 'Başlamadı' (before its start date) or 'Pasif', or a
 * pending application or a prompt, and a link to /leagues.
 */
export function JoinedLeagueCard() {
  const query = useMyLeagues();
  const me = useSignedInUser();
  const moderates = !me.isAdmin && me.moderatedLeagueIds.length > 0;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="joined-league-title">
      <Title order={2} fz="h4" id="joined-league-title" mb="sm">
        Ligim
      </Title>
      <QueryState query={query} errorText={messages.dashboard.leagueLoad}>
        {(leagues) =>
          leagues.length === 0 ? (
            <NoLeague />
          ) : (
            <Stack gap="sm">
              {leagues.map((l) => (
                <div key={l.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700} size="lg">
                      {l.name}
                    </Text>
                    <Badge color={statusColor[l.status]} variant="light" style={{ flexShrink: 0 }}>
                      {LEAGUE_STATUS_LABELS[l.status]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="gray.7">
                    Sıralamanız: {l.rank}. / {l.participantCount} oyuncu
                  </Text>
                </div>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {moderates && (
        <StandaloneLink to={paths.leagueSettings} size="sm" mt="xs" w="fit-content">
          Moderatörü olduğunuz ligleri yönetin
        </StandaloneLink>
      )}
    </Card>
  );
}
