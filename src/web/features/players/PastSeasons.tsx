import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/time.js';
import { usePlayerSeasons } from './seasons-api.js';

/** The player's past seasons with their final rank; nothing while there are none. */
export function PastSeasons({ playerId }: { playerId: string }) {
  const seasons = usePlayerSeasons(playerId);
  if (!seasons.data || seasons.data.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="player-seasons-title">
      <Title order={2} fz="h4" mb="sm" id="player-seasons-title">
        Geçmiş Sezonlar
      </Title>
      <Stack gap="xs">
        {seasons.data.map((s) => (
          <Group key={s.seasonId} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {s.leagueName} · {s.seasonName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(s.endDate)} tarihinde kapandı
              </Text>
            </div>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {s.finalRank}. / {s.playerCount}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
