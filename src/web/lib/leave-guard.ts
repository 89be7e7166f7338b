// Signed in only: its code stays off the sign-in screen's first download.

/** The player chose to leave (or reload) though writes wait, asked by the app itself. */
let leavingChosen = false;

/** The page leaves at the player's word, asked already: the browser does not ask again. */
export function leaveWithoutAsking() {
  leavingChosen = true;
}

/**
 * Closing the tab, or leaving the app from the address bar, while writes wait for the connection
 * (`unsent`: TanStack's paused writes and the forms waiting, lib/connection) would drop them without a word, since
 * they live in the page: the browser asks first. A write already sent is not asked about: the
 * server has it, whether or not the page is there for the answer.
 * Returns what stops the asking.
 */
export function askBeforeLeavingUnsent(unsent: () => boolean): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (leavingChosen || !unsent()) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}
