import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, type RefObject, Suspense, useEffect, useState } from 'react';
import type { TCandidate, TOffersOverview } from '../../../shared/contract/offers.js';
import { leaguePhrase } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LazyModal } from '../../components/LazyModal.js';
import { useFocusOnChange } from '../../lib/focus-on-change.js';
import { lazyPart } from '../../lib/lazy-screen.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useOffersOverview } from './api.js';
import { CandidateRow } from './CandidateRow.js';
import { LeaguePicker } from './LeaguePicker.js';

const d = messages.dashboard;

// Step 2 ('Onaylıyor musunuz?', with the terms box and the league's rules) is its own download.
const loadConfirm = () => import('./OfferConfirm.js');
const OfferConfirm = lazyPart(loadConfirm);

/**
 * A label longer than a narrow screen's card (320 px) wraps between its words instead of being cut.
 * One line keeps the button's usual 36 px (a phone's 44 px minimum comes from the theme's class).
 */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 9 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

/**
 * Dashboard card: the player's rank, the 'Teklif Edilebilecek Oyuncular' modal and the way to /match.
 * `noLeagueNote` is what a player in no league reads instead (the page knows their application);
 * without it the card asks them to join a league.
 */
export function OfferCard({ noLeagueNote }: { noLeagueNote?: ReactNode }) {
  // null: the server's default, the most recently joined league.
  const [leagueId, setLeagueId] = useState<string | null>(null);
  const overview = useOffersOverview(leagueId);
  const [opened, { open, close }] = useDisclosure(false);
  const data = overview.data;
  const switching = overview.isPlaceholderData;
  const noLeague = !overview.isPending && !overview.isError && !data?.league;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="offer-card-title">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4" id="offer-card-title">
          Maç Teklifi
        </Title>
        <Text size="sm" c={overview.isError ? 'red' : 'dimmed'}>
          {overview.isPending
            ? messages.common.loading
            : overview.isError
              ? d.leagueLoad
              : data?.league && data.myRank
                ? `${leaguePhrase(data.league.name, 'liginde')} sıralamanız: ${data.myRank}.`
                : messages.offers.noLeague}
        </Text>
        {noLeague ? (
          // Without a league an offer leads nowhere: the card says what to do first.
          (noLeagueNote ?? (
            <>
              <Text size="sm">{messages.offers.joinFirst}</Text>
              <Button component={Link} to={paths.leagues} mt="auto">
                Ligleri Görüntüle
              </Button>
            </>
          ))
        ) : (
          <Stack mt="auto" gap="xs">
            <Button variant="light" onClick={open} disabled={!data?.league} styles={WRAPPING}>
              Teklif Edilebilecek Oyuncular
            </Button>
            <Button component={Link} to={paths.match}>
              Maç Teklifi Oluştur
            </Button>
          </Stack>
        )}
      </Stack>
      <LazyModal
        opened={opened}
        onClose={close}
        title="Teklif Edilebilecek Oyuncular"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        {opened && data && (
          <OfferFlow
            data={data}
            onDone={close}
            switching={switching}
            picker={(disabled) => (
              <LeaguePicker
                leagues={data.leagues}
                value={leagueId ?? data.league?.id}
                onChange={setLeagueId}
                disabled={disabled || switching}
              />
            )}
          />
        )}
      </LazyModal>
    </Card>
  );
}

/**
 * The modal's list, then step 1 (the opponent), then step 2 ('Onaylıyor musunuz?'). `initial`
 * opens it at step 1 for that player (the ladder's "Meydan Oku"); "Geri" leads to the list.
 */
export function OfferFlow({
  data,
  onDone,
  switching,
  picker,
  initial = null,
}: {
  /** The player picked before the flow opened. */
  initial?: TCandidate | null;
  data: TOffersOverview;
  onDone: () => void;
  /** Another league is loading: its list replaces this one. */
  switching: boolean;
  /** The league choice (nothing for a player in one league); disabled once an opponent is picked. */
  picker: (disabled: boolean) => ReactNode;
}) {
  const [picked, setPicked] = useState<TCandidate | null>(initial);
  const [step, setStep] = useState<1 | 2>(1);
  // Step 2's code is fetched as soon as an opponent is picked, so 'Devam' finds it there.
  useEffect(() => {
    if (picked) void loadConfirm().catch(() => undefined);
  }, [picked]);
  // Each step puts the focus on its heading (the list, the opponent, 'Onaylıyor musunuz?').
  const stepHeading = useFocusOnChange<HTMLElement>(picked ? step : 0);

  if (!picked) {
    const list =
      data.myRank === 1 ? (
        <Alert color="teal">{d.alreadyFirst}</Alert>
      ) : data.dashboardCandidates.length === 0 ? (
        <EmptyState>{d.noPlayers}</EmptyState>
      ) : (
        <Stack
          gap="xs"
          role="list"
          aria-label="Teklif Edilebilecek Oyuncular"
          aria-busy={switching}
          ref={stepHeading as RefObject<HTMLDivElement>}
          tabIndex={-1}
        >
          {data.dashboardCandidates.map((c) => (
            <CandidateRow
              key={c.userId}
              candidate={c}
              actionLabel="Teklif Et"
              onPick={(choice) => {
                if (switching) return;
                setPicked(choice);
                setStep(1);
              }}
            />
          ))}
        </Stack>
      );
    return (
      <Stack gap="md">
        {picker(false)}
        {list}
      </Stack>
    );
  }

  if (step === 1) {
    return (
      <Stack>
        {picker(true)}
        <Title order={3} fz="md" fw={400} ref={stepHeading as RefObject<HTMLHeadingElement>} tabIndex={-1}>
          Rakibiniz: <b>{picked.name}</b> ({picked.rank}. sıra)
        </Title>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setPicked(null)}>
            {messages.common.back}
          </Button>
          <Button onClick={() => setStep(2)}>Devam</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Suspense
      fallback={
        <Group justify="center" py="lg" role="status" aria-label={messages.common.loading}>
          <Loader size="sm" />
        </Group>
      }
    >
      <OfferConfirm league={data.league!} picked={picked} onBack={() => setStep(1)} onDone={onDone} />
    </Suspense>
  );
}
