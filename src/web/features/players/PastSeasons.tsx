import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useId, useState } from 'react';
import type { TPlayerSeason } from '../../../shared/contract/seasons.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { usePlayerSeasons } from '../../components/season-api.js';
import { lazyPart } from '../../lib/lazy-screen.js';

// Loaded when a season is opened, the dashboard's own: the player page itself stays as light as before.
const SeasonDetail = lazyPart(() => import('../../components/SeasonArchive.js'), 'SeasonDetail');

/**
 * The player's past seasons with their final rank, or 'Sezon bitmeden ayrıldı' for one they left
 * before it closed after playing in it; nothing while there are none. Each opens its
 * final ladder and results in place: the dashboard shows only the leagues a player is on now, so a
 * player who has left a league (or whose league has ended) finds last season's ladder here.
 */
export function PastSeasons({ playerId, isMe }: { playerId: string; isMe: boolean }) {
  const seasons = usePlayerSeasons(playerId);
  const [open, setOpen] = useState<string | null>(null);
  if (!seasons.data || seasons.data.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="player-seasons-title">
      <Title order={2} fz="h4" mb="sm" id="player-seasons-title">
        Geçmiş Sezonlar
      </Title>
      <Stack gap="md">
        {seasons.data.map((s) => (
          <PastSeason
            key={s.seasonId}
            season={s}
            isMe={isMe}
            open={open === s.seasonId}
            onToggle={() => setOpen((o) => (o === s.seasonId ? null : s.seasonId))}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function PastSeason({
  season: s,
  isMe,
  open,
  onToggle,
}: {
  season: TPlayerSeason;
  isMe: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const detailId = useId();
  const label = open ? 'Gizle' : 'Son sıralama ve sonuçlar';
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {s.leagueName} · {s.seasonName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(s.endDate)} tarihinde kapandı
          </Text>
        </div>
        {s.finalRank === null ? (
          // Left the ladder before the close: the season's results still name their matches.
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            Sezon bitmeden ayrıldı
          </Badge>
        ) : (
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {s.finalRank}. / {s.playerCount}
          </Badge>
        )}
      </Group>
      <Button
        variant="subtle"
        size="sm"
        mih={44}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        // The visible words first, then which season: several such buttons stand on the page.
        aria-label={`${label}: ${s.leagueName} · ${s.seasonName}`}
        onClick={onToggle}
      >
        {label}
      </Button>
      {open && (
        <div id={detailId}>
          <Suspense
            fallback={
              <Center py="lg" role="status" aria-label={messages.common.loading}>
                <Loader size="sm" />
              </Center>
            }
          >
            <SeasonDetail seasonId={s.seasonId} mineRank={isMe ? (s.finalRank ?? undefined) : undefined} />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}
