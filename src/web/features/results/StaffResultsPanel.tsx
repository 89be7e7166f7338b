import { Badge, Button, Card, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { TMatchRow } from '../../../shared/contract/matches.js';
import type { TResultMatch } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { staffResultMove } from '../../../shared/rules/results.js';
import type { Side } from '../../../shared/rules/score.js';
import { type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import { staffMessages } from '../../../shared/staff-messages.js';
import { formatDateTime } from '../../../shared/time.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { Modal } from '../../components/Modal.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { useMe } from '../../lib/session.js';
import { useCancelMatch, useDecideResult, useStaffLeagues, useStaffResults } from './api.js';
import { AGREED_BEFORE_RESET, nameOf, slotLine } from './labels.js';
import { ScoreForm } from './ScoreForm.js';

type Dialog = { kind: 'decide' | 'cancel'; match: TResultMatch } | null;

/**
 * /macm, "Sonuç bekleyen / itiraz": staff settle reported and disputed results, enter results,
 * correct final ones, and cancel matches not played by their deadline or whose score was disputed.
 */
export function StaffResultsPanel() {
  const leagues = useStaffLeagues();
  return (
    <Stack gap="md" component="section" aria-labelledby="staff-results">
      <Title order={2} fz="h3" id="staff-results">
        Sonuç bekleyen / itiraz
      </Title>
      <QueryState query={leagues}>
        {(data) => <Panel canManageAll={data.canManageAll} leagues={data.leagues} />}
      </QueryState>
    </Stack>
  );
}

function Panel({
  canManageAll,
  leagues,
}: {
  canManageAll: boolean;
  leagues: { id: string; name: string }[];
}) {
  const [leagueId, setLeagueId] = useState<string>(canManageAll ? '' : (leagues[0]?.id ?? ''));
  const [page, setPage] = useState(1);
  const results = useStaffResults(leagueId || undefined, page, canManageAll || !!leagueId);
  const lastPage = results.data?.pendingPage.totalPages ?? 1;
  // Deciding the last match of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const me = useMe().data ?? null;
  const phone = useMediaQuery('(max-width: 36em)');
  const options = [
    ...(canManageAll ? [{ value: '', label: 'Tüm ligler' }] : []),
    ...leagues.map((l) => ({ value: l.id, label: l.name })),
  ];
  return (
    <Stack gap="md">
      <Select
        label="Gösterilen sonuçlar"
        data={options}
        value={leagueId}
        onChange={(v) => {
          setLeagueId(v ?? '');
          setPage(1);
        }}
        allowDeselect={false}
        maw={360}
      />
      <QueryState query={results}>
        {({ pending, pendingPage, recent }) => (
          <>
            {pending.length === 0 ? (
              <EmptyState>Karar bekleyen maç yok.</EmptyState>
            ) : (
              <Stack gap="sm" component="ul" aria-label="Karar bekleyen maçlar" style={listStyle}>
                {pending.map((m) => (
                  <StaffRow key={m.id} match={m} me={me} onDialog={setDialog} />
                ))}
              </Stack>
            )}
            <PageNumbers page={pendingPage.page} totalPages={pendingPage.totalPages} onChange={setPage} />
            <Title order={3} fz="h4">
              Son sonuçlar
            </Title>
            {recent.length === 0 ? (
              <EmptyState>Bu sezon henüz sonuçlanmış maç yok.</EmptyState>
            ) : (
              <Stack gap="sm" component="ul" aria-label="Son sonuçlar" style={listStyle}>
                {recent.map((m) => (
                  <StaffRow key={m.id} match={m} me={me} onDialog={setDialog} />
                ))}
              </Stack>
            )}
          </>
        )}
      </QueryState>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        fullScreen={phone}
        // Which match: on a phone the dialog covers the list it was opened from.
        title={
          dialog
            ? `${
                dialog.kind === 'cancel'
                  ? 'Maçı iptal et'
                  : dialog.match.status === 'oynanmış'
                    ? 'Sonucu düzelt'
                    : 'Sonucu gir'
              }: ${dialog.match.player1.name} – ${dialog.match.player2.name}`
            : ''
        }
      >
        {dialog?.kind === 'decide' && <DecideForm match={dialog.match} onDone={() => setDialog(null)} />}
        {dialog?.kind === 'cancel' && (
          <CancelForm match={cancelTarget(dialog.match)} onDone={() => setDialog(null)} />
        )}
      </Modal>
    </Stack>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 };

function StaffRow({
  match,
  me,
  onDialog,
}: {
  match: TResultMatch;
  me: StaffActor | null;
  onDialog: (d: Dialog) => void;
}) {
  const badge = matchStateBadge(match);
  // A moderator who plays in this match leaves it to another moderator or an admin (the server refuses too).
  const ownMatch = !!me && standsAside(me, match.player1.id, match.player2.id);
  const label = `${match.player1.name} – ${match.player2.name}`;
  return (
    <Card withBorder padding="sm" component="li" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{label}</Text>
            <Text fz="xs" c="dimmed">
              {match.league?.name ?? 'Lig dışı'}
              {match.dueAt && match.status === 'planlanmış' && ` · Son tarih: ${formatDateTime(match.dueAt)}`}
            </Text>
          </div>
          <Badge color={badge.color} style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {/* Once a score is in, the match has been played: no 'Zaman bekleniyor' under it. */}
        {match.status === 'planlanmış' && (match.slot || match.resultState === 'none') && (
          <Text fz="sm">{slotLine(match.slot)}</Text>
        )}
        {match.postponedAt && match.originalDueAt && (
          <Text fz="sm">
            Ertelendi: {formatDateTime(match.postponedAt)} (önceki son tarih:{' '}
            {formatDateTime(match.originalDueAt)})
          </Text>
        )}
        {match.resultState === 'disputed' && match.disputeReason && (
          <Text fz="sm">
            İtiraz gerekçesi: <i>{match.disputeReason}</i>
          </Text>
        )}
        {match.score && (
          <Text fz="sm">
            Skor: <b>{match.score}</b>
            {match.winnerId && ` · Kazanan: ${nameOf(match, match.winnerId)}`}
            {match.reportedBy &&
              match.status === 'planlanmış' &&
              ` · Sonucu giren: ${nameOf(match, match.reportedBy)}`}
          </Text>
        )}
        {match.league && ownMatch && (
          <Text fz="sm" c="gray.7">
            {messages.results.ownMatchNote}
          </Text>
        )}
        {match.league && !ownMatch && (
          <Group gap="xs">
            {/* Named with the match, as the match table's 'İptal Et' is: a screen reader going
                through the buttons hears which match each one is for. */}
            <Button
              size="sm"
              variant="light"
              aria-label={`${match.status === 'oynanmış' ? 'Düzelt' : 'Sonucu Gir'}: ${label}`}
              onClick={() => onDialog({ kind: 'decide', match })}
            >
              {match.status === 'oynanmış' ? 'Düzelt' : 'Sonucu Gir'}
            </Button>
            {/* A match not played by its deadline, or one whose score was disputed (perhaps never played). */}
            {match.status === 'planlanmış' &&
              ((match.overdue && match.resultState === 'none') || match.resultState === 'disputed') && (
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  aria-label={`İptal Et: ${label}`}
                  onClick={() => onDialog({ kind: 'cancel', match })}
                >
                  İptal Et
                </Button>
              )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Where the result leaves the players, by the rule the server applies on saving (`staffResultMove`
 * over the facts the staff list carries): who moves to which rank, or that nobody moves.
 */
export function ladderPreview(match: TResultMatch, winner: Side): string {
  if (match.ladder)
    return staffMessages.ladderMove(
      match.player1.name,
      match.player2.name,
      staffResultMove(match.ladder, winner),
      false,
    );
  return match.agreedBeforeReset ? AGREED_BEFORE_RESET : messages.results.ladderStays;
}

function DecideForm({ match, onDone }: { match: TResultMatch; onDone: () => void }) {
  const decide = useDecideResult();
  return (
    <Stack gap="md">
      {match.resultState === 'disputed' && match.disputeReason && (
        <Text fz="sm">
          İtiraz gerekçesi: <i>{match.disputeReason}</i>
        </Text>
      )}
      <ScoreForm
        match={match}
        initial={match.score ? match : undefined}
        submitLabel="Kaydet"
        aboutWinner={(winner) => ladderPreview(match, winner)}
        pending={decide.isPending}
        serverError={decide.error ? errorMessage(decide.error) : null}
        onCancel={onDone}
        onSubmit={(body) =>
          decide.mutate(
            { id: match.id, body: { ...body, leagueId: match.league!.id } },
            // The answer's message comes from the hook: it is told even when the dialog was closed
            // meanwhile.
            { onSuccess: onDone },
          )
        }
      />
    </Stack>
  );
}

/** What the cancel dialog needs of a match, from either list of /macm. */
interface CancelTarget {
  id: string;
  leagueId: string;
  player1: string;
  player2: string;
  /** The disputed score, when the other player disputed it. */
  disputedScore: string | null;
  agreedBeforeReset: boolean;
  /** Before the play deadline: the match could still be played, so nobody is named. */
  early: boolean;
}

const cancelTarget = (m: TResultMatch): CancelTarget => ({
  id: m.id,
  leagueId: m.league!.id,
  player1: m.player1.name,
  player2: m.player2.name,
  disputedScore: m.resultState === 'disputed' ? (m.score ?? '') : null,
  agreedBeforeReset: !!m.agreedBeforeReset,
  early: false,
});

/**
 * The match table's row action: a planned league match with no result, not yet due, may be called
 * off by staff (a player out for months, a league decision) with nobody named. One that is due, or
 * disputed, waits in "Sonuç bekleyen / itiraz" instead, where the no-show may be named.
 */
export function EarlyCancelAction({ match }: { match: TMatchRow }) {
  const me = useMe().data ?? null;
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [open, setOpen] = useState(false);
  const early =
    match.status === 'planlanmış' &&
    match.resultState === 'none' &&
    !!match.leagueId &&
    (!match.dueAt || new Date(match.dueAt).getTime() > Date.now());
  // An open dialog stays until its request ends and closes it: the refreshed list no longer counts
  // the match as early, and the dialog would otherwise vanish under the reader mid-answer.
  if (!open && (!early || !me || standsAside(me, match.player1.id, match.player2.id))) return null;
  const label = `${match.player1.name} – ${match.player2.name}`;
  return (
    <>
      <Button
        size={phone ? 'md' : 'xs'}
        h={phone ? 44 : undefined}
        variant="light"
        color="red"
        aria-label={`İptal Et: ${label}`}
        onClick={() => setOpen(true)}
      >
        İptal Et
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        title={`Maçı iptal et: ${label}`}
      >
        {open && (
          <CancelForm
            match={{
              id: match.id,
              leagueId: match.leagueId!,
              player1: match.player1.name,
              player2: match.player2.name,
              disputedScore: null,
              agreedBeforeReset: false,
              early: true,
            }}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

function CancelForm({ match, onDone }: { match: CancelTarget; onDone: () => void }) {
  const cancel = useCancelMatch();
  const [noShow, setNoShow] = useState<'p1' | 'p2' | 'none'>('none');
  return (
    <Stack gap="md">
      {match.early ? (
        <Text fz="sm">{messages.results.cancelEarlyNote}</Text>
      ) : (
        <>
          <Text fz="sm">
            {match.disputedScore !== null
              ? `Girilen skora (${match.disputedScore}) itiraz edildi. Maç oynanmadıysa iptal edin: skor geçersiz sayılır.`
              : 'Maç süresinde oynanmadı.'}{' '}
            {match.agreedBeforeReset
              ? `Maça gelmeyen oyuncu hükmen yenik sayılır. ${AGREED_BEFORE_RESET}`
              : 'Maça gelmeyen oyuncu hükmen yenik sayılır: teklif edilen oyuncu gelmediyse teklif eden onun sırasını alır (reddedilen teklifte olduğu gibi).'}
          </Text>
          <Radio.Group
            label="Maça gelmeyen oyuncu"
            value={noShow}
            onChange={(v) => setNoShow(v as typeof noShow)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="p1" label={`${match.player1} (teklif eden)`} />
              <Radio value="p2" label={`${match.player2} (teklif edilen)`} />
              <Radio value="none" label="Kimse suçlu değil (sıralama değişmez)" />
            </Stack>
          </Radio.Group>
        </>
      )}
      <ErrorAlert error={cancel.error} />
      <DialogButtons
        grow
        confirmLabel="Maçı İptal Et"
        cancelLabel="Vazgeç"
        onCancel={onDone}
        color="red"
        loading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { id: match.id, body: { leagueId: match.leagueId, noShow: match.early ? 'none' : noShow } },
            { onSuccess: onDone },
          )
        }
      />
    </Stack>
  );
}
