import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TResultMatch } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { formatDate, formatDateTime } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DisputeReasonField } from '../../components/DisputeReasonField.js';
import { ScoreLine } from '../../components/ScoreLine.js';
import { errorMessage } from '../../lib/api.js';
import { onFirstUse } from '../../lib/first-use.js';
import { useFocusOnChange } from '../../lib/focus-on-change.js';
import { matchStateBadge } from '../../lib/match-state.js';
import { loadWhenOnline } from '../../lib/notify.js';
import { whenOnline } from '../../lib/online.js';
import { matchCardAnchor } from '../../lib/paths.js';
import { ArrangePanel } from './ArrangePanel.js';
import { useConfirmResult, useDisputeResult, useReportResult } from './api.js';
import { AGREED_BEFORE_RESET, nameOf, slotLine } from './labels.js';

// The score form (and zod, which checks its shape) opens on a click: it loads on the page's first
// tap or focus.
const loadScoreForm = () => import('./ScoreForm.js');
// Tapped offline before it arrived, it waits for the connection (a loader) instead of failing the screen.
const ScoreForm = lazy(() => loadWhenOnline(loadScoreForm).then((m) => ({ default: m.ScoreForm })));
/** Two buttons share a row while each has the room for its label ('İtiraz Et' at size lg), else wrap. */
const SIDE_BY_SIDE = { flex: '1 1 8.75rem' } as const;

