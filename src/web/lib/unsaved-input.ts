/**
 * What the player has typed and not yet sent: the text fields typed into since their form was last
 * sent, while they are still on screen with a value other than the one they had before the typing.
 * Reloading the page for a new version (lib/pwa) asks first while there is any, and a reload the
 * app would make by itself waits for it to be sent or left.
 *
 * One listener for the whole document, no code in the forms: a field counts from its first typed
 * character (`beforeinput` gives the value it had before; an autofill, which has none, counts from
 * an empty one), stops counting when its form is submitted, unless the form then shows a field
 * marked invalid (`aria-invalid`: its own check or the server refused it, so nothing was sent),
 * and is forgotten once it is gone from
 * the page (its dialog or in-place form closed, its screen left). A field outside a `<form>` (the
 * reason of a dispute on Maçlarım) counts until it is gone. What is typed to search a picker's
 * choices (`aria-haspopup`) and search boxes (`type="search"`, `role="searchbox"`) are not work
 * to lose. Only whether there is
 * input is known here, never what it says: nothing is copied or stored.
 */
const typed = new Map<Element, string>();
/** Typed fields whose form was submitted since their last typing, with that form. */
const sentWith = new Map<Element, Element>();
let tracking = false;

type Field = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = /^(checkbox|radio|range|file|color|hidden|search|submit|button|reset|image)$/;

function typedField(target: EventTarget | null): Field | undefined {
  const el = target as Field | null;
  const typedInto = el?.tagName === 'TEXTAREA' || (el?.tagName === 'INPUT' && !NOT_TYPED.test(el.type));
  return typedInto && !el.hasAttribute('aria-haspopup') && el.getAttribute('role') !== 'searchbox'
    ? el
    : undefined;
}

/**
 * A submitted form that shows a field marked invalid, or an alert (the server's refusal: a 409 names
 * no field), has not sent what it holds.
 */
const refused = (form: Element | undefined) => !!form?.querySelector('[aria-invalid="true"], [role="alert"]');

/** The field counts from `before` when it is new or its text was sent; text refused stays counted. */
function startCounting(field: Field, before: string) {
  const form = sentWith.get(field);
  sentWith.delete(field);
  if (!typed.has(field) || (form && !refused(form))) typed.set(field, before);
}

function beforeTyping(event: Event) {
  const field = typedField(event.target);
  if (field) startCounting(field, field.value);
}

function afterTyping(event: Event) {
  const field = typedField(event.target);
  if (field) startCounting(field, '');
}

function sent(event: Event) {
  const form = event.target as Element;
  for (const field of typed.keys()) if (form.contains(field)) sentWith.set(field, form);
}

/** Starts watching the document (once; later calls do nothing). */
export function trackUnsavedInput(doc: Document = document) {
  if (tracking) return;
  tracking = true;
  doc.addEventListener('beforeinput', beforeTyping, true);
  doc.addEventListener('input', afterTyping, true);
  doc.addEventListener('submit', sent, true);
}

/** Whether a field on screen holds typed input that has not been sent. */
export function holdsUnsavedInput(): boolean {
  for (const [field, before] of typed) {
    if (!field.isConnected) {
      typed.delete(field);
      sentWith.delete(field);
    } else if (sentWith.has(field) && !refused(sentWith.get(field))) continue;
    else if ((field as Field).value !== before) return true;
  }
  return false;
}
