import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * TanStack's `useMutation`, taking each write once: while a write is on its way, the same write
 * again (a double tap on "Teklifi Gönder", a second Enter) gets the first one's answer instead of
 * being sent twice. TanStack reports the pending state to React a task after `mutate`, so a
 * button's `loading` alone lets a second tap through; this guard is set in the same call. A write
 * with other variables (another row's button on the same hook) still goes at once. Every web write
 * goes through it (biome.json forbids the library's own in web code). Each write carries whether
 * its screen is still mounted (`meta.screen`), for the toast of an error nobody else can show.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  // Whether the screen that made the write is still there when it ends (lib/orphan-write-errors).
  const screen = useRef(true);
  useEffect(() => {
    screen.current = true;
    return () => {
      screen.current = false;
    };
  }, []);
  const result = useQueryMutation({ ...options, meta: { ...options.meta, screen } });
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: start } = result;
  const mutateAsync = useCallback<typeof start>(
    (...args) => {
      const key = JSON.stringify(args[0]) ?? '';
      const running = inFlight.current.get(key);
      if (running) return running;
      const write = start(...args);
      inFlight.current.set(key, write);
      const settled = () => {
        if (inFlight.current.get(key) === write) inFlight.current.delete(key);
      };
      write.then(settled, settled);
      return write;
    },
    [start],
  );
  // As TanStack's own: a failure shows in the mutation's state, not as a rejection.
  const mutate = useCallback<UseMutationResult<TData, TError, TVariables, TContext>['mutate']>(
    (...args) => {
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...result, mutate, mutateAsync };
}
