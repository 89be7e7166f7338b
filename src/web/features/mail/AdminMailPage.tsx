import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { LazyModal } from '../../components/LazyModal.js';
import { useFocusOnChange } from '../../lib/focus-on-change.js';
import { useSearchParams } from '../../lib/router.js';
import {
  fetchLeagueRecipients,
  SendEmailFailed,
  useMailLeagues,
  useMailUsers,
  useReminderSchedule,
  useRunReminders,
  useSendEmail,
} from './api.js';
import { OutboxPanel } from './OutboxPanel.js';

/** /adm-mail (admin): send mail to one user or a whole league, run the reminder check, see the outbox. */
export default function AdminMailPage() {
  // ?sekme=kuyruk (the staff home's failed-mail link) opens the outbox.
  const [params] = useSearchParams();
  return (
    <Stack maw={900} mx="auto" w="100%">
      <Title order={1} fz="h2">
        E-posta Gönder
      </Title>
      <Tabs defaultValue={params.get('sekme') === 'kuyruk' ? 'outbox' : 'send'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="send">E-posta</Tabs.Tab>
          <Tabs.Tab value="outbox">Gönderim Kuyruğu</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="send" pt="md">
          <Stack>
            <SendMailForm />
            <ReminderPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type Outcome = { color: 'teal' | 'red'; title: string; text?: string } | null;

function SendMailForm() {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [mode, setMode] = useState<'single' | 'league'>('single');
  const [recipient, setRecipient] = useState<string | null>(null);
  const [leagueId, setLeagueId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [alsoNotify, setAlsoNotify] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A sent mail clears the form, so 'Gönder' stays disabled and its focus would fall to the page's
  // start: the outcome takes it, and a screen reader reads it out.
  const outcomeRef = useFocusOnChange<HTMLDivElement>(outcome);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const users = useMailUsers(q);
  const recipients = useQuery({
    queryKey: ['mail', 'recipients', leagueId],
    queryFn: () => fetchLeagueRecipients(leagueId!),
    enabled: mode === 'league' && leagueId !== null,
    staleTime: 0,
  });
  const leagueCount = recipients.data?.emails.length;
  const leagues = useMailLeagues();
  const send = useSendEmail();

  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: u.email,
    label: `${u.name} – ${u.email}`,
  }));
  if (recipient && !userOptions.some((o) => o.value === recipient))
    userOptions.unshift({ value: recipient, label: recipient });
  const leagueOptions = (leagues.data?.items ?? []).map((l) => ({
    value: l.id,
    label: `${l.name} (${l.participants} katılımcı)${l.isActive ? '' : ' – pasif'}`,
  }));
  const chosen = mode === 'single' ? recipient !== null : leagueId !== null && (leagueCount ?? 0) > 0;
  const canSend = subject.trim() !== '' && text.trim() !== '' && chosen;

  /** Reads the recipients afresh; more than one asks for confirmation before anything is sent. */
  const onSend = async () => {
    setOutcome(null);
    let to: string[];
    if (mode === 'single') {
      if (!recipient) return setOutcome({ color: 'red', title: messages.mail.pickRecipient });
      to = [recipient];
    } else {
      if (!leagueId) return setOutcome({ color: 'red', title: messages.mail.pickLeague });
      setBusy(true);
      try {
        to = (
          await queryClient.fetchQuery({
            queryKey: ['mail', 'recipients', leagueId],
            queryFn: () => fetchLeagueRecipients(leagueId),
            staleTime: 0,
          })
        ).emails;
      } catch {
        setBusy(false);
        return setOutcome({ color: 'red', title: messages.mail.error });
      }
      setBusy(false);
      if (to.length === 0) return setOutcome({ color: 'red', title: messages.mail.noRecipients });
    }
    if (to.length > 1) return setConfirming(to);
    deliver(to);
  };

  const deliver = (to: string[]) => {
    setConfirming(null);
    send.mutate(
      {
        to,
        subject,
        text,
        notify: alsoNotify,
        leagueId: mode === 'league' && leagueId ? leagueId : undefined,
      },
      {
        onSuccess: (res) => {
          setOutcome({
            color: 'teal',
            title: messages.mail.success,
            text: res.queued > 1 ? `${res.queued} alıcıya ayrı ayrı gönderildi.` : undefined,
          });
          setSubject('');
          setText('');
        },
        onError: (error) =>
          setOutcome(
            error instanceof SendEmailFailed
              ? { color: 'red', title: messages.mail.failed, text: error.reason }
              : { color: 'red', title: messages.mail.error },
          ),
      },
    );
  };

  return (
    <Paper withBorder p="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) void onSend();
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label="Konu"
            required
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Radio.Group
            label="Alıcı türü"
            value={mode}
            onChange={(v) => {
              setMode(v as 'single' | 'league');
              setOutcome(null);
            }}
          >
            <Group mt={6}>
              <Radio value="single" label="Tek kullanıcı" />
              <Radio value="league" label="Lig e-postası (tüm katılımcılar)" />
            </Group>
          </Radio.Group>
          {mode === 'single' ? (
            <Select
              label="Alıcı"
              required
              placeholder="Ad, soyad veya e-posta yazın"
              searchable
              clearable
              data={userOptions}
              value={recipient}
              onChange={setRecipient}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              nothingFoundMessage={
                users.isFetching
                  ? 'Aranıyor...'
                  : users.isError
                    ? messages.common.searchFailed
                    : 'Kullanıcı bulunamadı'
              }
            />
          ) : (
            <Select
              label="Lig"
              required
              placeholder="Lig seçiniz"
              data={leagueOptions}
              value={leagueId}
              onChange={setLeagueId}
              nothingFoundMessage={leagues.isError ? messages.mail.leaguesFailed : 'Lig bulunamadı'}
              error={leagues.isError ? messages.mail.leaguesFailed : undefined}
              description={
                leagueId === null
                  ? 'Göndermek için e-postanın gideceği ligi seçiniz.'
                  : recipients.isPending
                    ? 'Alıcılar sayılıyor…'
                    : recipients.isError
                      ? messages.mail.error
                      : leagueCount === 0
                        ? messages.mail.noRecipients
                        : `Bu e-posta ${leagueCount} alıcıya ayrı ayrı gönderilecek.`
              }
            />
          )}
          <Textarea
            label="Mesaj"
            required
            autosize
            minRows={5}
            maxRows={14}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Checkbox
            label="Alıcılara site içi bildirim olarak da gönder"
            checked={alsoNotify}
            onChange={(e) => setAlsoNotify(e.currentTarget.checked)}
          />
          {outcome && (
            <Alert
              ref={outcomeRef}
              tabIndex={-1}
              color={outcome.color}
              title={outcome.title}
              role={outcome.color === 'red' ? 'alert' : 'status'}
            >
              {outcome.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!canSend} loading={busy || send.isPending}>
              Gönder
            </Button>
          </Group>
        </Stack>
      </form>
      <LazyModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="E-postayı gönder"
        closeButtonProps={{ 'aria-label': messages.common.close }}
        centered
      >
        <Stack>
          <Text>
            “{subject}” konulu e-posta {confirming?.length} alıcıya ayrı ayrı gönderilecek. Gönderilsin mi?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Vazgeç
            </Button>
            <Button onClick={() => confirming && deliver(confirming)}>
              {confirming?.length} Alıcıya Gönder
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Paper>
  );
}

function ReminderPanel() {
  const run = useRunReminders();
  const r = run.data;
  const every = useReminderSchedule().data?.intervalMinutes;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Teklif Hatırlatmaları
        </Title>
        <Text size="sm" c="gray.7">
          Süresi dolan teklifleri kapatır ve yanıt süresinin yarısı geçen teklifler için rakibe hatırlatma
          gönderir. Aynı çalıştırmada 48 saattir yanıtlanmayan sonuçları kesinleştirir, kararlaştırılan maçlar
          için oyunculara hatırlatma gönderir ve oynanma süresi geçen maçları işler.
          {every === 0 && ' Bu sunucuda kontrol kendiliğinden çalışmaz; yalnızca bu düğmeyle çalışır.'}
          {!!every && ` Kontrol her ${every} dakikada bir kendiliğinden de çalışır.`}
        </Text>
        <Group>
          <Button variant="light" loading={run.isPending} onClick={() => run.mutate()}>
            Hatırlatma Kontrolünü Çalıştır
          </Button>
        </Group>
        {run.isError && (
          <Alert color="red" role="alert">
            {messages.reminders.failed}
          </Alert>
        )}
        {r && (
          <Stack gap="xs" role="status" aria-label="Hatırlatma sonucu">
            {!r.inWindow && <Alert color="yellow">{messages.reminders.outsideWindow}</Alert>}
            {r.busy && <Alert color="yellow">{messages.reminders.busy}</Alert>}
            {/* A run outside the hours, or one another run held off, counted nothing: its zeros would read
                as "no pending offers", so only a real run shows counts. */}
            {r.inWindow && !r.busy && (
              <SimpleGrid cols={3}>
                <Count label="Bekleyen teklif" value={r.pending} />
                <Count label="Süresi dolan" value={r.expired} />
                <Count label="Hatırlatma" value={r.reminders} />
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" ta="center">
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </Paper>
  );
}
