import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TTodoItem } from '../../../shared/contract/home.js';
import { messages } from '../../../shared/messages.js';
import { formatSlotTime } from '../../../shared/rules/arrange.js';
import { isUrgent, timeLeftText } from '../../../shared/rules/countdown.js';
import { DisputeReasonField } from '../../components/DisputeReasonField.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { LazyModal } from '../../components/LazyModal.js';
import { ScoreLine } from '../../components/ScoreLine.js';
import { useFocusOnChange } from '../../lib/focus-on-change.js';
import { matchCardPath } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useAnswerChallenge, useCancelChallenge, useConfirmScore, useDisputeScore, useTodo } from './api.js';

/** Tap targets of the strip: at least 44 px high. */
const TAP = { mih: 44 } as const;

/** The clock the countdowns read, moved on every half minute. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What a to-do says: the line, its detail, the deadline's label and the button. */
function wordsOf(item: TTodoItem) {
  const name = item.who.name;
  switch (item.kind) {
    case 'answerOffer':
      return {
        what: `${name} size meydan okudu`,
        detail: `${name} ${item.who.rank ?? '–'}. sırada, siz ${item.myRank ?? '–'}. sıradasınız.`,
        until: 'Yanıt için',
        action: 'Yanıtla',
      };
    case 'sentOffer':
      return {
        what: `${name} oyuncusuna meydan okudunuz`,
        detail: 'Rakibinizin yanıtı bekleniyor.',
        until: 'Yanıt için',
        action: 'Teklifi Gör',
      };
    case 'confirmResult':
      return {
        what: `${name} skoru girdi: ${item.score ?? ''}`,
        detail: 'Onaylayın veya itiraz edin; yanıt vermezseniz sonuç kendiliğinden onaylanır.',
        until: 'Onay için',
        action: 'Sonucu İncele',
      };
    case 'pickSlot':
      return {
        what: `${name} ile maçınız`,
        detail: `${name} maç için zaman önerdi: önerdiği zamanlardan birini seçin.`,
        until: 'Oynamak için',
        action: 'Zaman Seç',
      };
    case 'slotsSent':
      return {
        what: `${name} ile maçınız`,
        detail: 'Önerdiğiniz zamanlardan birini rakibinizin seçmesi bekleniyor.',
        until: 'Oynamak için',
        action: 'Maçı Gör',
      };
    case 'arrangeMatch':
      return {
        what: `${name} ile maçınız`,
        detail: 'Maçın zamanını rakibinizle belirleyin.',
        until: 'Oynamak için',
        action: 'Zaman Belirle',
      };
    case 'answerRequest':
      return {
        what:
          item.request === 'cancel'
            ? `${name} maçı iptal etmek istiyor`
            : item.request === 'postpone'
              ? `${name} maçı ertelemek istiyor`
              : `${name} maç için yeni zaman önerdi`,
        detail:
          item.request === 'slots'
            ? 'Önerilen zamanlardan birini seçin ya da kararlaştırdığınız zamanda kalın.'
            : 'İsteği Maçlarım sayfasında onaylayın veya reddedin.',
        until: 'Oynamak için',
        action: 'Yanıtla',
      };
    case 'reportMatch':
      return {
        what: `${name} ile maçınızın skorunu girin`,
        detail: item.slotAt
          ? `Kararlaştırılan zaman: ${formatSlotTime(item.slotAt)}.`
          : 'Maç oynandıysa skoru girin.',
        until: 'Oynamak için',
        action: 'Skor Gir',
      };
  }
}

/**
 * Whether the strip does not know yet if anything waits: 'offline' while its first read waits for
 * the connection, else 'loading'; null once it has answered (or failed).
 */
export function useTodoWaiting(): 'loading' | 'offline' | null {
  const todo = useTodo();
  if (!todo.isPending) return null;
  return todo.fetchStatus === 'paused' ? 'offline' : 'loading';
}

/**
 * Dashboard: "Yapılacaklar", what waits for the player, each with who, what, the deadline counting
 * down and one button that does it. Nothing is drawn while there is nothing to do.
 */
