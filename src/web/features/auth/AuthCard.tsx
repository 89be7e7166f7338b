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
