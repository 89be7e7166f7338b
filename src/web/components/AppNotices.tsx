import { Paper, Text } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { messages } from '../../shared/messages.js';
import { useFormsWaiting, useOffline } from '../lib/connection.js';
import { onFirstUse } from '../lib/first-use.js';
import { loadWhenOnline } from '../lib/notify.js';
import { useUpdateReady } from '../lib/pwa.js';
import classes from './AppNotices.module.css';

// The new-version notice, with what keeps a reload from losing typed input (lib/unsaved-input),
// loads on the page's first use (the tap or focus that starts any typing), not with the first
// screen; offline, once the connection is back.
const loadUpdateNotice = () => loadWhenOnline(() => import('./UpdateNotice.js'));
const UpdateNotice = lazy(loadUpdateNotice);
onFirstUse(() => void loadUpdateNotice().catch(() => {}));

/**
 * Notices over every screen, at the bottom: the API cannot be reached (what is shown may be
 * out of date, and what the player sent meanwhile goes once it is back), and a new version is
 * ready ("Yenile" switches to it, asking first when typed input would be lost: UpdateNotice).
 */
export function AppNotices() {
  const offline = useOffline();
  // Writes made offline: TanStack holds them and sends them once the connection is back.
  // And forms sent before their checks could be fetched, which go then too.
  const waiting = useIsMutating({ predicate: (m) => m.state.isPaused }) + useFormsWaiting();
  // A reload the page needs waits for these too: the forms waiting for the connection as well.
  const writing = useIsMutating() + useFormsWaiting();
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
        <Suspense>
          <UpdateNotice writing={writing} />
        </Suspense>
      )}
    </div>
  );
}
