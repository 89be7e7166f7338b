/**
 * The element that last had the focus in the screen's content, then its ancestors up to the
 * content's root: when an action removes the button it was taken from (a to-do answered, an offer
 * withdrawn, a row deleted), the focus goes to the nearest part of the screen still there instead of
 * falling to the page's start, where a keyboard or screen-reader user would lose their place.
 */
let trail: HTMLElement[] = [];

const focusable = (el: HTMLElement) => el.matches('a[href], button, input, select, textarea, [tabindex]');

/**
 * Puts the focus near where it was: the last focused element if still shown, else the heading (or
 * itself) of its nearest enclosing part still on the page. False when nothing of the trail is left.
 */
export function refocusNearby(): boolean {
  const place = trail.find((el) => el.isConnected);
  if (!place) return false;
  const target =
    place === trail[0] ? place : (place.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? place);
  if (!focusable(target)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps the focus within `main` (the screen's content) when the element holding it disappears;
 * returns the function that stops it. The layout loads this after the first screen has drawn.
 */
export function keepFocusIn(main: HTMLElement): () => void {
  let busy: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    busy = null;
    const path: HTMLElement[] = [];
    for (let el = event.target as HTMLElement | null; el && el !== main; el = el.parentElement) path.push(el);
    trail = [...path, main];
  };
  // The focus let go on purpose (a tap on the page's background): nothing to keep. A button that
  // turned busy (disabled while its request runs) lost the focus without the user letting go: it
  // is kept, to come back to once the button is usable again or to the nearest part if it is gone.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as HTMLElement;
    queueMicrotask(() => {
      if (!left.isConnected || !lost()) return;
      if (left.matches(':disabled')) busy = left;
      else trail = [];
    });
  };
  // A focused element taken out of the page leaves the focus on <body> without an event: the
  // changes to the content are where to notice it, and those to a busy button's content (its
  // spinner gone) where to notice it is usable again.
  const observer = new MutationObserver(() => {
    if (trail.length === 0 || !lost()) return;
    if (!trail[0].isConnected || (busy === trail[0] && !busy.matches(':disabled'))) refocusNearby();
  });
  main.addEventListener('focusin', onFocusIn);
  main.addEventListener('focusout', onFocusOut);
  observer.observe(main, { childList: true, subtree: true });
  return () => {
    main.removeEventListener('focusin', onFocusIn);
    main.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    trail = [];
  };
}
