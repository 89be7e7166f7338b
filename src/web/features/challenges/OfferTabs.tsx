import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TOffer, TOfferHistoryItem } from '../../../shared/contract/offers.js';
import type { OfferStatus } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { formatDateTime } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { useCancelOffer, useOfferHistory } from './api.js';

const m = messages.offerInbox;

/** "Gönderilen": the player's own pending offers; cancelling one asks first, naming the opponent. */
export function SentOffers({ offers }: { offers: TOffer[] }) {
  const cancel = useCancelOffer();
  const [asking, setAsking] = useState<TOffer | null>(null);
  if (offers.length === 0) return <EmptyState>{m.noSent}</EmptyState>;
  return (
    <>
      <Stack gap="xs" role="list" aria-label="Gönderilen teklifler">
        {offers.map((o) => (
          <Paper key={o.id} withBorder p="sm" role="listitem">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>
                  {o.opponent.name}
                  {o.opponent.rank !== null && ` (${o.opponent.rank}. sıra)`}
                </Text>
                <Text size="sm" c="gray.7">
                  Gönderildi: {formatDateTime(o.createdAt)} · Son yanıt: {formatDateTime(o.respondBy)}
                </Text>
              </Stack>
              <Button
                color="red"
                variant="light"
                mih={44}
                onClick={() => {
                  cancel.reset();
                  setAsking(o);
                }}
                aria-label={`${o.opponent.name} oyuncusuna gönderdiğiniz teklifi iptal et`}
              >
                {m.cancelTitle}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={m.cancelTitle}
        confirmLabel={m.cancelTitle}
        cancelLabel={m.cancelKeep}
        color="red"
        loading={cancel.isPending}
        error={cancel.error}
        errorFallback={messages.offers.cancelError}
        onConfirm={() =>
          asking && !cancel.isPending && cancel.mutate(asking.id, { onSuccess: () => setAsking(null) })
        }
      >
        {asking ? m.cancelConfirm(asking.opponent.name) : ''}
      </ConfirmDialog>
    </>
  );
}

const outcomeColor: Record<OfferStatus, string> = {
  pending: 'blue',
  accepted: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'orange',
  unavailable_due_to_other_offer: 'gray',
};

/** "Geçmiş": the player's past offers, sent and received, with their outcome, a page at a time. */
export function OfferHistory({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const history = useOfferHistory(page);
  return (
    <QueryState query={history}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState>{m.noHistory}</EmptyState>
        ) : (
          <Stack gap="xs">
            <Stack gap="xs" role="list" aria-label="Geçmiş teklifler">
              {data.items.map((o) => (
                <HistoryRow key={o.id} offer={o} mine={o.offerer.userId === userId} />
              ))}
            </Stack>
            <PageNumbers page={page} totalPages={data.totalPages} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

function HistoryRow({ offer, mine }: { offer: TOfferHistoryItem; mine: boolean }) {
  return (
    <Paper withBorder p="sm" role="listitem">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {mine ? m.sentTo(offer.opponent.name) : m.receivedFrom(offer.offerer.name)}
          </Text>
          <Text size="sm" c="gray.7">
            Teklif: {formatDateTime(offer.createdAt)} · Sonuç: {formatDateTime(offer.decidedAt)}
          </Text>
        </Stack>
        <Badge color={outcomeColor[offer.status]} variant="light" style={{ flexShrink: 0 }}>
          {m.outcome[offer.status]}
        </Badge>
      </Group>
    </Paper>
  );
}
