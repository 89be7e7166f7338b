import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../../shared/messages.js';
import { ApiError, errorMessage } from './api.js';
import { notify } from './notify.js';

/** One notice however many writes the ended session refused. */
const SIGNED_OUT_WRITE = 'write-refused-signed-out';

/**
 * A write whose screen is gone by the time it fails has nobody left to say why: a dialog taken away
 * by a live update while its request ran, or a write sent when the connection came back after the
 * player had moved on. Its error is told as a toast. A write whose screen is still there (the
 * component that made it, with `useMutation` from lib/mutation, still mounted: `meta.screen`) shows
 * or handles its error itself, where it belongs.
 * A write refused because the session had ended (on another device, timed out, or while the write
 * waited for the connection) is told in any case: the app goes to the guest home at once, taking the
 * screen and its error with it, and the player would not know that what they sent was not saved.
 * A write that got no answer (no connection, or none in time: lib/api) may still have reached the
 * server: what is on screen is read again, so the player sees whether it was saved before trying
 * again.
 */
export function watchOrphanWriteErrors(client: QueryClient): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (error instanceof ApiError && error.status === 0) void client.invalidateQueries();
    if (error instanceof ApiError && error.code === 'unauthenticated') {
      notify({ id: SIGNED_OUT_WRITE, color: 'red', message: messages.app.writeSignedOut, autoClose: false });
      return;
    }
    const screen = event.mutation.meta?.screen as { current: boolean } | undefined;
    if (!screen || screen.current) return;
    notify({ color: 'red', message: errorMessage(error) });
  });
}
