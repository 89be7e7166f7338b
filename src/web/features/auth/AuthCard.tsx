import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card every signed-out form sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="lg" maw={420} mx="auto" radius="md">
      <Stack>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The history entry's key under which registration hands the login screen the address its
 * verification link went to (RegisterPage writes it, LoginPage reads it): the note
 * survives the redirect without the address in the URL.
 */
export const VERIFICATION_SENT_TO = 'verificationSentTo';
