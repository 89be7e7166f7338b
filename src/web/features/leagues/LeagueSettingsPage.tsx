import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { TLeagueListItem } from '../../../shared/contract/leagues.js';
import { LEAGUE_STATUS_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { paths } from '../../lib/paths.js';
import { Link, Navigate, useSearchParams } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { ApplicationsDialog } from './ApplicationsDialog.js';
import { useLeagueList, usePendingApplications } from './api.js';
import { DeleteLeagueDialog } from './DeleteLeagueDialog.js';
import { EditLeagueDialog } from './EditLeagueDialog.js';
import { leagueGenderLabel } from './labels.js';
import { ModeratorsDialog } from './ModeratorsDialog.js';
import { PlayersDialog } from './PlayersDialog.js';
import { SeasonDialog } from './SeasonDialog.js';

/**
 * /league-settings: admins manage every league; a league's moderators open it for their leagues'
 * applications, players and ranks only. Everyone else goes to /unauthorized.
 */
export default function LeagueSettingsPage() {
  const me = useSignedInUser();
  const allowed = me.isAdmin || me.moderatedLeagueIds.length > 0;
  if (!allowed) return <Navigate to={paths.unauthorized} replace />;
  return <LeagueSettings isAdmin={me.isAdmin} />;
}

function LeagueSettings({ isAdmin }: { isAdmin: boolean }) {
  const leagues = useLeagueList();
  const pending = usePendingApplications();
  // ?basvurular=1 (the staff home's "Bekleyen başvuru" link) opens the applications dialog.
  const [params] = useSearchParams();
  const [applicationsOpen, setApplicationsOpen] = useState(() => params.get('basvurular') === '1');
  const [players, setPlayers] = useState<TLeagueListItem | null>(null);
  const [moderators, setModerators] = useState<TLeagueListItem | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TLeagueListItem | null>(null);
  const [season, setSeason] = useState<TLeagueListItem | null>(null);
  const pendingCount = pending.data?.total ?? 0;
  const applicationsButton = useRef<HTMLButtonElement>(null);

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Lig Ayarları
        </Title>
        <Group gap="sm">
          <Button
            ref={applicationsButton}
            variant="light"
            onClick={() => setApplicationsOpen(true)}
            // On a phone the label wraps instead of being cut, so the count beside it stays whole.
            h="auto"
            mih={44}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' }, section: { flexShrink: 0 } }}
            rightSection={
              pendingCount > 0 ? (
                <Badge
                  color="red"
                  variant="filled"
                  size="sm"
                  circle={pendingCount < 10}
                  style={{ overflow: 'visible' }}
                  aria-label={`${pendingCount} bekleyen başvuru`}
                >
                  {pendingCount}
                </Badge>
              ) : undefined
            }
          >
            Bekleyen Lig Başvurularını Görüntüle
          </Button>
          {isAdmin && (
            <Button component={Link} to={paths.addLeague}>
              Lig Ekle
            </Button>
          )}
        </Group>
      </Group>

      <QueryState query={leagues} errorText={messages.league.loadError}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>Henüz lig eklenmemiş.</EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {rows.map((l) => (
                <Card key={l.id} withBorder padding="md" aria-label={l.name} component="section">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      {/* The whole name, wrapped on a phone: two leagues may differ only at the end. */}
                      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                        {l.name}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {formatDate(l.startDate)} – {formatDate(l.endDate)} · {leagueGenderLabel(l.gender)}
                      </Text>
                    </div>
                    <Badge
                      color={l.status === 'active' ? 'teal' : 'gray'}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {LEAGUE_STATUS_LABELS[l.status]}
                    </Badge>
                  </Group>
                  <Group gap="lg" mt="xs">
                    <Text size="sm">Oyuncu: {l.participantCount}</Text>
                    <Text size="sm">Bekleyen başvuru: {l.pendingApplicationCount}</Text>
                  </Group>
                  <Group gap="xs" mt="md">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setPlayers(l)}
                      aria-label={`Oyuncular: ${l.name}`}
                    >
                      Oyuncular
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setSeason(l)}
                      aria-label={`Sezon ve CSV: ${l.name}`}
                    >
                      Sezon ve CSV
                    </Button>
                    {l.canEdit && (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setModerators(l)}
                          aria-label={`Moderatörler: ${l.name}`}
                        >
                          Moderatörler
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(l.id)}
                          aria-label={`Düzenle: ${l.name}`}
                        >
                          Düzenle
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setDeleting(l)}
                          aria-label={`Sil: ${l.name}`}
                        >
                          Sil
                        </Button>
                      </>
                    )}
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>

      <ApplicationsDialog
        opened={applicationsOpen}
        onClose={() => setApplicationsOpen(false)}
        opener={applicationsButton}
      />
      <PlayersDialog league={players} onClose={() => setPlayers(null)} />
      <SeasonDialog league={season} onClose={() => setSeason(null)} />
      {isAdmin && (
        <>
          <ModeratorsDialog league={moderators} onClose={() => setModerators(null)} />
          <EditLeagueDialog leagueId={editing} onClose={() => setEditing(null)} />
          <DeleteLeagueDialog league={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </Stack>
  );
}