/** One of the player's matches: enter the score, or answer the other player's report. */
export function PlayerMatchCard({ match, me }: { match: TResultMatch; me: string }) {
  const [entering, setEntering] = useState(false);
  // 'Vazgeç' on the score form gives the focus back to 'Skor Gir' (the only way the form closes
  // with the button back).
  const enterButton = useFocusOnChange<HTMLButtonElement>(entering);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  // A confirmed score moves the ladder and cannot be taken back: 'Onayla' asks first, as the
  // dashboard's to-do strip does.
  const [confirming, setConfirming] = useState(false);
  const report = useReportResult();
  const confirm = useConfirmResult();
  const dispute = useDisputeResult();
  const opponent = match.player1.id === me ? match.player2 : match.player1;
  const badge =
    match.status === 'oynanmış' && match.winnerId
      ? match.winnerId === me
        ? { label: 'Kazandınız', color: 'teal' }
        : { label: 'Kaybettiniz', color: 'red' }
      : matchStateBadge(match);
  // While the question is open, a failed confirmation is told in it (the dialog stays to try again).
  // A score refused because the opponent's came first is told here: its form is gone, and the
  // opponent's score now waits for this player's answer.
  const answerError =
    (confirming ? null : confirm.error) ??
    dispute.error ??
    (match.resultState === 'reported' && match.reportedBy !== me ? report.error : null);
  const canEnter = match.status === 'planlanmış' && match.resultState === 'none';
  // The dispute's reason, shown in place of 'İtiraz Et', takes the focus; Vazgeç gives it back.
  const disputeButton = useFocusOnChange<HTMLButtonElement>(disputing);
  const disputeReason = useFocusOnChange<HTMLTextAreaElement>(disputing);
  useEffect(() => {
    if (canEnter) return onFirstUse(() => void whenOnline(loadScoreForm).catch(() => {}));
  }, [canEnter]);
  // Opened from the home's to-do for this match (/maclarim#mac-<id>): among several matches the
  // page goes to this one's card, which takes the focus (the list loads after the page, so the
  // browser's own jump to the anchor finds nothing).
  const card = useRef<HTMLElement>(null);
  const anchor = matchCardAnchor(match.id);
  useEffect(() => {
    if (window.location.hash !== `#${anchor}`) return;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [anchor]);

  return (
    <Card
      ref={card}
      id={anchor}
      tabIndex={-1}
      withBorder
      padding="md"
      component="article"
      aria-label={`${opponent.name} ile maç`}
      // Clear of the fixed header, with the card's top edge in view.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 56px) + 16px)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="start">
          {/* A name of 50 letters without a space wraps beside the badge instead of pushing it away. */}
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {opponent.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {match.league?.name ?? 'Lig dışı maç'} ·{' '}
              {match.addedByStaff
                ? 'Maç yönetici tarafından eklendi'
                : match.player1.id === me
                  ? 'Teklif eden sizsiniz'
                  : 'Teklifi siz kabul ettiniz'}
            </Text>
          </div>
          <Badge color={badge.color} style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {/* Without an agreed time the badge says 'Zaman bekleniyor'; the line names the time once there is one. */}
        {match.status === 'planlanmış' && match.slot && (
          <Text fz="md" fw={600}>
            {slotLine(match.slot)}
          </Text>
        )}
        {match.status === 'planlanmış' && match.dueAt && (
          <Text fz="sm">
            Son oynama tarihi: <b>{formatDateTime(match.dueAt)}</b>
          </Text>
        )}
        {/* The ladder was reset after this match was agreed: its result counts, but moves no rank. */}
        {match.status === 'planlanmış' && match.agreedBeforeReset && (
          <Text fz="sm">{AGREED_BEFORE_RESET}</Text>
        )}
        {/* A result says when it was played: two results against one opponent are told apart. A
            walkover was not played: its date (the agreed time the other player did not come to,
            or the day it was decided) is given as a plain date. */}
        {match.status === 'oynanmış' && match.matchDate && (
          <Text fz="sm">
            {match.outcome === 'walkover' ? 'Tarih' : 'Oynandığı tarih'}: <b>{formatDate(match.matchDate)}</b>
          </Text>
        )}
        {canEnter && !entering && <ArrangePanel matchId={match.id} />}
        {match.score && (
          <ScoreLine
            fz="sm"
            player1={match.player1.name}
            player2={match.player2.name}
            score={match.score}
            winner={match.winnerId && nameOf(match, match.winnerId)}
          />
        )}

        {match.status === 'planlanmış' && match.resultState === 'none' && !entering && (
          <Button ref={enterButton} size="lg" onClick={() => setEntering(true)}>
            Skor Gir
          </Button>
        )}
        {match.status === 'planlanmış' && match.resultState === 'none' && entering && (
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            {/* A score may come before the agreed time (played early), but not by mistake. */}
            {match.slot && Date.parse(match.slot.at) > Date.now() && (
              <Alert color="yellow" mb="sm">
                {messages.results.beforeSlot(formatDateTime(match.slot.at))}
              </Alert>
            )}
            <ScoreForm
              match={match}
              submitLabel="Sonucu Gönder"
              pending={report.isPending}
              serverError={report.error ? errorMessage(report.error) : null}
              focusOnOpen
              onCancel={() => setEntering(false)}
              onSubmit={(body) => report.mutate({ id: match.id, body })}
            />
          </Suspense>
        )}
        {match.resultState === 'reported' && match.status === 'planlanmış' && match.reportedBy === me && (
          <Text fz="sm" c="dimmed">
            Skoru siz girdiniz; rakibinizin onayı bekleniyor.
            {match.autoConfirmAt &&
              ` ${formatDateTime(match.autoConfirmAt)} tarihine kadar yanıt verilmezse sonuç kendiliğinden onaylanır.`}
          </Text>
        )}
        {match.resultState === 'reported' && match.status === 'planlanmış' && match.reportedBy !== me && (
          <Stack gap="xs">
            <Text fz="sm">
              {opponent.name} skoru girdi. Sonucu onaylıyor musunuz?
              {match.autoConfirmAt &&
                ` Yanıt vermezseniz ${formatDateTime(match.autoConfirmAt)} tarihinde kendiliğinden onaylanır.`}
            </Text>
            {!disputing ? (
              // Side by side while both labels fit whole; on a narrow screen (320 px) one above the other.
              <Group>
                <Button
                  size="lg"
                  color="teal"
                  style={SIDE_BY_SIDE}
                  loading={confirm.isPending}
                  onClick={() => setConfirming(true)}
                >
                  Onayla
                </Button>
                <Button
                  ref={disputeButton}
                  size="lg"
                  variant="outline"
                  color="red"
                  style={SIDE_BY_SIDE}
                  onClick={() => setDisputing(true)}
                >
                  İtiraz Et
                </Button>
              </Group>
            ) : (
              <Stack gap="xs">
                <DisputeReasonField ref={disputeReason} value={reason} onChange={setReason} />
                <Stack gap="xs">
                  <Button
                    size="lg"
                    color="red"
                    loading={dispute.isPending}
                    onClick={() => dispute.mutate({ id: match.id, body: { reason } })}
                  >
                    İtirazı Gönder
                  </Button>
                  <Button variant="subtle" color="gray" onClick={() => setDisputing(false)}>
                    Vazgeç
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        )}
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={`${opponent.name} skoru girdi: ${match.score ?? ''}`}
          confirmLabel="Onayla"
          cancelLabel="Vazgeç"
          loading={confirm.isPending}
          error={confirm.error}
          onConfirm={() => confirm.mutate(match.id, { onSuccess: () => setConfirming(false) })}
        >
          <Text style={{ overflowWrap: 'anywhere' }}>
            {opponent.name} skoru girdi. Sonucu onaylıyor musunuz?
          </Text>
          {match.score && (
            <ScoreLine
              player1={match.player1.name}
              player2={match.player2.name}
              score={match.score}
              winner={match.winnerId && nameOf(match, match.winnerId)}
            />
          )}
        </ConfirmDialog>
        {match.resultState === 'disputed' && match.status === 'planlanmış' && (
          <Text fz="sm" c="dimmed">
            Sonuca itiraz edildi; lig yöneticileri karar verecek.
          </Text>
        )}
        {answerError && (
          <Alert color="red" role="alert">
            {errorMessage(answerError)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
