/**
 * Toasts show at the top, just below the app's 56 px header (lib/styles/notifications.css). A
 * full-screen dialog (a phone's) covers that header with its own title and close button, which a
 * toast there would hide: while one is open, the toasts move below the dialog's header instead.
 * They stay over the dialog (Mantine draws them above every dialog), never behind it.
 */
const VAR = '--raket-dialog-header';
const headers = new Set<HTMLElement>();
let observer: ResizeObserver | undefined;

function apply() {
  let bottom = 0;
  // A full-screen dialog starts at the top of the screen: its header ends at its height (read
  // without the opening transition's movement).
  for (const header of headers)
    if (header.closest('[data-full-screen]')) bottom = Math.max(bottom, header.offsetHeight);
  const root = document.documentElement.style;
  if (bottom) root.setProperty(VAR, `${bottom}px`);
  else root.removeProperty(VAR);
}

/**
 * Keeps the toasts below `header`, the header of a dialog just opened, while it is full-screen (a
 * long title wraps, the phone turns); answers what stops it, for when the dialog closes.
 */
export function keepToastsBelow(header: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  observer ??= new ResizeObserver(apply);
  headers.add(header);
  observer.observe(header);
  apply();
  return () => {
    headers.delete(header);
    observer?.unobserve(header);
    apply();
  };
}
