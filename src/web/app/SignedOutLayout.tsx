import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { paths } from '../lib/paths.js';
import { Link } from '../lib/router.js';

export function SignedOutLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="teal.9" py="sm">
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to={paths.welcome} c="white" fw={700} fz="xl" underline="never">
              Raket
            </Anchor>
            <Text c="teal.0" fz="sm" visibleFrom="xs">
              Amatör tenis merdiven ligleri
            </Text>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl">
        {children}
      </Container>
      <Container component="footer" size="lg" pb="xl">
        <Group justify="center">
          <Anchor component={Link} to={paths.privacyNotice} size="sm" c="dimmed" py="sm">
            {messages.privacy.linkLabel}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
