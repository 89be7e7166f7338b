/**
 * A form sent with mistakes puts the focus on its first field marked invalid, so a keyboard or
 * screen-reader user lands on the field to fix and hears its message (the field's description),
 * where the focus would otherwise stay on the button that sent it. One listener for the whole
 * document, no code in the forms: Mantine marks fields `aria-invalid` when it renders the errors
 * its validation found. That is in the same task as the submit once the form's checks are loaded;
 * on the page's first tap they are still on their way (lib/zod-form), and the errors come when they
 * arrive, so a form sent is watched until its errors show, as long as the focus has not moved on
 * from the button that sent it (or been dropped, with the button disabled while sending). A form
 * that already put the focus on one of its invalid fields keeps it there.
 */
let watching = false;

/** How long a form sent is watched for the errors its checks find: they may still be downloading. */
const WAIT_MS = 10_000;

/** The focus is still where the submit left it: on the form's submit button, or nowhere. */
function focusLeftAtSubmit(form: HTMLFormElement, doc: Document) {
  const active = doc.activeElement as HTMLButtonElement | null;
  return !active || active === doc.body || (active.form === form && active.type === 'submit');
}

/**
 * Focuses the form's first invalid field, unless the focus is on one of them already; true when
 * the form is done with (an invalid field has the focus, or the form is gone).
 */
function focusFirstInvalid(form: HTMLFormElement): boolean {
  if (!form.isConnected) return true;
  if (form.querySelector(':focus[aria-invalid="true"]')) return true;
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return !!first;
}

/**
 * Focuses the form's first invalid field now, or when its errors show, within `WAIT_MS` and while
 * the focus stays where the submit left it.
 */
function watchForm(form: HTMLFormElement, doc: Document) {
  if (!focusLeftAtSubmit(form, doc) || focusFirstInvalid(form)) return;
  const view = doc.defaultView ?? window;
  const observer = new view.MutationObserver(() => {
    if (!focusLeftAtSubmit(form, doc) || focusFirstInvalid(form)) stop();
  });
  const timer = view.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    view.clearTimeout(timer);
  }
  observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
}

/**
 * Starts watching the document's form submits (once; later calls do nothing). A form sent in the
 * moment before this started (the tap that sent it also started this module's download) and left
 * with the focus on its submit button is watched from now on.
 */
export function focusFirstErrorOnSubmit(doc: Document = document) {
  if (watching) return;
  watching = true;
  const active = doc.activeElement as HTMLButtonElement | null;
  if (active?.form && active.type === 'submit') watchForm(active.form, doc);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      setTimeout(() => watchForm(form, doc));
    },
    true,
  );
}
