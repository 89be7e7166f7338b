import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPlayerHistory } from '../../../shared/contract/players.js';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { ApiError } from '../../lib/api.js';
import { useTitleSubject } from '../../lib/document-title.js';
import { paths } from '../../lib/paths.js';
import { Link, useParams } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { useCalendarLink, usePlayerHistory } from './api.js';
import { LeagueRecords, type RecordPick, shownPick } from './LeagueRecords.js';
import { PastSeasons } from './PastSeasons.js';
import { PlayerMatches } from './PlayerMatches.js';
import { RotateCalendarLinkButton } from './RotateCalendarLinkButton.js';

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

  // A wrong or stale address (a deleted player's, an old link): say so and offer a way on.
  if (history.error instanceof ApiError && history.error.status === 404)
    return (
      <Stack gap="md" maw={560}>
        <Title order={1} fz="h2">
          {messages.playerPage.notFoundTitle}
        </Title>
        <Text>{messages.playerPage.notFound}</Text>
        <Button component={Link} to={paths.home} w="fit-content" mih={44}>
          {messages.playerPage.toHome}
        </Button>
      </Stack>
    );

  return (
    <QueryState query={history}>
      {({ player, leagues }) => (
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
          <RecordsAndMatches player={player} leagues={leagues} isMe={isMe} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The record card's league and season pickers choose the match list's league and season too; a
 * player without a league has every match listed.
 */
function RecordsAndMatches({ player, leagues, isMe }: TPlayerHistory & { isMe: boolean }) {
  const [pick, setPick] = useState<RecordPick>({ leagueId: null, season: null });
  const shown = leagues.length > 0 ? shownPick(leagues, pick) : null;
  return (
    <>
      {shown && <LeagueRecords leagues={leagues} pick={pick} onPick={setPick} />}
      <PastSeasons playerId={player.id} isMe={isMe} />
      <PlayerMatches
        playerId={player.id}
        playerName={`${player.firstName} ${player.lastName}`}
        pick={shown ? { leagueId: shown.league.leagueId, season: shown.seasonKey } : {}}
        shown={shown && `${shown.league.leagueName} · ${shown.title}`}
      />
    </>
  );
}
