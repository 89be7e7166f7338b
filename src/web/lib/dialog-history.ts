/**
 * The phone's Back closes the dialog on top instead of leaving the screen under it (and what was
 * typed in the dialog with it). Each open dialog has a history entry of the same address, marked
 * with its level (1 for a dialog over the screen, 2 for a question over that dialog, …); Back
 * takes the entry away and the dialogs above the level it lands on close. A dialog closed any
 * other way (its button, Escape, its action) takes its entry away itself, so Back afterwards
 * leaves the screen as before. A dialog whose action goes to another address leaves its entry
 * where it is: taking it away then would undo that navigation.
 */

const KEY = 'raketDialog';

/** The level of the history entry shown, as this module last left or found it. */
let shownLevel = levelOf(window.history.state);
const closers = new Map<number, () => void>();

function levelOf(state: unknown): number {
  const level = (state as Record<string, unknown> | null)?.[KEY];
  return typeof level === 'number' ? level : 0;
}

window.addEventListener('popstate', (event) => {
  shownLevel = levelOf(event.state);
  // Back (or this module's own step back): every dialog above the entry now shown closes.
  for (const [level, close] of [...closers].sort(([a], [b]) => b - a)) if (level > shownLevel) close();
});

/**
 * A dialog at `level` opened: it gets a history entry at this address (or takes over one left at
 * that level, when a dialog that closed in the same moment had not taken its own away yet).
 * Returns what to call when it closes.
 */
export function openDialogEntry(level: number, close: () => void): () => void {
  // An address's fragment (/maclarim#mac-…) has done its work once its screen opened there: a
  // browser going back to an entry with one scrolls to its target and gives it the focus, which
  // would take the focus from the button a closing dialog gives it back to. So the entries keep
  // the address without it.
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', pathname + search);
  const address = window.location.href;
  const state = { ...(window.history.state as object | null), [KEY]: level };
  if (shownLevel >= level) window.history.replaceState(state, '');
  else window.history.pushState(state, '');
  shownLevel = level;
  closers.set(level, close);
  return () => {
    if (closers.get(level) === close) closers.delete(level);
    // The dialog went to another address: its entries stay under the new one.
    if (window.location.href !== address) {
      shownLevel = levelOf(window.history.state);
      return;
    }
    // Closed by its button, Escape or its action: back to the level of the dialogs still open.
    const keep = closers.size === 0 ? 0 : Math.max(...closers.keys());
    if (shownLevel > keep) {
      window.history.go(keep - shownLevel);
      shownLevel = keep;
    }
  };
}
