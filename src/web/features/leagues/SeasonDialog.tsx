import { Alert, Button, Divider, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { eventDateRangeMessage, latestEventDate } from '../../../shared/contract/common.js';
import type { TLeagueListItem } from '../../../shared/contract/leagues.js';
import { SEASON_NAME_MAX } from '../../../shared/contract/seasons.js';
import type { SeasonResetRule } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import {
  defaultSeasonEnd,
  defaultSeasonName,
  nextSeasonLadder,
  sameSeasonName,
} from '../../../shared/rules/season.js';
import { editMovesOwnRank } from '../../../shared/rules/staff-conflict.js';
import { formatDate, istanbulToday } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { Modal } from '../../components/Modal.js';
import { useLeagueSeasons } from '../../components/season-api.js';
import { notify } from '../../lib/notify.js';
import { useMe } from '../../lib/session.js';
import { useParticipants } from './api.js';
import { exportUrl, useCloseSeason } from './season-api.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.seasons;

/** A download link styled as a button, 44 px tall for a thumb. */
function Download({ href, children, label }: { href: string; children: string; label?: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="light"
      mih={44}
      justify="flex-start"
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/**
 * A league's season for its staff: the CSV downloads (ladder, players, this season's and each past
 * season's results) and closing the season, which asks again before it acts.
 */
export function SeasonDialog({ league, onClose }: { league: TLeagueListItem | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.common.close }}
      opened={league !== null}
      onClose={onClose}
      title={league ? `Sezon: ${league.name}` : 'Sezon'}
      size="lg"
      fullScreen={phone}
    >
      {league && <SeasonBody key={league.id} league={league} onClosed={onClose} />}
    </Modal>
  );
}

function SeasonBody({ league, onClosed }: { league: TLeagueListItem; onClosed: () => void }) {
  const today = istanbulToday();
  const seasons = useLeagueSeasons(league.id);
  const close = useCloseSeason(league.id);
  const [name, setName] = useState(defaultSeasonName(today));
  const [rule, setRule] = useState<SeasonResetRule>('keep');
  const [endDate, setEndDate] = useState(defaultSeasonEnd(league, today, latestEventDate()));
  const [confirming, setConfirming] = useState(false);
  // A moderator who plays here leaves a reset that would move their own rank to another moderator
  // or an admin (the server refuses it): the option says so instead of being offered.
  const me = useMe().data;
  const ladder = useParticipants(league.id).data ?? [];
  const reset = nextSeasonLadder(ladder, 'alphabetical');
  const ownReset =
    me && editMovesOwnRank(me, ladder, reset)
      ? {
          from: ladder.find((r) => r.userId === me.id)?.rank ?? 0,
          to: reset.find((r) => r.userId === me.id)?.rank ?? 0,
        }
      : null;
  // A name the league's closed seasons already have (the default one, closing twice a year) is
  // refused by the server; the field says so before the question is asked.
  const nameTaken = (seasons.data ?? []).some((s) => sameSeasonName(s.name, name));
  // The server refuses these; saying so here spares filling in the form for nothing.
  // The field's min and max only guide the date picker; a date typed past them is refused here, in
  // the server's words, before the question is asked.
  const endError = !endDate
    ? null
    : endDate < today
      ? m.endBeforeToday
      : endDate > latestEventDate()
        ? eventDateRangeMessage()
        : null;
  const cannotClose =
    league.startDate > today ? m.notStarted : league.startDate === today ? m.startedToday : null;

  const submit = () =>
    close.mutate(
      { name: name.trim(), resetRule: rule, newEndDate: endDate },
      {
        onSuccess: (r) => {
          notify({ color: 'teal', message: m.closed(r.season.name) });
          setConfirming(false);
          onClosed();
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="season-downloads">
        <Title order={3} fz="h5" id="season-downloads">
          Dışa aktar (CSV)
        </Title>
        <Text size="sm" c="dimmed">
          Dosyalar Excel'de Türkçe karakterlerle açılır.
        </Text>
        <Download href={exportUrl.ladder(league.id)}>Sıralamayı indir</Download>
        <Download href={exportUrl.players(league.id)}>Oyuncu listesini indir</Download>
        <Download href={exportUrl.results(league.id)}>Bu sezonun sonuçlarını indir</Download>
        {(seasons.data ?? []).map((s) => (
          <Download key={s.id} href={exportUrl.results(league.id, s.id)}>
            {`${s.name} sonuçlarını indir`}
          </Download>
        ))}
        {/* Without the list the past seasons' files are missing: say so rather than show fewer. */}
        {seasons.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{m.loadError}</Text>
              <Button
                variant="default"
                mih={44}
                loading={seasons.isFetching}
                onClick={() => void seasons.refetch()}
              >
                {messages.app.retry}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="season-close">
        <Title order={3} fz="h5" id="season-close">
          Sezonu kapat
        </Title>
        <Text size="sm">
          Son sıralama ve sezonun sonuçlanmış maçları bu adla arşivlenir; oyuncular ve misafirler geçmiş
          sezonu görmeye devam eder. Bekleyen maç teklifleri iptal edilir ve oyunculara bildirilir; henüz
          oynanmamış, sonucu onay bekleyen ya da itiraz edilmiş maçlar ve süren mazeretler yeni sezonda sürer.
          Yeni sezon aynı lig ayarlarıyla bugün başlar.
        </Text>
        <TextInput
          label="Sezonun adı"
          required
          maxLength={SEASON_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameTaken ? m.nameTaken : undefined}
          size="md"
        />
        <Radio.Group
          label="Yeni sezonun sıralaması"
          value={rule}
          onChange={(v) => setRule(v as SeasonResetRule)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="keep"
              label={m.resetRule.keep}
              description="Oyuncular sezonu bitirdikleri sırayla başlar."
            />
            <Radio
              value="alphabetical"
              label={m.resetRule.alphabetical}
              disabled={ownReset !== null}
              description={
                ownReset
                  ? m.ownRankNote(ownReset.from, ownReset.to)
                  : 'Yeni bir dönem gibi: kazanılmış sıra yoktur, oyuncular soyadına göre sıralanır.'
              }
            />
          </Stack>
        </Radio.Group>
        <TextInput
          type="date"
          label="Yeni sezonun bitiş tarihi"
          required
          min={today}
          max={latestEventDate()}
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={endError}
          size="md"
        />
        {cannotClose && (
          <Alert color="yellow" role="status">
            {cannotClose}
          </Alert>
        )}
        <ErrorAlert error={close.error} fallback={messages.common.genericError} />
        <Button
          color="red"
          mih={44}
          onClick={() => setConfirming(true)}
          disabled={!name.trim() || nameTaken || !endDate || endError !== null || cannotClose !== null}
        >
          Sezonu kapat
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Sezonu Kapat"
        confirmLabel="Sezonu kapat"
        color="red"
        loading={close.isPending}
        onConfirm={submit}
      >
        {m.closeQuestion(league.name, name.trim(), rule, formatDate(endDate))}
      </ConfirmDialog>
    </Stack>
  );
}
