import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { errorMessage } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useOffersOverview } from './api.js';
import { awaitingAnswer } from './awaiting-answer.js';

/** Dashboard card: how many offers wait for the player's answer, and the way to /match_rew. */
export function PendingOffersCard() {
  const overview = useOffersOverview();
  const waiting = awaitingAnswer(overview.data);
  const received = waiting.received.length;
  const sent = waiting.sent.length;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            Bekleyen Maç Teklifleri
          </Title>
          {received > 0 && (
            <Badge color="red" aria-label={`${received} yanıt bekleyen teklif`}>
              {received}
            </Badge>
          )}
        </Group>
        <Text size="sm" c={overview.isError ? 'red' : received > 0 ? undefined : 'dimmed'}>
          {overview.isPending
            ? messages.common.loading
            : overview.isError
              ? errorMessage(overview.error)
              : received > 0
                ? `Yanıt bekleyen ${received} teklifiniz var.`
                : 'Yanıt bekleyen teklifiniz yok.'}
          {sent > 0 && ` Gönderdiğiniz ${sent} teklif yanıt bekliyor.`}
        </Text>
        <Button component={Link} to={paths.matchReview} variant="light" mt="auto">
          Teklifleri Görüntüle
        </Button>
      </Stack>
    </Card>
  );
}
