import { type ComponentProps, type ComponentType, lazy } from 'react';

/**
 * `React.lazy` that can try again: React keeps a failed import for good, so a screen whose chunk
 * failed offline would stay failed. Here a failure is remembered and the next render (the error
 * boundary's "Tekrar dene") starts a new import.
 */
// biome-ignore lint/suspicious/noExplicitAny: the screen's own props pass through unchanged.
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let failed = false;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Current = make();
  function LazyScreen(props: ComponentProps<T>) {
    if (failed) {
      failed = false;
      Current = make();
    }
    return <Current {...props} />;
  }
  return LazyScreen;
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically|Load failed/i;

/** A script or style of the app that could not be downloaded (offline, or removed by a new version). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
