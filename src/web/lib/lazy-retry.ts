// A screen's module imported again after its download was cut off (lib/lazy-screen), loaded only
// when that happens.

/**
 * The app's own script a failed dynamic import (`isChunkLoadError`) names (Chromium: "Failed to fetch dynamically
 * imported module: <address>", Firefox: "error loading dynamically imported module: <address>"),
 * without its query; undefined when it names none (Safari).
 */
export function failedModuleUrl(error: Error): string | undefined {
  const url = / (\S+?\.js)(\?\S*)?$/.exec(error.message)?.[1];
  return url?.startsWith(`${window.location.origin}/`) ? url : undefined;
}

let afresh = 0;
/**
 * Imports the module at `url` under an address the browser has not failed before (a query of its
 * own, which the server ignores): a new request for the module itself. What it imports in turn keeps
 * its address, so a part of it that failed too still fails until the page reloads.
 */
export const importAfresh = (url: string): Promise<unknown> =>
  import(/* @vite-ignore */ `${url}?tekrar=${++afresh}`);
