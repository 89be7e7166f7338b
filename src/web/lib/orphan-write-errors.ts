import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api.js';
import { notify } from './notify.js';

/**
 * A write whose screen is gone by the time it fails has nobody left to say why: a dialog taken away
 * by a live update while its request ran, or a write sent when the connection came back after the
 * player had moved on. Its error is told as a toast. A write whose screen is still there (its
 * `useMutation` still mounted) shows its error itself, where it belongs; an ended session (401) is
 * told by the guest home the app goes to.
 */
export function watchOrphanWriteErrors(client: QueryClient): () => void {
  const screens = new Map<object, number>();
  return client.getMutationCache().subscribe((event) => {
    if (!event.mutation) return;
    const count = screens.get(event.mutation) ?? 0;
    if (event.type === 'observerAdded') screens.set(event.mutation, count + 1);
    else if (event.type === 'observerRemoved') screens.set(event.mutation, count - 1);
    else if (event.type === 'removed') screens.delete(event.mutation);
    else if (event.type === 'updated' && event.action.type === 'error' && count <= 0) {
      const { error } = event.action;
      if (error instanceof ApiError && error.status === 401) return;
      notify({ color: 'red', message: errorMessage(error) });
    }
  });
}
