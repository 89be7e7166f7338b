import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT), the one thing Mantine's ScrollArea takes from
 * that package. vite.config.ts points ScrollArea's import here: floating-ui (~12 KB gzipped, needed
 * by popovers, menus and selects) then no longer rides along with every Table and ScrollArea.
 */
export function useMergeRefs<I>(refs: Array<Ref<I> | undefined>): RefCallback<I> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: I) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: I | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
}
