import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api.js';
import { notify } from './notify.js';

/**
 * A write whose screen is gone by the time it fails has nobody left to say why: a dialog taken away
 * by a live update while its request ran, or a write sent when the connection came back after the
 * player had moved on. Its error is told as a toast. A write whose screen is still there (the
 * component that made it, with `useMutation` from lib/mutation, still mounted: `meta.screen`) shows
 * or handles its error itself, where it belongs; an ended session (401) is told by the guest home the
 * app goes to.
 */
export function watchOrphanWriteErrors(client: QueryClient): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const screen = event.mutation.meta?.screen as { current: boolean } | undefined;
    if (!screen || screen.current) return;
    const { error } = event.action;
    if (error instanceof ApiError && error.status === 401) return;
    notify({ color: 'red', message: errorMessage(error) });
  });
}
