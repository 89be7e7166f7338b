import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { errorMessage } from '../lib/api.js';

interface Props<T> {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    /** Asks again: "Tekrar dene" on the load error calls it. */
    refetch: () => unknown;
    isFetching?: boolean;
    /** 'paused': the read waits for the connection (TanStack holds it while the browser is offline). */
    fetchStatus?: string;
  };
  /** The spec's text for this load failing, e.g. 'Lig verileri yüklenirken bir hata oluştu.' */
  errorText?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error and data states of one query, the same way on every screen. A failed load offers
 * "Tekrar dene", which asks the server again for this query only. Offline with nothing read yet,
 * it says the part waits for the connection, instead of a loader that would turn for ever.
 */
export function QueryState<T>({ query, errorText, children }: Props<T>) {
  if (query.isPending && query.fetchStatus === 'paused') return <ReadWaiting />;
  if (query.isPending) {
    return (
      <Center py="lg" role="status" aria-label={messages.common.loading}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText ?? errorMessage(query.error)}</Text>
          <Button
            variant="default"
            mih={44}
            loading={query.isFetching === true}
            onClick={() => void query.refetch()}
          >
            {messages.app.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

/** What stands for a part of a screen whose first read waits for the connection. */
export function ReadWaiting() {
  return (
    <Text role="status" size="sm" c="dimmed" ta="center" py="lg">
      {messages.app.readWaiting}
    </Text>
  );
}