export function TodoStrip() {
  const todo = useTodo();
  const now = useNow();
  const [open, setOpen] = useState<TTodoItem | null>(null);
  // A dispute's reason typed and then left (Escape, a tap outside, the close button) waits for the
  // dialog's next opening instead of being lost with it.
  const [reasons, setReasons] = useState<Record<string, string>>({});
  if (todo.isError)
    return (
      <Alert color="red" role="alert">
        {messages.home.todoLoad}
      </Alert>
    );
  const items = todo.data?.items ?? [];
  // The count is of what waits for the player; their own offers and proposed times, listed after it,
  // wait for the opponent.
  const mine = items.filter((i) => i.kind !== 'sentOffer' && i.kind !== 'slotsSent').length;
  // The dialog stays in the same place when the strip goes: answering the last to-do empties the
  // strip before the answer's own close arrives, which would be lost with an unmounted dialog (and
  // the dialog would come back with the next to-do).
  return (
    <>
      {items.length > 0 && (
        <Card withBorder padding="md" component="section" aria-labelledby="todo-title" bg="yellow.0">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="h4" id="todo-title">
              Yapılacaklar
            </Title>
            {mine > 0 && (
              <Badge color="orange" aria-label={`${mine} yapılacak iş`}>
                {mine}
              </Badge>
            )}
          </Group>
          <Stack
            gap="xs"
            component="ul"
            aria-labelledby="todo-title"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item) => {
              const w = wordsOf(item);
              const deadline = item.deadline ? new Date(item.deadline) : null;
              const link =
                item.kind === 'arrangeMatch' ||
                item.kind === 'pickSlot' ||
                item.kind === 'reportMatch' ||
                item.kind === 'answerRequest' ||
                item.kind === 'slotsSent';
              return (
                <Card
                  key={`${item.kind}-${item.id}`}
                  component="li"
                  withBorder
                  padding="sm"
                  aria-label={w.what}
                >
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                      <Text fw={600} style={{ wordBreak: 'break-word' }}>
                        {w.what}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {w.detail}{' '}
                        <Text span size="sm" c="dimmed">
                          {item.league.name}
                        </Text>
                      </Text>
                      {deadline && (
                        <Text size="sm" fw={600} c={isUrgent(deadline, now) ? 'red.8' : 'gray.8'}>
                          {w.until}: {timeLeftText(deadline, now)}
                        </Text>
                      )}
                    </Stack>
                    {link ? (
                      <Button component={Link} to={matchCardPath(item.id)} {...TAP} variant="light">
                        {w.action}
                      </Button>
                    ) : (
                      <Button
                        {...TAP}
                        onClick={() => setOpen(item)}
                        variant={item.kind === 'sentOffer' ? 'light' : 'filled'}
                      >
                        {w.action}
                      </Button>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        </Card>
      )}
      <LazyModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? wordsOf(open).what : ''}
        centered
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        {open?.kind === 'answerOffer' && (
          <AnswerChallenge item={open} now={now} onDone={() => setOpen(null)} />
        )}
        {open?.kind === 'sentOffer' && <SentChallenge item={open} onDone={() => setOpen(null)} />}
        {open?.kind === 'confirmResult' && (
          <ConfirmScore
            item={open}
            onDone={() => setOpen(null)}
            reason={reasons[open.id] ?? ''}
            onReason={(reason) => setReasons((kept) => ({ ...kept, [open.id]: reason }))}
          />
        )}
      </LazyModal>
    </>
  );
}

/** A challenge received: accept at once, or reject after saying what a rejection costs. */
function AnswerChallenge({ item, now, onDone }: { item: TTodoItem; now: Date; onDone: () => void }) {
  const answer = useAnswerChallenge();
  // Past the answer deadline (the offer not yet closed by the reminder job, which runs only by day)
  // an offer can still be rejected but no longer accepted, as /match_rew says too.
  const expired = item.deadline !== null && Date.parse(item.deadline) <= now.getTime();
  const [rejecting, setRejecting] = useState(false);
  // The step that asks about a rejection puts the reader on its question; 'Geri' back on 'Reddet'.
  const rejectQuestion = useFocusOnChange<HTMLHeadingElement>(rejecting);
  const rejectButton = useFocusOnChange<HTMLButtonElement>(rejecting);
  const send = (a: 'accept' | 'reject') =>
    answer.mutate({ offerId: item.id, answer: a }, { onSuccess: onDone });
  return (
    <Stack>
      {rejecting ? (
        <>
          <Title order={3} fz="h5" ref={rejectQuestion} tabIndex={-1}>
            Teklifi reddediyor musunuz?
          </Title>
          <Alert color="orange">
            Reddederseniz {item.who.name} hükmen galip sayılır ve {item.myRank}. sıraya yükselir; siz bir sıra
            aşağı inersiniz.
          </Alert>
        </>
      ) : (
        <Text>
          {item.who.name} ({item.who.rank}. sıra) size maç teklifi gönderdi. Sıranız: {item.myRank}. Kabul
          ederseniz maçınız planlanır.
        </Text>
      )}
      {expired && !rejecting && <Alert color="gray">{messages.offers.responseDeadlinePassed}</Alert>}
      <ErrorAlert error={answer.error} />
      <Group justify="space-between">
        {rejecting ? (
          <>
            <Button
              variant="default"
              {...TAP}
              onClick={() => setRejecting(false)}
              disabled={answer.isPending}
            >
              {messages.common.back}
            </Button>
            <Button color="red" {...TAP} onClick={() => send('reject')} loading={answer.isPending}>
              Reddetmeyi Onayla
            </Button>
          </>
        ) : (
          <>
            <Button
              ref={rejectButton}
              color="red"
              variant="light"
              {...TAP}
              onClick={() => setRejecting(true)}
              disabled={answer.isPending}
            >
              Reddet
            </Button>
            <Button {...TAP} onClick={() => send('accept')} loading={answer.isPending} disabled={expired}>
              Kabul Et
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** My challenge waiting for an answer: it can be cancelled, after a confirmation. */
function SentChallenge({ item, onDone }: { item: TTodoItem; onDone: () => void }) {
  const cancel = useCancelChallenge();
  const [sure, setSure] = useState(false);
  return (
    <Stack>
      <Text>
        {sure
          ? `${item.who.name} oyuncusuna gönderdiğiniz teklif iptal edilecek. Emin misiniz?`
          : `${item.who.name} (${item.who.rank}. sıra) oyuncusuna gönderdiğiniz maç teklifi yanıt bekliyor.`}
      </Text>
      <ErrorAlert error={cancel.error} />
      <Group justify="space-between">
        <Button
          variant="default"
          {...TAP}
          onClick={sure ? () => setSure(false) : onDone}
          disabled={cancel.isPending}
        >
          {sure ? messages.common.back : messages.common.close}
        </Button>
        {sure ? (
          <Button
            color="red"
            {...TAP}
            onClick={() => cancel.mutate(item.id, { onSuccess: onDone })}
            loading={cancel.isPending}
          >
            İptal Etmeyi Onayla
          </Button>
        ) : (
          <Button color="red" variant="light" {...TAP} onClick={() => setSure(true)}>
            Teklifi İptal Et
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A score the opponent reported: confirm it, or dispute it with an optional reason. */
function ConfirmScore({
  item,
  onDone,
  reason,
  onReason,
}: {
  item: TTodoItem;
  onDone: () => void;
  /** The reason typed so far, kept by the strip while the dialog is closed. */
  reason: string;
  onReason: (reason: string) => void;
}) {
  const confirm = useConfirmScore();
  const dispute = useDisputeScore();
  // A reason already typed opens the dialog where it was left.
  const [disputing, setDisputing] = useState(reason !== '');
  const busy = confirm.isPending || dispute.isPending;
  // The reason's field takes the focus when it opens, so it can be typed at once; 'Geri' gives it back.
  const disputeReason = useFocusOnChange<HTMLTextAreaElement>(disputing);
  const disputeButton = useFocusOnChange<HTMLButtonElement>(disputing);
  return (
    <Stack>
      <Text>{item.who.name} skoru girdi. Sonucu onaylıyor musunuz?</Text>
      {item.result && item.score && (
        <ScoreLine
          player1={item.result.player1}
          player2={item.result.player2}
          score={item.score}
          winner={item.result.winner}
        />
      )}
      {disputing && <DisputeReasonField ref={disputeReason} value={reason} onChange={onReason} />}
      <ErrorAlert error={confirm.error ?? dispute.error} />
      <Group justify="space-between">
        {disputing ? (
          <>
            <Button variant="default" {...TAP} onClick={() => setDisputing(false)} disabled={busy}>
              {messages.common.back}
            </Button>
            <Button
              color="red"
              {...TAP}
              loading={dispute.isPending}
              onClick={() => dispute.mutate({ matchId: item.id, body: { reason } }, { onSuccess: onDone })}
            >
              İtirazı Gönder
            </Button>
          </>
        ) : (
          <>
            <Button
              ref={disputeButton}
              color="red"
              variant="light"
              {...TAP}
              onClick={() => setDisputing(true)}
              disabled={busy}
            >
              İtiraz Et
            </Button>
            <Button
              {...TAP}
              loading={confirm.isPending}
              onClick={() => confirm.mutate(item.id, { onSuccess: onDone })}
            >
              Onayla
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
