/**
 * The element that last had the focus in the screen's content, then its ancestors up to the
 * content's root: when an action removes the button it was taken from (a to-do answered, an offer
 * withdrawn, a row deleted), the focus goes to the nearest part of the screen still there instead of
 * falling to the page's start, where a keyboard or screen-reader user would lose their place.
 */
let trail: HTMLElement[] = [];
/** The button that dropped the focus by disabling itself, to be given it back once enabled. */
let held: HTMLElement | null = null;

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
  const onFocusIn = (event: FocusEvent) => {
    const path: HTMLElement[] = [];
    for (let el = event.target as HTMLElement | null; el && el !== main; el = el.parentElement) path.push(el);
    trail = [...path, main];
    held = null;
  };
  // The focus let go on purpose (a tap on the page's background): nothing to keep. A button that
  // disabled itself while its request is under way ('Gönder' loading) dropped the focus without the
  // user letting go: the trail stays, so the focus comes back to it or, once it is gone, near it.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as HTMLElement;
    const disabled = left.matches(':disabled');
    queueMicrotask(() => {
      if (!left.isConnected || !lost()) return;
      if (disabled) held = left;
      else trail = [];
    });
  };
  // A focused element taken out of the page leaves the focus on <body> without an event: the
  // changes to the content are where to notice it.
  const observer = new MutationObserver(() => {
    if (trail.length === 0 || !lost()) return;
    const [last] = trail;
    if (!last.isConnected) refocusNearby();
    else if (last === held && !held.matches(':disabled')) held.focus({ preventScroll: true });
  });
  main.addEventListener('focusin', onFocusIn);
  main.addEventListener('focusout', onFocusOut);
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    main.removeEventListener('focusin', onFocusIn);
    main.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    trail = [];
    held = null;
  };
}
