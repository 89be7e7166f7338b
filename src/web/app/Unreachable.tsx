import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { messages } from '../../shared/messages.js';

/**
 * Shown while /api/me cannot be reached (offline, the server down): whether the visitor is signed
 * in is not known, so neither the guest screens nor the signed-in ones are right. It asks again
 * when the browser comes back online, every few seconds (`useMe`), and on "Tekrar dene".
 */
export function Unreachable({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <Paper withBorder p="lg" maw={520} mx="auto" role="alert">
      <Stack align="flex-start">
        <Title order={1} fz="h3">
          {messages.app.unreachable}
        </Title>
        <Text>{messages.app.unreachableHelp}</Text>
        <Button onClick={retry} loading={retrying}>
          {messages.app.retry}
        </Button>
      </Stack>
    </Paper>
  );
}
