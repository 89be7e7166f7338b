import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { isCategory } from '../../../shared/rules/notification-prefs.js';
import { errorMessage } from '../../lib/api.js';
import { useUnsubscribe } from './api.js';

const m = messages.preferences;

/**
 * A mail's unsubscribe link opens this page: it asks before turning that category's mail off
 * (nothing changes on merely opening a link). No sign-in: the link's signature is the key.
 */
export default function UnsubscribePage() {
  const query = new URLSearchParams(window.location.search);
  const category = query.get('c');
  const unsubscribe = useUnsubscribe();
  const label = isCategory(category) ? m.categories[category] : null;
  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h3">
          {m.unsubscribeTitle}
        </Title>
        {!label || !query.get('u') || !query.get('s') ? (
          <Alert color="red" role="alert">
            {m.unsubscribeInvalid}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <Alert color="green" role="status">
            {m.unsubscribed(label)}
          </Alert>
        ) : (
          <>
            <Text>{m.unsubscribeQuestion(label)}</Text>
            {unsubscribe.isError && (
              <Alert color="red" role="alert">
                {errorMessage(unsubscribe.error, m.unsubscribeInvalid)}
              </Alert>
            )}
            <Button
              mih={44}
              loading={unsubscribe.isPending}
              onClick={() =>
                unsubscribe.mutate(
                  new URLSearchParams({
                    u: query.get('u') ?? '',
                    c: category ?? '',
                    s: query.get('s') ?? '',
                  }).toString(),
                )
              }
            >
              {m.unsubscribeButton}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
