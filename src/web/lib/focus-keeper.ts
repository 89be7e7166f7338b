/**
 * The element that last had the focus in the screen's content (or in an open dialog), then its
 * ancestors up to that root: when an action removes the button it was taken from (a to-do answered, an offer
 * withdrawn, a row deleted), the focus goes to the nearest part of the screen still there instead of
 * falling to the page's start, where a keyboard or screen-reader user would lose their place.
 */
interface Place {
  /** The element that last had the focus, then its ancestors up to the kept root. */
  trail: HTMLElement[];
  /** The button that dropped the focus by disabling itself, to be given it back once enabled. */
  held: HTMLElement | null;
}
/** The screen's content's place; each open dialog keeps a place of its own, the last opened last. */
let screen: Place | null = null;
let dialogs: Place[] = [];
/**
 * Only the layer on top keeps its focus: a dialog while it is shown (until its closing transition
 * has ended), else the screen. A dialog closing over another gives the focus back itself
 * (components/Modal), so nothing under it may take the focus meanwhile.
 */
const onTop = (place: Place) =>
  dialogs.length > 0 ? dialogs[dialogs.length - 1] === place : screen === place;

const focusable = (el: HTMLElement) => el.matches('a[href], button, input, select, textarea, [tabindex]');

function refocus(place: Place): boolean {
  const { trail } = place;
  const at = trail.find((el) => el.isConnected);
  if (!at) return false;
  const target = at === trail[0] ? at : (at.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? at);
  if (!focusable(target)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Puts the focus near where it last was in the screen's content: the last focused element if still
 * shown, else the heading (or itself) of its nearest enclosing part still on the page. False when
 * nothing of the trail is left.
 */
export function refocusNearby(): boolean {
  return screen ? refocus(screen) : false;
}

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps the focus within `main` when the element holding it disappears or disables itself; returns
 * the function that stops it. The layout keeps the screen's content ('screen', loaded after the
 * first screen has drawn), and every dialog its own content while it is open ('dialog'): a dialog's
 * busy button ('Kaydet' loading) gets the focus back once it is enabled again, where it would
 * otherwise fall to the page's start, out of the dialog.
 */
export function keepFocusIn(main: HTMLElement, kind: 'screen' | 'dialog' = 'screen'): () => void {
  const place: Place = { trail: [], held: null };
  if (kind === 'screen') screen = place;
  else dialogs = [...dialogs, place];
  const onFocusIn = (event: FocusEvent) => {
    const path: HTMLElement[] = [];
    for (let el = event.target as HTMLElement | null; el && el !== main; el = el.parentElement) path.push(el);
    place.trail = [...path, main];
    place.held = null;
  };
  // The focus let go on purpose (a tap on the page's background): nothing to keep. A button that
  // disabled itself while its request is under way ('Gönder' loading) dropped the focus without the
  // user letting go: the trail stays, so the focus comes back to it or, once it is gone, near it.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as HTMLElement;
    const disabled = left.matches(':disabled');
    queueMicrotask(() => {
      if (!left.isConnected || !lost()) return;
      if (disabled) place.held = left;
      else place.trail = [];
    });
  };
  // A focused element taken out of the page leaves the focus on <body> without an event: the
  // changes to the content are where to notice it.
  const observer = new MutationObserver(() => {
    if (place.trail.length === 0 || !lost() || !onTop(place)) return;
    const [last] = place.trail;
    if (!last.isConnected) refocus(place);
    else if (last === place.held && !last.matches(':disabled')) last.focus({ preventScroll: true });
  });
  main.addEventListener('focusin', onFocusIn);
  main.addEventListener('focusout', onFocusOut);
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    main.removeEventListener('focusin', onFocusIn);
    main.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    if (screen === place) screen = null;
    dialogs = dialogs.filter((p) => p !== place);
  };
}
