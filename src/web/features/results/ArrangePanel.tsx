import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TArrangement, TMatchRequest, TSlotInput } from '../../../shared/contract/arrange.js';
import { MATCH_REQUEST_KIND_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { formatSlot, MAX_SLOTS, postponeDaysValid, slotDayRange } from '../../../shared/rules/arrange.js';
import { formatDateTime } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { QueryState } from '../../components/QueryState.js';
import { useFocusOnMount } from '../../lib/focus-on-change.js';
import { mailtoHref } from '../../lib/mailto.js';
import {
  useAnswerRequest,
  useArrangement,
  useAskChange,
  usePickSlot,
  useProposeSlots,
  useWithdrawRequest,
} from './arrange-api.js';

const tall = { root: { minHeight: 44 } };
/** A proposed time that has begun can no longer be picked. */
const slotPassed = (at: string) => Date.parse(at) <= Date.now();
/** A proposed time names its court: the whole of it shows, on two lines when a phone needs them. */
const slotStyles = {
  root: { minHeight: 44, height: 'auto', paddingBlock: 8 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center', lineHeight: 1.3 },
} as const;

/**
 * Arranging an open match with the opponent: how to reach them (phone, WhatsApp, e-mail), the
 * slots proposed and agreed, postponing and cancelling together.
 */
export function ArrangePanel({ matchId }: { matchId: string }) {
  const arrangement = useArrangement(matchId);
  // A match closed meanwhile (its card is about to leave the open list) has nothing to arrange.
  return (
    <QueryState query={arrangement}>
      {(a) => (a.status === 'planlanmış' ? <Arrangement a={a} /> : null)}
    </QueryState>
  );
}

type Form = 'slots' | 'postpone' | 'cancel' | null;

function Arrangement({ a }: { a: TArrangement }) {
  const [form, setForm] = useState<Form>(null);
  // The form closed (sent or 'Vazgeç'): the focus goes back to the button that opened it.
  const openedBy = useRef<Exclude<Form, null> | null>(null);
  const slotsButton = useRef<HTMLButtonElement>(null);
  const postponeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const open = (kind: Exclude<Form, null>) => {
    openedBy.current = kind;
    setForm(kind);
  };
  // A postponement or cancellation sent takes its button away while it waits: the focus goes to
  // 'Zaman öner', which stays, rather than to a button about to leave.
  const closeAsk = () => {
    openedBy.current = 'slots';
    setForm(null);
  };
  useEffect(() => {
    if (form !== null || openedBy.current === null) return;
    const opener = { slots: slotsButton, postpone: postponeButton, cancel: cancelButton }[openedBy.current];
    openedBy.current = null;
    (opener.current ?? slotsButton.current)?.focus();
  }, [form]);
  const fromOpponent = a.pending.filter((r) => !r.mine);
  const mine = a.pending.filter((r) => r.mine);
  // One request of each kind waits at a time, whoever asked: while one waits, its button is not offered.
  const waits = (kind: TMatchRequest['kind']) => a.pending.some((r) => r.kind === kind);
  const canPostpone = !a.postponedAt && !waits('postpone');
  const canCancel = !waits('cancel');
  // Past the play deadline a time can no longer be agreed (the server refuses it): the score, or a
  // postponement, is what is left.
  const pastDeadline = a.dueAt !== null && Date.parse(a.dueAt) <= Date.now();
  return (
    <Stack gap="sm">
      <Contact a={a} />
      {a.postponedAt && a.originalDueAt && (
        <Text fz="sm" c="dimmed">
          Maç ertelendi (önceki son gün: {formatDateTime(a.originalDueAt)}).
        </Text>
      )}
      {fromOpponent.map((r) => (
        <OpponentRequest key={r.id} matchId={a.matchId} request={r} opponent={a.opponent.name} />
      ))}
      {mine.map((r) => (
        <OwnRequest key={r.id} matchId={a.matchId} request={r} />
      ))}
      {form === null && (
        <Stack gap="xs">
          {pastDeadline ? (
            <Text fz="sm">
              Maçın son oynama zamanı geçti; artık zaman önerilemez. Maç oynandıysa skoru girin; oynanmadıysa
              erteleme isteyebilir ya da lig yönetiminin kararını bekleyebilirsiniz.
            </Text>
          ) : (
            <Button ref={slotsButton} styles={tall} variant="light" onClick={() => open('slots')}>
              {a.slot ? 'Zamanı değiştir' : 'Zaman öner'}
            </Button>
          )}
          {(canPostpone || canCancel) && (
            <Group gap="xs" grow>
              {canPostpone && (
                <Button ref={postponeButton} styles={tall} variant="default" onClick={() => open('postpone')}>
                  Ertele
                </Button>
              )}
              {canCancel && (
                <Button
                  ref={cancelButton}
                  styles={tall}
                  variant="default"
                  c="red.8"
                  onClick={() => open('cancel')}
                >
                  İptal iste
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
      {form === 'slots' && <SlotsForm matchId={a.matchId} dueAt={a.dueAt} onClose={() => setForm(null)} />}
      {form === 'postpone' && (
        <AskForm
          matchId={a.matchId}
          kind="postpone"
          maxDays={a.maxDaysToPlay}
          onClose={() => setForm(null)}
          onSent={closeAsk}
        />
      )}
      {form === 'cancel' && (
        <AskForm
          matchId={a.matchId}
          kind="cancel"
          maxDays={0}
          onClose={() => setForm(null)}
          onSent={closeAsk}
        />
      )}
    </Stack>
  );
}

function Contact({ a }: { a: TArrangement }) {
  const o = a.opponent;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Rakibinize ulaşın">
      <Text fz="sm" fw={600} mb={6}>
        Rakibinize ulaşın
      </Text>
      <Group gap="xs" grow>
        {o.telUrl && (
          <Button component="a" href={o.telUrl} styles={tall} variant="light" aria-label={`Ara: ${o.phone}`}>
            Ara
          </Button>
        )}
        {o.whatsappUrl && (
          <Button
            component="a"
            href={o.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            styles={tall}
            variant="light"
            color="teal"
          >
            WhatsApp
          </Button>
        )}
      </Group>
      <Stack gap={2} mt={6}>
        {o.phone && <Text fz="sm">Telefon: {o.phone}</Text>}
        {o.email && (
          <Text fz="sm">
            E-posta: {/* A finger's tap target: 44 px tall, the text centred on the line. */}
            <Anchor
              href={mailtoHref(o.email)}
              fz="sm"
              mih={44}
              display="inline-flex"
              style={{ alignItems: 'center', verticalAlign: 'middle', overflowWrap: 'anywhere' }}
            >
              {o.email}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A request of the player's own, waiting for the opponent: it can be taken back until answered. */
function OwnRequest({ matchId, request }: { matchId: string; request: TMatchRequest }) {
  const withdraw = useWithdrawRequest(matchId);
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
        <Text fz="sm" c="dimmed">
          {request.kind === 'slots'
            ? request.slots.every((s) => slotPassed(s.at))
              ? 'Önerdiğiniz zamanların hepsi geçti; rakibiniz artık bunlardan birini seçemez.'
              : `Önerdiğiniz zamanlar (${request.slots.map((s) => formatSlot(s.at, s.place)).join('; ')}) rakibinizin yanıtını bekliyor.`
            : request.kind === 'postpone'
              ? `${request.days} gün erteleme isteğiniz rakibinizin yanıtını bekliyor.`
              : 'İptal isteğiniz rakibinizin yanıtını bekliyor.'}
        </Text>
        <Button
          styles={tall}
          variant="subtle"
          style={{ flexShrink: 0 }}
          aria-label={`${messages.arrange.withdrawButton}: ${MATCH_REQUEST_KIND_LABELS[request.kind]}`}
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(request.id)}
        >
          {messages.arrange.withdrawButton}
        </Button>
      </Group>
      {withdraw.error && <ErrorAlert error={withdraw.error} />}
    </Stack>
  );
}

function OpponentRequest({
  matchId,
  request,
  opponent,
}: {
  matchId: string;
  request: TMatchRequest;
  opponent: string;
}) {
  const pick = usePickSlot(matchId);
  const answer = useAnswerRequest(matchId);
  const [confirming, setConfirming] = useState(false);
  // The slot tapped, asked about before the match is fixed to it: a tap while scrolling is no choice.
  const [chosen, setChosen] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const chosenSlot = request.kind === 'slots' && chosen !== null ? request.slots[chosen] : undefined;
  const error = pick.error ?? answer.error;
  const reply = (accept: boolean) => answer.mutate({ requestId: request.id, body: { accept } });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={`${opponent} oyuncusunun isteği`}>
      <Stack gap="xs">
        {request.kind === 'slots' && request.slots.every((s) => slotPassed(s.at)) && (
          <Text fz="sm">{`${opponent} oyuncusunun önerdiği zamanların hepsi geçti.`}</Text>
        )}
        {request.kind === 'slots' && !request.slots.every((s) => slotPassed(s.at)) && (
          <>
            <Text fz="sm">{opponent} şu zamanları önerdi. Uygun olanı seçiniz:</Text>
            {/* A time gone by stays in view, marked, but can no longer be picked. */}
            {request.slots.map((s, i) => (
              <Button
                key={s.at}
                styles={slotStyles}
                variant="outline"
                loading={pick.isPending}
                disabled={slotPassed(s.at)}
                onClick={() => {
                  setChosen(i);
                  setAsking(true);
                }}
              >
                {formatSlot(s.at, s.place)}
                {slotPassed(s.at) && ' (geçti)'}
              </Button>
            ))}
            <Text fz="xs" c="dimmed">
              Hiçbiri uymuyorsa aşağıdan başka zaman önerebilirsiniz.
            </Text>
          </>
        )}
        {request.kind !== 'slots' && (
          <>
            <Text fz="sm">
              {request.kind === 'postpone'
                ? `${opponent} maçın son gününü ${request.days} gün ertelemek istiyor.`
                : `${opponent} maçı karşılıklı olarak iptal etmek istiyor.`}
              {request.reason && ` Gerekçe: ${request.reason}`}
            </Text>
            <Group grow gap="xs">
              <Button
                styles={tall}
                color={request.kind === 'cancel' ? 'red' : 'teal'}
                loading={answer.isPending}
                onClick={() => (request.kind === 'cancel' ? setConfirming(true) : reply(true))}
              >
                Onayla
              </Button>
              <Button styles={tall} variant="default" loading={answer.isPending} onClick={() => reply(false)}>
                Reddet
              </Button>
            </Group>
          </>
        )}
        <ErrorAlert error={error} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Maçı iptal et"
        confirmLabel="Evet, iptal et"
        cancelLabel="Vazgeç"
        color="red"
        loading={answer.isPending}
        onConfirm={() => {
          setConfirming(false);
          reply(true);
        }}
      >
        Maç ikinizin onayıyla iptal edilecek ve sıralama değişmeyecek. Emin misiniz?
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title="Bu zamanı seçiyorsunuz"
        confirmLabel="Evet, bu zamanı seç"
        cancelLabel="Vazgeç"
        loading={pick.isPending}
        onConfirm={() => {
          setAsking(false);
          if (chosen !== null) pick.mutate({ requestId: request.id, slot: chosen });
        }}
      >
        {chosenSlot &&
          `Maçınız ${formatSlot(chosenSlot.at, chosenSlot.place)} için planlanacak ve ${opponent} bilgilendirilecek.`}
      </ConfirmDialog>
    </Paper>
  );
}

const emptySlot = (): { date: string; time: string; place: string } => ({ date: '', time: '', place: '' });
type SlotField = 'date' | 'time' | 'place';
const SLOT_FIELDS: SlotField[] = ['date', 'time', 'place'];

/** Each unfilled field of the proposed times, keyed `<row>.<field>`, in the order they show. */
function slotErrors(rows: { date: string; time: string; place: string }[]): Record<string, string> {
  const m = messages.arrange;
  const required: Record<SlotField, string> = {
    date: m.dateRequired,
    time: m.timeRequired,
    place: m.placeRequired,
  };
  const errors: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const field of SLOT_FIELDS) if (!row[field].trim()) errors[`${i}.${field}`] = required[field];
  });
  return errors;
}

function SlotsForm({
  matchId,
  dueAt,
  onClose,
}: {
  matchId: string;
  dueAt: string | null;
  onClose: () => void;
}) {
  // The phone's date picker offers only the days a time may fall on: from today to the last day
  // there is time to play on before the deadline (the evening before one in the night's first hours).
  const dayRange = slotDayRange(dueAt ? new Date(dueAt) : null, new Date());
  const [rows, setRows] = useState([emptySlot()]);
  // The app's own Turkish messages under each field, not the browser's bubbles in its own language.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const idBase = useId();
  const idOf = (i: number, field: SlotField) => `${idBase}-${i}-${field}`;
  const propose = useProposeSlots(matchId);
  const self = useFocusOnMount<HTMLFormElement>();
  const set = (i: number, key: SlotField, value: string) => {
    setRows((r) => r.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
    setErrors(({ [`${i}.${key}`]: _fixed, ...rest }) => rest);
  };
  const slots: TSlotInput[] = rows.map((r) => ({ start: `${r.date}T${r.time}`, place: r.place }));
  // An added time taken away again: the rows after it move up, with their messages, and the focus
  // goes to the time before it.
  const remove = (i: number) => {
    flushSync(() => {
      setRows((r) => r.filter((_, j) => j !== i));
      setErrors((all) =>
        Object.fromEntries(
          Object.entries(all).flatMap(([key, text]) => {
            const [row, field] = key.split('.');
            const j = Number(row);
            return j === i ? [] : [[`${j > i ? j - 1 : j}.${field}`, text]];
          }),
        ),
      );
    });
    document.getElementById(idOf(i - 1, 'date'))?.focus();
  };
  const fieldProps = (i: number, field: SlotField) => ({
    id: idOf(i, field),
    withAsterisk: true,
    value: rows[i][field],
    error: errors[`${i}.${field}`],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(i, field, e.currentTarget.value),
  });
  return (
    <Paper
      ref={self}
      tabIndex={-1}
      withBorder
      p="sm"
      radius="md"
      component="form"
      noValidate
      aria-label="Zaman öner"
      onSubmit={(e) => {
        e.preventDefault();
        const found = slotErrors(rows);
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) {
          const [row, field] = first.split('.');
          document.getElementById(idOf(Number(row), field as SlotField))?.focus();
          return;
        }
        propose.mutate(
          { slots },
          {
            onSuccess: onClose,
          },
        );
      }}
    >
      <Stack gap="sm">
        {rows.map((_row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
          <Stack key={i} gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={600}>
                {i + 1}. zaman
              </Text>
              {/* The first time is the proposal itself; an added one may be taken away again. */}
              {i > 0 && (
                <Button
                  styles={tall}
                  variant="subtle"
                  color="red"
                  aria-label={`${i + 1}. zamanı kaldır`}
                  onClick={() => remove(i)}
                >
                  Kaldır
                </Button>
              )}
            </Group>
            <Group grow gap="xs" align="flex-start">
              <TextInput type="date" label="Tarih" {...dayRange} {...fieldProps(i, 'date')} />
              <TextInput type="time" label="Saat" {...fieldProps(i, 'time')} />
            </Group>
            <TextInput
              label="Yer / kort"
              maxLength={100}
              placeholder="Örn. Dicle Kortları, 2. kort"
              {...fieldProps(i, 'place')}
            />
          </Stack>
        ))}
        {rows.length < MAX_SLOTS && (
          <Button
            styles={tall}
            variant="subtle"
            onClick={() => {
              // The new row's first field takes the focus, in view, where the next thing is typed
              // (the button moves down, or goes with the last row).
              flushSync(() =>
                setRows((r) => [...r, { ...emptySlot(), place: r[r.length - 1]?.place ?? '' }]),
              );
              document.getElementById(idOf(rows.length, 'date'))?.focus();
            }}
          >
            Başka zaman ekle
          </Button>
        )}
        <ErrorAlert error={propose.error} />
        <DialogButtons
          grow
          confirmLabel="Gönder"
          cancelLabel="Vazgeç"
          onCancel={onClose}
          loading={propose.isPending}
        />
      </Stack>
    </Paper>
  );
}

function AskForm({
  matchId,
  kind,
  maxDays,
  onClose,
  onSent,
}: {
  matchId: string;
  kind: 'postpone' | 'cancel';
  maxDays: number;
  onClose: () => void;
  onSent: () => void;
}) {
  const [days, setDays] = useState<number | string>(Math.min(2, maxDays) || 1);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ask = useAskChange(matchId);
  const self = useFocusOnMount<HTMLElement>();
  const daysInput = useRef<HTMLInputElement>(null);
  // The number typed is checked as typed (0 is not read as 1): a wrong one is named, and nothing is
  // sent. The focus goes to the field, so a screen reader reads its error with it (as 'Zaman öner'
  // does with its first wrong field).
  const daysOk = () => {
    const ok = kind !== 'postpone' || (typeof days === 'number' && postponeDaysValid(days, maxDays));
    // Drawn before the focus moves, so the field is read with its error.
    flushSync(() => setDaysError(ok ? null : messages.arrange.postponeDays(maxDays)));
    if (!ok) daysInput.current?.focus();
    return ok;
  };
  const send = () =>
    ask.mutate(
      { kind, days: kind === 'postpone' ? Number(days) : null, reason },
      {
        onSuccess: onSent,
      },
    );
  return (
    <Paper
      ref={self}
      tabIndex={-1}
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={kind === 'postpone' ? 'Erteleme isteği' : 'İptal isteği'}
    >
      <Stack gap="sm">
        <Text fz="sm">
          {kind === 'postpone'
            ? `Maçın son günü, rakibiniz onaylarsa bir kez ve en fazla ${maxDays} gün ertelenebilir.`
            : 'Rakibiniz onaylarsa maç iptal edilir; sıralama değişmez.'}
        </Text>
        {kind === 'postpone' && (
          <NumberInput
            ref={daysInput}
            label="Kaç gün?"
            min={1}
            max={maxDays}
            clampBehavior="none"
            value={days}
            onChange={(v) => {
              setDays(v);
              setDaysError(null);
            }}
            error={daysError}
            // Decimals and negatives stay as typed, so the check names them; they are not dropped unseen.
            inputMode="numeric"
          />
        )}
        <Textarea
          label="Gerekçe (isteğe bağlı)"
          placeholder={kind === 'postpone' ? 'Örn. yağmur, sakatlık' : undefined}
          maxLength={300}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <ErrorAlert error={ask.error} />
        <Group grow gap="xs">
          <Button styles={tall} variant="default" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            styles={tall}
            color={kind === 'cancel' ? 'red' : undefined}
            loading={ask.isPending}
            onClick={() => (kind === 'cancel' ? setConfirming(true) : daysOk() && send())}
          >
            {kind === 'postpone' ? 'Erteleme iste' : 'İptal iste'}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="İptal isteği"
        confirmLabel="Evet, gönder"
        cancelLabel="Vazgeç"
        color="red"
        onConfirm={() => {
          setConfirming(false);
          send();
        }}
      >
        Rakibinize maçı iptal etme isteği gönderilecek. Emin misiniz?
      </ConfirmDialog>
    </Paper>
  );
}
