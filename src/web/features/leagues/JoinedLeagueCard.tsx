import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LEAGUE_STATUS_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { useMyLeagues } from './api.js';

const m = messages.league;
const statusColor = { active: 'teal', notStarted: 'yellow', inactive: 'gray' } as const;

/**
 * Dashboard: the player's leagues, each 'Aktif', 'Başlamadı' (before its start date) or 'Pasif', or a
 * prompt and a link to /leagues.
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
            <Stack gap="xs">
              <Text size="sm">{m.joinPrompt}</Text>
              <Anchor component={Link} to={paths.leagues} fw={600}>
                Ligleri görüntüle
              </Anchor>
            </Stack>
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
        <Anchor component={Link} to={paths.leagueSettings} size="sm" mt="sm">
          Moderatörü olduğunuz ligleri yönetin
        </Anchor>
      )}
    </Card>
  );
}
