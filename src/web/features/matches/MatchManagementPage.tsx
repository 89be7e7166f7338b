import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import {
  type TCreateMatchRequest,
  type TLadderPreview,
  type TMatchLeagues,
  type TMatchRow,
  ZCreateMatchRequest,
} from '../../../shared/contract/matches.js';
import { MATCH_STATUSES, type MatchStatus } from '../../../shared/domain.js';
import { MATCH_STATUS_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { judgeResult, staffResultMove } from '../../../shared/rules/results.js';
import { parseScore, type SetScore } from '../../../shared/rules/score.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import { staffMessages } from '../../../shared/staff-messages.js';
import { formatDateTime } from '../../../shared/time.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { errorMessage } from '../../lib/api.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { paths } from '../../lib/paths.js';
import { Navigate } from '../../lib/router.js';
import { useMe, useSignedInUser } from '../../lib/session.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useAddMatch, useLadderPreview, useMatches, useMatchLeagues } from './api.js';
import { PlayerSelect } from './PlayerSelect.js';

const NO_LEAGUE = '';

/** What the app layer adds to each match of the table (the results feature's 'İptal Et'), or nothing. */
type RowAction = (match: TMatchRow) => ReactNode;

/**
 * /macm: admins, and moderators for their leagues (the server checks the same). `children`: sections
 * the app layer adds below (the results feature's "Sonuç bekleyen / itiraz"); `rowAction`: a match's
 * action in the table.
 */
export default function MatchManagementPage({
  children,
  rowAction,
}: {
  children?: ReactNode;
  rowAction?: RowAction;
}) {
  const me = useSignedInUser();
  if (!me.isAdmin && me.moderatedLeagueIds.length === 0) return <Navigate to={paths.unauthorized} replace />;
  return <MatchManagement rowAction={rowAction}>{children}</MatchManagement>;
}

function MatchManagement({ children, rowAction }: { children?: ReactNode; rowAction?: RowAction }) {
  const leagues = useMatchLeagues();
  return (
    <Stack>
      <Title order={1} fz="h2">
        Maç Yönetimi
      </Title>
      <QueryState query={leagues}>
        {(data) => <MatchScreen leagues={data} rowAction={rowAction} />}
      </QueryState>
      {children}
    </Stack>
  );
}

/** Whether two states of the add form hold the same entries. */
function sameForm(a: FormValues, b: FormValues): boolean {
  return (Object.keys(a) as (keyof FormValues)[]).every((key) => a[key] === b[key]);
}

interface FormValues {
  leagueId: string;
  player1Id: string;
  player2Id: string;
  matchDate: string;
  score: string;
  status: MatchStatus;
}

function MatchScreen({ leagues, rowAction }: { leagues: TMatchLeagues; rowAction?: RowAction }) {
  const add = useAddMatch();
  const [page, setPage] = useState(1);
  // The form as it was reset after a match was added: the confirmation shows until a field changes.
  const [addedForm, setAddedForm] = useState<FormValues | null>(null);
  // The server's answer: the spec's 'Maç başarıyla eklendi!', and where a result left the players.
  const [addedMessage, setAddedMessage] = useState<string>(messages.matches.added);
  // Bumped after each added match: the player pickers start afresh.
  const [round, setRound] = useState(0);
  const me = useMe().data;
  const form = useForm<FormValues>({
    initialValues: {
      leagueId: leagues.canManageAll ? NO_LEAGUE : (leagues.leagues[0]?.id ?? NO_LEAGUE),
      player1Id: '',
      player2Id: '',
      matchDate: '',
      score: '',
      status: 'planlanmış',
    },
    validate: (values) => {
      const errors = zodValidate(ZCreateMatchRequest)({ ...values, leagueId: values.leagueId || null });
      if (!leagues.canManageAll && !values.leagueId) errors.leagueId = messages.matches.leagueRequired;
      // A moderator's own match is added by another moderator or an admin (the server refuses it too).
      for (const key of ['player1Id', 'player2Id'] as const)
        if (me && values[key] && standsAside(me, values[key])) errors[key] = messages.matches.ownMatch;
      return errors;
    },
  });
  const leagueId = form.values.leagueId || undefined;
  const list = useMatches(leagueId, page, true);
  // A played league match is a result: where it leaves the pair, said before saving.
  const played = form.values.status === 'oynanmış' && !!leagueId;
  const preview = useLadderPreview(
    played ? leagueId : undefined,
    form.values.player1Id,
    form.values.player2Id,
  );
  const ladderText = played && preview.data ? ladderPreviewText(preview.data, form.values.score) : null;
  const leagueData = [
    // The choice adds a match outside any league; the list below then shows every league's matches.
    ...(leagues.canManageAll ? [{ value: NO_LEAGUE, label: 'Ligsiz maç' }] : []),
    ...leagues.leagues.map((l) => ({ value: l.id, label: l.name })),
  ];

  const submit = form.onSubmit((values) => {
    const body: TCreateMatchRequest = {
      ...values,
      leagueId: values.leagueId || null,
      // A score typed before the status was changed from 'oynanmış' is not sent.
      score: values.status === 'oynanmış' ? values.score : '',
    };
    add.mutate(body, {
      onSuccess: (answer) => {
        setAddedMessage(answer.message);
        const fresh: FormValues = {
          ...values,
          player1Id: '',
          player2Id: '',
          matchDate: '',
          score: '',
          status: 'planlanmış',
        };
        setAddedForm(fresh);
        setRound((r) => r + 1);
        setPage(1);
        form.setValues(fresh);
      },
    });
  });

  return (
    <>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Title order={2} fz="h4" mb="sm">
            Maç Ekle
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Lig"
                data={leagueData}
                allowDeselect={false}
                required={!leagues.canManageAll}
                // An admin's choice starts at 'Ligsiz maç': say that such a match moves no ladder, so a
                // league's result is not entered there by mistake.
                description={
                  leagues.canManageAll && !form.values.leagueId ? messages.matches.noLeagueHint : undefined
                }
                {...form.getInputProps('leagueId')}
                onChange={(v) => {
                  form.setValues({ leagueId: v ?? NO_LEAGUE, player1Id: '', player2Id: '' });
                  setPage(1);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <PlayerSelect
                key={`p1-${form.values.leagueId}-${round}`}
                label="Oyuncu 1"
                leagueId={leagueId}
                enabled
                value={form.values.player1Id}
                onChange={(id) => form.setFieldValue('player1Id', id)}
                error={form.errors.player1Id as string | undefined}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <PlayerSelect
                key={`p2-${form.values.leagueId}-${round}`}
                label="Oyuncu 2"
                leagueId={leagueId}
                enabled
                value={form.values.player2Id}
                onChange={(id) => form.setFieldValue('player2Id', id)}
                error={form.errors.player2Id as string | undefined}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Tarih ve Saat"
                type="datetime-local"
                required
                {...form.getInputProps('matchDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Durum"
                data={MATCH_STATUSES.map((value) => ({ value, label: MATCH_STATUS_LABELS[value] }))}
                allowDeselect={false}
                required
                {...form.getInputProps('status')}
              />
            </Grid.Col>
            {/* Only a played match has a score. */}
            {form.values.status === 'oynanmış' && (
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <TextInput
                  label="Skor"
                  placeholder="Örn. 6-4 6-3"
                  maxLength={50}
                  // A played league match is its result: the score is read for the league's format.
                  required={!!leagueId}
                  description={leagueId ? messages.matches.playedScoreHint : undefined}
                  {...form.getInputProps('score')}
                />
              </Grid.Col>
            )}
          </Grid>
          {ladderText && (
            <Text fz="sm" mt="sm" aria-live="polite">
              {ladderText}
            </Text>
          )}
          {addedForm && sameForm(addedForm, form.values) && (
            <Alert color="teal" mt="md" role="status">
              {addedMessage}
            </Alert>
          )}
          {add.isError && (
            <Alert color="red" mt="md" role="alert">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Button type="submit" mt="md" loading={add.isPending}>
            Maç Ekle
          </Button>
        </form>
      </Paper>

      <div>
        <Title order={2} fz="h4">
          Maçlar
        </Title>
        {!leagueId && (
          <Text fz="sm" c="dimmed">
            Tüm liglerin ve ligsiz maçların listesi.
          </Text>
        )}
      </div>
      <QueryState query={list}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            keyOf={(m) => m.id}
            label="Maçlar"
            empty={messages.matches.empty}
            breakpoint="sm"
            tableProps={{ striped: true }}
            head={
              <>
                <Table.Th>Tarih</Table.Th>
                <Table.Th>Oyuncu 1</Table.Th>
                <Table.Th>Oyuncu 2</Table.Th>
                <Table.Th>Skor</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th>Lig</Table.Th>
                {rowAction && (
                  <Table.Th>
                    <VisuallyHidden>İşlem</VisuallyHidden>
                  </Table.Th>
                )}
              </>
            }
            row={(m) => (
              <>
                <Table.Td>{dateOf(m)}</Table.Td>
                <Table.Td>{m.player1.name}</Table.Td>
                <Table.Td>{m.player2.name}</Table.Td>
                <Table.Td>{m.score ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge match={m} />
                </Table.Td>
                <Table.Td>{m.leagueName ?? '—'}</Table.Td>
                {rowAction && <Table.Td>{rowAction(m)}</Table.Td>}
              </>
            )}
            card={(m) => (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {m.player1.name} – {m.player2.name}
                  </Text>
                  <StatusBadge match={m} />
                </Group>
                <Text fz="sm" c="dimmed">
                  {dateOf(m)}
                  {m.leagueName ? ` · ${m.leagueName}` : ''}
                </Text>
                <Text fz="sm">Skor: {m.score ?? '—'}</Text>
                {rowAction?.(m)}
              </>
            )}
            paging={{ ...data, onChange: setPage, unit: 'maç' }}
          />
        )}
      </QueryState>
    </>
  );
}

/** A set's games the other way round: the form's player 2 is the planned match's challenger. */
const flip = (sets: SetScore[]): SetScore[] =>
  sets.map((set) => ({
    p1: set.p2,
    p2: set.p1,
    ...(set.tieBreak ? { tieBreak: { p1: set.tieBreak.p2, p2: set.tieBreak.p1 } } : {}),
  }));

/**
 * Where the typed score leaves the pair, by the rules the server applies on saving (`parseScore`,
 * `judgeResult`, `staffResultMove`); null while the score does not read as a finished one.
 */
function ladderPreviewText(p: TLadderPreview, score: string): string | null {
  if (!score.trim()) return null;
  const sets = parseScore(p.format, score);
  if (typeof sets === 'string') return null;
  const verdict = judgeResult(p.format, { outcome: 'normal', sets: p.swapped ? flip(sets) : sets });
  if (!verdict.ok) return null;
  if (!p.ladder) return p.beforeReset ? messages.results.ladderStaysReset : messages.results.ladderStays;
  return staffMessages.ladderMove(
    p.player1.name,
    p.player2.name,
    staffResultMove(p.ladder, verdict.winner),
    false,
  );
}

/** When it was played; before that, the slot the players agreed on. */
function dateOf(m: TMatchRow): string {
  const at = m.matchDate ?? m.slotAt;
  return at ? formatDateTime(at) : messages.common.noDate;
}

/** The match's state as its players see it: a disputed or unconfirmed result shows as such. */
function StatusBadge({ match }: { match: TMatchRow }) {
  const badge = matchStateBadge({ ...match, slot: match.slotAt });
  return (
    <Badge variant="light" color={badge.color} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}
