import { Button, Group, Paper, Text } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { messages } from '../../shared/messages.js';
import { useFormsWaiting, useOffline } from '../lib/connection.js';
import { applyUpdate, useUpdateReady } from '../lib/pwa.js';
import classes from './AppNotices.module.css';

/**
 * Notices over every screen, at the bottom: the API cannot be reached (what is shown may be
 * out of date, and what the player sent meanwhile goes once it is back), and a new version is
 * ready ("Yenile" switches to it).
 */
export function AppNotices() {
  const offline = useOffline();
  // Writes made offline: TanStack holds them and sends them once the connection is back.
  // And forms sent before their checks could be fetched, which go then too.
  const waiting = useIsMutating({ predicate: (m) => m.state.isPaused }) + useFormsWaiting();
  const updateReady = useUpdateReady();
  if (!offline && !updateReady) return null;
  return (
    <div className={classes.notices}>
      {offline && (
        <Paper role="status" shadow="md" p="sm" bg="dark.6" maw={520} style={{ pointerEvents: 'auto' }}>
          <Text c="white" fz="sm">
            {messages.app.offline}
          </Text>
          {waiting > 0 && (
            <Text c="white" fz="sm" mt={4}>
              {messages.app.writesWaiting}
            </Text>
          )}
        </Paper>
      )}
      {updateReady && (
        <Paper role="status" shadow="md" p="sm" withBorder maw={520} style={{ pointerEvents: 'auto' }}>
          <Group gap="sm" wrap="nowrap">
            <Text fz="sm" fw={600}>
              {messages.app.updateReady}
            </Text>
            <Button size="sm" mih={44} onClick={applyUpdate}>
              {messages.app.reload}
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
