import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TOffer, TOfferResult } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { daysInWords, daysLeft, isPast } from '../../../shared/rules/deadlines.js';
import { formatDateTime } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { Link, useSearchParams } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { useAnswerOffer, useOffersOverview } from './api.js';
import { OfferHistory, SentOffers } from './OfferTabs.js';

const m = messages.offers;
const mo = messages.offerInbox;
type Answer = 'accept' | 'reject';
type Tab = 'incoming' | 'sent' | 'history';

/**
 * /match_rew: the player's offers in one place. "Gelen": incoming offers — list, evaluate, confirm,
 * result (spec §2); "Gönderilen": their own pending offers, to cancel; "Geçmiş": past offers with
 * their outcome. It opens on Gelen, or on Gönderilen when nothing waits for an answer but an offer
 * of theirs does.
 */
export default function OfferReviewPage() {
  const me = useSignedInUser();
  const overview = useOffersOverview();
  const [tab, setTab] = useState<Tab | null>(null);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('teklif');
  // Chosen once, when the offers first arrive: answering the last incoming offer keeps its result on Gelen.
  // An offer named in the address (a notification's 'Teklife Git') opens where it is now: to answer,
  // among the player's own pending offers, or, once answered, cancelled or expired, in the history.
  const data = overview.data;
  useEffect(() => {
    if (tab !== null || !data) return;
    if (selectedId && !data.received.some((o) => o.id === selectedId))
      setTab(data.sent.some((o) => o.id === selectedId) ? 'sent' : 'history');
    else setTab(data.received.length === 0 && data.sent.length > 0 ? 'sent' : 'incoming');
  }, [tab, data, selectedId]);
  const shown: Tab = tab ?? 'incoming';
  const sentCount = overview.data?.sent.length ?? 0;
  const receivedCount = overview.data?.received.length ?? 0;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [result, setResult] = useState<TOfferResult | null>(null);
  const respond = useAnswerOffer();
  const select = (id: string | null) => {
    setAnswer(null);
    respond.reset();
    setParams(id ? { teklif: id } : {});
  };

  return (
    <Stack maw={820} mx="auto">
      <Title order={1} fz="h2">
        {messages.titles.matchReview}
      </Title>
      {/* The three tabs share a phone's width: narrower sides keep 'Gönderilen (1)' on one line
          (they grow to fill the row, so a wider screen shows no difference). */}
      <Tabs
        value={shown}
        onChange={(v) => v && setTab(v as Tab)}
        keepMounted={false}
        styles={{ tab: { paddingInline: 6 } }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="incoming" mih={44}>
            {mo.incoming}
            {receivedCount > 0 && ` (${receivedCount})`}
          </Tabs.Tab>
          <Tabs.Tab value="sent" mih={44}>
            {mo.sent}
            {sentCount > 0 && ` (${sentCount})`}
          </Tabs.Tab>
          <Tabs.Tab value="history" mih={44}>
            {mo.history}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="incoming" pt="md">
          {incoming()}
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          <QueryState query={overview}>{(data) => <SentOffers offers={data.sent} />}</QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <OfferHistory userId={me.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );

  function incoming() {
    return result ? (
      <ResultStep
        result={result}
        onBack={() => {
          setResult(null);
          select(null);
        }}
      />
    ) : (
      <QueryState query={overview}>
        {(data) => {
          const offer = data.received.find((o) => o.id === selectedId);
          const now = new Date(data.now);
          if (!offer) return <OfferList offers={data.received} now={now} onReview={(o) => select(o.id)} />;
          if (!answer)
            return <EvaluateStep offer={offer} now={now} onBack={() => select(null)} onAnswer={setAnswer} />;
          return (
            <ConfirmAnswer
              offer={offer}
              answer={answer}
              busy={respond.isPending}
              error={respond.isError ? errorMessage(respond.error) : null}
              onBack={() => setAnswer(null)}
              onConfirm={() =>
                !respond.isPending &&
                respond.mutate({ offerId: offer.id, answer }, { onSuccess: (res) => setResult(res) })
              }
            />
          );
        }}
      </QueryState>
    );
  }
}

function OfferList({
  offers,
  now,
  onReview,
}: {
  offers: TOffer[];
  now: Date;
  onReview: (o: TOffer) => void;
}) {
  if (offers.length === 0) return <EmptyState>Yanıt bekleyen maç teklifiniz yok.</EmptyState>;
  return (
    <Stack gap="xs" role="list" aria-label="Gelen teklifler">
      {offers.map((o) => (
        <Paper key={o.id} withBorder p="sm" role="listitem">
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text fw={500}>{o.offerer.name}</Text>
              <Text size="sm" c="gray.7">
                {formatDateTime(o.createdAt)} · Sıralaması: {o.offerer.rank ?? '-'}
              </Text>
            </Stack>
            <Group gap="xs">
              {isPast(new Date(o.respondBy), now) && (
                <Badge color="dark" variant="outline">
                  {m.expiredText}
                </Badge>
              )}
              <Button
                size="xs"
                onClick={() => onReview(o)}
                aria-label={`${o.offerer.name} oyuncusunun teklifini incele`}
              >
                İncele
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function EvaluateStep({
  offer,
  now,
  onBack,
  onAnswer,
}: {
  offer: TOffer;
  now: Date;
  onBack: () => void;
  onAnswer: (a: Answer) => void;
}) {
  const expired = isPast(new Date(offer.respondBy), now);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack>
        <Title order={2} fz="h4">
          Teklifi Değerlendir
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Player label="Teklif Eden" name={offer.offerer.name} rank={offer.offerer.rank} />
          <Player label="Teklif Edilen (siz)" name={offer.opponent.name} rank={offer.opponent.rank} />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="sm">Teklif zamanı: {formatDateTime(offer.createdAt)}</Text>
          <Text size="sm">Geçerlilik süresi: {offer.validityDays} gün</Text>
          <Text size="sm">
            Kalan süre:{' '}
            {expired
              ? m.expiredText
              : `${daysLeft(new Date(offer.respondBy), now)} gün (son: ${formatDateTime(offer.respondBy)})`}
          </Text>
        </Stack>
        {expired && <Alert color="gray">{m.responseDeadlinePassed}</Alert>}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {messages.common.back}
          </Button>
          <Group gap="xs">
            <Button color="red" variant="light" onClick={() => onAnswer('reject')}>
              Reddet
            </Button>
            <Button onClick={() => onAnswer('accept')} disabled={expired}>
              Kabul Et
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function Player({ label, name, rank }: { label: string; name: string; rank: number | null }) {
  return (
    <Paper bg="gray.0" p="sm">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{name}</Text>
      <Text size="sm">Sıralama: {rank ?? '-'}</Text>
    </Paper>
  );
}

function ConfirmAnswer({
  offer,
  answer,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  offer: TOffer;
  answer: Answer;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack>
        <Title order={2} fz="h4">
          {answer === 'accept' ? 'Teklifi kabul ediyor musunuz?' : 'Teklifi reddediyor musunuz?'}
        </Title>
        {answer === 'accept' ? (
          <Text>
            {offer.offerer.name} ile maçınız planlanacak. Maç {daysInWords(offer.maxDaysToPlay)} içinde
            oynanmalıdır.
          </Text>
        ) : (
          <Alert color="orange">
            Reddederseniz {offer.offerer.name} hükmen galip sayılır ve {offer.opponent.rank}. sıraya yükselir;
            siz bir sıra aşağı inersiniz.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={busy}>
            {messages.common.back}
          </Button>
          <Button color={answer === 'accept' ? undefined : 'red'} onClick={onConfirm} loading={busy}>
            {answer === 'accept' ? 'Kabul Etmeyi Onayla' : 'Reddetmeyi Onayla'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ResultStep({ result, onBack }: { result: TOfferResult; onBack: () => void }) {
  const { offer } = result;
  return (
    <Stack>
      <Alert color="teal" title={result.message}>
        {offer.status === 'accepted' && offer.playBy
          ? `Maçınız ${offer.offerer.name} ile ${formatDateTime(offer.playBy)} tarihine kadar oynanmalıdır.`
          : `${offer.offerer.name} şimdi ${offer.offerer.rank}. sırada, siz ${offer.opponent.rank}. sıradasınız.`}
      </Alert>
      <Group>
        <Button variant="default" onClick={onBack}>
          Tekliflere Dön
        </Button>
        <Button component={Link} to={paths.dashboard}>
          Ana Sayfaya Dön
        </Button>
      </Group>
    </Stack>
  );
}
