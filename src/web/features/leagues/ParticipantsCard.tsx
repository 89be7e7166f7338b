import { Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { SeasonArchive } from '../../components/SeasonArchive.js';
import { useSignedInUser } from '../../lib/session.js';
import { useMyLeagues, useParticipants } from './api.js';

/** Dashboard: the league's participants sorted by rank (rank, full name); the player's row stands out. */
export function ParticipantsCard() {
  const leagues = useMyLeagues();
  const [picked, setPicked] = useState<string | null>(null);
  // /leagues links here as /dashboard#ladder: a screen drawn by the router does not scroll to it by
  // itself, and the cards above the ladder may still be arriving; it stays in view while they settle,
  // until the reader scrolls or taps themselves.
  const ready = leagues.isSuccess;
  useEffect(() => {
    if (!ready || window.location.hash !== '#ladder') return;
    const ladder = document.getElementById('ladder');
    if (!ladder) return;
    ladder.scrollIntoView();
    const follow = new ResizeObserver(() => ladder.scrollIntoView());
    follow.observe(document.body);
    const release = () => follow.disconnect();
    const settled = setTimeout(release, 3_000);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(type, release, { once: true, passive: true });
    return () => {
      clearTimeout(settled);
      release();
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        window.removeEventListener(type, release);
    };
  }, [ready]);
  if (leagues.isSuccess && leagues.data.length === 0) return null;
  const leagueId = picked ?? leagues.data?.[0]?.id;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="participants-title" id="ladder">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4" id="participants-title">
          Lig Sıralaması
        </Title>
        {leagues.data && leagues.data.length > 1 && (
          <SegmentedControl
            size="xs"
            value={leagueId ?? ''}
            onChange={setPicked}
            data={leagues.data.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
      </Group>
      <QueryState query={leagues} errorText={messages.dashboard.leagueLoad}>
        {() => <Ladder leagueId={leagueId} />}
      </QueryState>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <SeasonArchive leagueId={leagueId} />
      </div>
    </Card>
  );
}

function Ladder({ leagueId }: { leagueId: string | undefined }) {
  const me = useSignedInUser();
  const query = useParticipants(leagueId);
  return (
    <QueryState query={query} errorText={messages.dashboard.participantsLoad}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
        ) : (
          <Table striped highlightOnHover aria-label="Lig katılımcıları">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>Sıra</Table.Th>
                <Table.Th>Ad Soyad</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => {
                const mine = p.userId === me.id;
                return (
                  <Table.Tr
                    key={p.userId}
                    bg={mine ? 'teal.0' : undefined}
                    aria-current={mine ? 'true' : undefined}
                  >
                    <Table.Td fw={mine ? 700 : undefined}>{p.rank}</Table.Td>
                    <Table.Td fw={mine ? 700 : undefined} style={{ wordBreak: 'break-word' }}>
                      {p.firstName} {p.lastName}
                      {mine && (
                        <Text span size="xs" c="teal.9" ml={6}>
                          (siz)
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
}
