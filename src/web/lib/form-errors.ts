/**
 * A form sent with mistakes puts the focus on its first field marked invalid, so a keyboard or
 * screen-reader user lands on the field to fix and hears its message (the field's description),
 * where the focus would otherwise stay on the button that sent it. One listener for the whole
 * document, no code in the forms: Mantine marks fields `aria-invalid` when it renders the errors
 * its validation found, in the same task as the submit, so they are looked for right after it. A
 * form that already put the focus on one of its invalid fields keeps it there.
 */
let watching = false;

/** Focuses the form's first invalid field, unless the focus is on one of them already. */
function focusFirstInvalid(form: HTMLFormElement) {
  if (!form.isConnected || form.querySelector(':focus[aria-invalid="true"]')) return;
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Starts watching the document's form submits (once; later calls do nothing). A form sent in the
 * moment before this started (the tap that sent it also started this module's download) and left
 * with the focus on its submit button gets its first invalid field focused now.
 */
export function focusFirstErrorOnSubmit(doc: Document = document) {
  if (watching) return;
  watching = true;
  const active = doc.activeElement as HTMLButtonElement | null;
  if (active?.form && active.type === 'submit') focusFirstInvalid(active.form);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      setTimeout(() => focusFirstInvalid(form));
    },
    true,
  );
}
