import { type ComponentProps, type ComponentType, lazy } from 'react';
import { loadWhenOnline } from './notify.js';
import { browserOffline, codeReachable } from './online.js';

type Module = Record<string, unknown>;
/** The exports of a module that are components. */
type ComponentKey<M> = {
  // biome-ignore lint/suspicious/noExplicitAny: a screen's own props pass through unchanged.
  [K in keyof M & string]: M[K] extends ComponentType<any> ? K : never;
}[keyof M & string];
// biome-ignore lint/suspicious/noExplicitAny: a screen's own props pass through unchanged.
type Picked<M, K extends keyof M> = M[K] extends ComponentType<any> ? M[K] : never;

/** The screens whose chunk failed to load, each with a way to start afresh. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can try again: React keeps a failed import for good, so a screen whose chunk
 * failed offline would stay failed. Here a failed screen is remembered, and `retryFailedScreens`
 * (the error boundary's "Tekrar dene") gives it a new import on its next render.
 *
 * A screen whose chunk has already arrived (`preload`, started with the entry for the address's
 * screen) renders at once instead of suspending: React holds back the content of a Suspense
 * boundary for 300 ms after its fallback was shown, which on a warm start (chunks from the service
 * worker) was most of the time to the first screen (ADR 008).
 */
export function lazyScreen<M extends Module, K extends ComponentKey<M> = ComponentKey<M> & 'default'>(
  load: () => Promise<M>,
  /** The module's export to draw, when it is not its default. */
  exportName: K = 'default' as K,
) {
  type T = Picked<M, K>;
  let loaded: T | undefined;
  const loadAgain = afreshAfterFailure(load, exportName);
  const tracked = () =>
    inTime(loadAgain()).then((module) => {
      loaded = module.default;
      return module;
    });
  // Offline, and without a service worker to serve it, the chunk is not asked for: a module requested
  // then stays failed for the page's life (lib/online), and "Tekrar dene" could only reload the page. The screen fails
  // as a download would, and its retry once back online is its first real request.
  const attempt = () => (codeReachable() ? tracked() : Promise.reject(new Error(OFFLINE_CHUNK)));
  const make = () =>
    lazy(() =>
      attempt().catch((error: unknown) => {
        failed.add(() => {
          Current = make();
        });
        throw error;
      }),
    );
  let Current = make();
  function LazyScreen(props: ComponentProps<T>) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Current {...props} />;
  }
  /** Starts the download now; settles when it has arrived or failed (the render retries a failure). */
  LazyScreen.preload = (): Promise<unknown> => attempt().catch(() => {});
  return LazyScreen;
}

/**
 * `load`, made able to load its module again after a download cut off while online: the browser
 * keeps that failure for the page's life and gives it again to every import of the same address
 * without a request, so the module is then imported under an address of its own (lib/lazy-retry,
 * loaded only then, off the first screen's JS): at once, before anyone sees a failure, and on each
 * later try. Both imports give `exportName`, the module's export to draw.
 */
function afreshAfterFailure<M extends Module, K extends ComponentKey<M>>(
  load: () => Promise<M>,
  exportName: K,
) {
  let failedUrl: string | undefined;
  const pick = (module: unknown) => ({ default: (module as Module)[exportName] as Picked<M, K> });
  const loadAgain = (): Promise<{ default: Picked<M, K> }> =>
    failedUrl
      ? import('./lazy-retry.js').then((retry) => retry.importAfresh(failedUrl!)).then(pick)
      : load()
          .then(pick)
          .catch(async (error: unknown) => {
            if (!isChunkLoadError(error) || browserOffline()) throw error;
            failedUrl = (await import('./lazy-retry.js')).failedModuleUrl(error as Error);
            if (!failedUrl) throw error;
            return loadAgain();
          });
  return loadAgain;
}

/**
 * `React.lazy` for a part of the layout around the screens (the account menu, the menu's scroll
 * area): it has no error boundary of its own, so a chunk that fails offline must not reach the
 * app's. The import is tried again when the browser is back online (or after 15 s), afresh when it
 * was cut off online, and the part's Suspense fallback stays in its place meanwhile
 * (`loadWhenOnline`, lib/notify).
 */
export function lazyPart<M extends Module, K extends ComponentKey<M> = ComponentKey<M> & 'default'>(
  load: () => Promise<M>,
  /** The module's export to draw, when it is not its default. */
  exportName: K = 'default' as K,
) {
  const loadAgain = afreshAfterFailure(load, exportName);
  return lazy(() => loadWhenOnline(loadAgain, 'until-loaded'));
}

export function retryFailedScreens() {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * How long a screen's code may take to arrive. On poor mobile data a download can stall with no
 * end and no error: past this the screen fails as a download cut off would ("Tekrar dene", which
 * takes the download if it has arrived meanwhile), instead of its skeleton staying for ever.
 */
export const CODE_MS = 45_000;

const inTime = <T,>(loading: Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(SLOW_CHUNK)), CODE_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** A screen's code that did not arrive in time, worded so it reads as a failed download. */
const SLOW_CHUNK = 'dynamically imported module: too slow';

/** A screen's chunk not asked for offline, worded as the browser's own failure so it reads as one. */
const OFFLINE_CHUNK = 'dynamically imported module: offline';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically|Load failed/i;

/** A script or style of the app that could not be downloaded (offline, or removed by a new version). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
