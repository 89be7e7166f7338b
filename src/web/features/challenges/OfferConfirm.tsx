import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TCandidate, TOffersOverview } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { daysInWords } from '../../../shared/rules/deadlines.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useFocusOnMount } from '../../lib/focus-on-change.js';
import { notify } from '../../lib/notify.js';
import { useSendOffer } from './api.js';
import { LeagueRules } from './LeagueRules.js';
import { TermsCheckbox } from './TermsCheckbox.js';

const d = messages.dashboard;

/**
 * The dashboard modal's step 2, 'Onaylıyor musunuz?': the opponent, the play deadline, the league's
 * rules folded behind 'Lig kurallarını göster' (so the step fits a phone's screen) and the terms box
 * the wizard's last step has too (spec §5): 'Teklifi Gönder' sends only with it ticked. Its code
 * loads once an opponent is picked, outside the dashboard's first download; its heading takes the
 * focus as it appears, as each step's does.
 */
export default function OfferConfirm({
  league,
  picked,
  onBack,
  onDone,
}: {
  league: NonNullable<TOffersOverview['league']>;
  picked: TCandidate;
  onBack: () => void;
  onDone: () => void;
}) {
  const send = useSendOffer();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [agreed, setAgreed] = useState(false);
  // Taps on 'Teklifi Gönder' with the box unticked: each makes the box say why and take the focus.
  const [refused, setRefused] = useState(0);
  const [rules, setRules] = useState(false);
  const submit = () =>
    send.mutate(
      { leagueId: league.id, opponentId: picked.userId, source: 'dashboard', termsAccepted: true },
      {
        onSuccess: (res) => {
          notify({ color: res.mailProblem ? 'yellow' : 'teal', message: res.message });
          onDone();
        },
      },
    );
  const failure =
    send.error instanceof ApiError && send.error.status >= 400 && send.error.status < 500
      ? errorMessage(send.error)
      : d.offerFailure;
  return (
    <Stack>
      <Title order={3} fz="h4" ref={heading} tabIndex={-1}>
        Onaylıyor musunuz?
      </Title>
      <Text>
        <b>{picked.name}</b> ({picked.rank}. sıra) oyuncusuna maç teklifi gönderilecek.
      </Text>
      <Text size="sm" c="gray.7">
        Teklif kabul edilirse maç {daysInWords(league.maxDaysToPlay)} içinde oynanmalıdır.
      </Text>
      <Stack gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={rules}
          aria-controls="offer-confirm-rules"
          onClick={() => setRules((o) => !o)}
        >
          {rules ? 'Lig kurallarını gizle' : 'Lig kurallarını göster'}
        </Button>
        <div id="offer-confirm-rules" hidden={!rules}>
          {rules && <LeagueRules league={league} />}
        </div>
        <TermsCheckbox checked={agreed} onChange={setAgreed} refused={refused} />
      </Stack>
      {send.isError && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={send.isPending}>
          {messages.common.back}
        </Button>
        {/* Busy but not disabled: a disabled button drops the focus to the page, where a screen
            reader says nothing until the dialog closes; a second tap meanwhile does nothing. */}
        <Button
          onClick={() => {
            if (send.isPending || send.isSuccess) return;
            if (agreed) submit();
            else setRefused((n) => n + 1);
          }}
          data-disabled={send.isPending || send.isSuccess || undefined}
          aria-disabled={send.isPending || send.isSuccess || undefined}
          aria-busy={send.isPending || undefined}
          leftSection={send.isPending ? <Loader size={14} color="currentColor" /> : undefined}
        >
          Teklifi Gönder
        </Button>
      </Group>
    </Stack>
  );
}
