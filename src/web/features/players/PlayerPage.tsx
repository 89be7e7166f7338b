import { Badge, Button, CopyButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPlayerHistory } from '../../../shared/contract/players.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { useTitleSubject } from '../../lib/document-title.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { useParams } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { useCalendarLink, usePlayerHistory } from './api.js';
import { LeagueRecords } from './LeagueRecords.js';
import { PastSeasons } from './PastSeasons.js';
import { RotateCalendarLinkButton } from './RotateCalendarLinkButton.js';

// A badge's label ends in "…" when its cell is squeezed: the badge keeps its whole width (a small
// one, so the table still fits a phone), and the date, the opponent's name and the score wrap instead.
const whole = { minWidth: 'max-content' } as const;
/** Won or lost once decided; before that the state the players' own lists show ('Onay bekliyor', …). */
const resultBadge = (m: TPlayerHistory['matches'][number]) => {
  const badge =
    m.won === true
      ? { label: 'Galibiyet', color: 'teal' }
      : m.won === false
        ? { label: 'Mağlubiyet', color: 'red' }
        : matchStateBadge({ ...m, slot: m.slotAt });
  return (
    <Badge color={badge.color} size="sm" style={whole}>
      {badge.label}
    </Badge>
  );
};

/**
 * A player's page: per league the record, best rank, rank over time and head-to-head; matches with
 * results; and (own page) the calendar link.
 */
export default function PlayerPage() {
  const { id = '' } = useParams();
  const me = useSignedInUser();
  const isMe = me.id === id;
  const history = usePlayerHistory(id);
  const calendar = useCalendarLink(isMe);
  const shown = history.data?.player;
  useTitleSubject(shown ? `${shown.firstName} ${shown.lastName}` : undefined);

  return (
    <QueryState query={history}>
      {({ player, leagues, matches }) => (
        <Stack gap="lg">
          <Title order={1} fz="h2">
            {player.firstName} {player.lastName}
          </Title>
          {isMe && calendar.data && (
            <Paper withBorder p="md">
              <Text fw={600}>Takvim</Text>
              <Text fz="sm" c="dimmed" mb="xs">
                Maçlarınız ve yanıt bekleyen teklifleriniz telefonunuzun takvimine gelsin: bu adresi takvim
                uygulamanıza abonelik olarak ekleyin.
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button
                  component="a"
                  href={calendar.data.url.replace(/^https?:/, 'webcal:')}
                  variant="light"
                  size="xs"
                  mih={44}
                >
                  Takvime ekle
                </Button>
                <CopyButton value={calendar.data.url}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} variant="subtle" size="xs" mih={44}>
                      {copied ? 'Kopyalandı' : 'Adresi kopyala'}
                    </Button>
                  )}
                </CopyButton>
                <RotateCalendarLinkButton />
              </Group>
              <Text fz="xs" c="dimmed" mt="xs">
                Adresi başkasıyla paylaştıysanız yenileyin: eski adres çalışmaz olur.
              </Text>
            </Paper>
          )}
          {leagues.length > 0 && <LeagueRecords leagues={leagues} />}
          <PastSeasons playerId={player.id} />
          <Paper withBorder p="md">
            <Title order={2} fz="h4" mb="sm">
              Maçlar
            </Title>
            {matches.length === 0 ? (
              <EmptyState>Henüz maç yok.</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={280}>
                <Table striped fz="sm" horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Tarih</Table.Th>
                      <Table.Th>Rakip</Table.Th>
                      {/* Scores read from this player's side, as the match card names whose games come first. */}
                      <Table.Th>
                        Skor ({player.firstName} {player.lastName} – rakip)
                      </Table.Th>
                      <Table.Th>Sonuç</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {matches.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{formatDate(m.date)}</Table.Td>
                        <Table.Td>{m.opponent}</Table.Td>
                        <Table.Td>
                          {m.scoreOrder ? `(${m.scoreOrder}) ` : ''}
                          {m.score ?? '–'}
                        </Table.Td>
                        <Table.Td>{resultBadge(m)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
