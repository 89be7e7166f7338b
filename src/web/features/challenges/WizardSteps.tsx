import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TCandidate, TOffer, TOffersOverview } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { daysInWords, respondByFor } from '../../../shared/rules/deadlines.js';
import { offerWindow, withinWindow } from '../../../shared/rules/eligibility.js';
import { formatExcusePeriod, isExcuseUpcoming } from '../../../shared/rules/excuses.js';
import { formatDateTime } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { CandidateRow } from './CandidateRow.js';
import { LeagueRules } from './LeagueRules.js';
import { excuseRemaining } from './labels.js';
import { SentOffers } from './OfferTabs.js';
import { TermsCheckbox } from './TermsCheckbox.js';

const _m = messages.offers;

/**
 * Step 0: offers waiting for the player's answer first, else their own pending offers, which they
 * may cancel after confirming (the same list as /match_rew's "Gönderilen").
 */
export function CurrentOffersStep({ data, onNext }: { data: TOffersOverview; onNext: () => void }) {
  return (
    <Stack>
      {data.received.length > 0 ? (
        <Alert color="yellow">
          <Stack gap="xs" align="flex-start">
            <Text fw={700}>Yanıt bekleyen teklifleriniz var</Text>
            <Text size="sm">
              {data.received.length} oyuncu size maç teklif etti. Lütfen önce bu tekliflere yanıt verin.
            </Text>
            <Button component={Link} to={paths.matchReview} size="xs">
              Teklife Git
            </Button>
          </Stack>
        </Alert>
      ) : data.sent.length > 0 ? (
        <Stack gap="xs">
          <Text fw={500}>Gönderdiğiniz bekleyen teklifler</Text>
          <SentOffers offers={data.sent} />
        </Stack>
      ) : (
        <Text c="gray.7">Henüz gönderilmiş bir teklifiniz yok.</Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onNext}>Yeni Maç Teklifi Oluştur</Button>
      </Group>
    </Stack>
  );
}

/** Step 2: the player's own active excuse blocks; other players' excuses with the days left. */
export function ExcuseStep({
  data,
  onBack,
  onNext,
}: {
  data: TOffersOverview;
  onBack: () => void;
  onNext: () => void;
}) {
  const own = data.myActiveExcuse;
  return (
    <Stack>
      {own ? (
        <Alert color="red" role="alert" title="Mazeretiniz var">
          {messages.excuse.ownActive(formatExcusePeriod(own))}
        </Alert>
      ) : (
        <Alert color="teal">Aktif bir mazeretiniz yok; devam edebilirsiniz.</Alert>
      )}
      <Text fw={500}>Diğer oyuncuların mazeretleri</Text>
      {data.excuses.length === 0 ? (
        <EmptyState>Mazeretli oyuncu yok.</EmptyState>
      ) : (
        <Stack gap="xs" role="list" aria-label="Diğer oyuncuların mazeretleri">
          {data.excuses.map((e) => (
            <Paper key={`${e.userId}-${e.startDate}`} withBorder p="sm" role="listitem">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <Text fw={500}>{e.name}</Text>
                  <Text size="sm" c="gray.7">
                    {e.excuseType} · {formatExcusePeriod(e)}
                  </Text>
                </Stack>
                <Text size="sm" fw={600} c={e.active ? 'orange.9' : 'gray.7'}>
                  {isExcuseUpcoming(e, data.today) ? 'Başlamadı' : excuseRemaining(e.endDate, data.today)}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {messages.common.back}
        </Button>
        <Button onClick={onNext} disabled={!!own}>
          Devam
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 3: the opponents the wizard's window allows, with why the others cannot be offered. */
export function OpponentStep({
  data,
  onBack,
  onPick,
}: {
  data: TOffersOverview;
  onBack: () => void;
  onPick: (c: TCandidate) => void;
}) {
  // The wizard's window (1–3 ranks above up to rank 10, 1–5 after) out of the dashboard's list.
  const candidates = withinWindow('wizard', data.myRank, data.dashboardCandidates);
  return (
    <Stack>
      <Text size="sm" c="gray.7">
        Sıralamanız: {data.myRank}. {data.myRank ? `1–${offerWindow('wizard', data.myRank)}` : '1–5'} sıra
        üstünüzdeki oyunculara teklif gönderebilirsiniz.
      </Text>
      {data.myRank === 1 ? (
        <Alert color="teal">{messages.dashboard.alreadyFirst}</Alert>
      ) : candidates.length === 0 ? (
        <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
      ) : (
        <Stack gap="xs" role="list" aria-label="Teklif edilebilecek rakipler">
          {candidates.map((c) => (
            <CandidateRow key={c.userId} candidate={c} actionLabel="Seç" onPick={onPick} />
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          {messages.common.back}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Step 4: the rules, both deadlines and the terms checkbox; sending is guarded against repeats.
 * 'Teklifi Gönder' stays usable: tapped before the box is ticked, it sends nothing and the box says
 * why (TermsCheckbox); `onSend` runs only with the box ticked.
 */
export function ConfirmStep({
  data,
  opponent,
  sending,
  error,
  onBack,
  onSend,
}: {
  data: TOffersOverview;
  opponent: TCandidate;
  sending: boolean;
  error: string | null;
  onBack: () => void;
  onSend: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  // How often 'Teklifi Gönder' was tapped with the box unticked (TermsCheckbox).
  const [refused, setRefused] = useState(0);
  const league = data.league!;
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>
            Rakip: <b>{opponent.name}</b> ({opponent.rank}. sıra)
          </Text>
          <Text size="sm">
            Yanıt süresi: {league.maxDaysToRespond} gün (en geç{' '}
            {formatDateTime(respondByFor(new Date(), league.maxDaysToRespond))})
          </Text>
          <Text size="sm">
            Oynama süresi: teklif kabul edildikten sonra {daysInWords(league.maxDaysToPlay)} içinde
          </Text>
        </Stack>
      </Paper>
      <LeagueRules league={league} />
      <TermsCheckbox checked={agreed} onChange={setAgreed} refused={refused} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={sending}>
          {messages.common.back}
        </Button>
        <Button onClick={() => (agreed ? onSend() : setRefused((n) => n + 1))} loading={sending}>
          Teklifi Gönder
        </Button>
      </Group>
    </Stack>
  );
}

export function SentStep({ offer, notice }: { offer: TOffer; notice: string | null }) {
  return (
    <Stack>
      <Alert color="teal" title="Teklifiniz gönderildi">
        <Stack gap={2}>
          <Text size="sm">
            Rakip: <b>{offer.opponent.name}</b>
          </Text>
          <Text size="sm">Teklif zamanı: {formatDateTime(offer.createdAt)}</Text>
          <Text size="sm">Son yanıt zamanı: {formatDateTime(offer.respondBy)}</Text>
        </Stack>
      </Alert>
      {notice && <Alert color="yellow">{notice}</Alert>}
      <Group>
        <Button component={Link} to={paths.dashboard}>
          Ana Sayfaya Dön
        </Button>
      </Group>
    </Stack>
  );
}
