import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { StandaloneLink } from '../components/StandaloneLink.js';
import { paths } from '../lib/paths.js';

export function SignedOutLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      {/* The logo is a 44 px tall tap target; the bar keeps its height by a smaller padding. */}
      <Box component="header" bg="teal.9" py={6}>
        <Container size="lg">
          <Group justify="space-between">
            <StandaloneLink to={paths.welcome} c="white" fw={700} fz="xl" underline="never">
              Raket
            </StandaloneLink>
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
          <StandaloneLink to={paths.privacyNotice} size="sm" c="dimmed">
            {messages.privacy.linkLabel}
          </StandaloneLink>
        </Group>
      </Container>
    </Box>
  );
}
