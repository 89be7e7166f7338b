/**
 * A form sent with mistakes puts the focus on its first field marked invalid, so a keyboard or
 * screen-reader user lands on the field to fix and hears its message (the field's description),
 * where the focus would otherwise stay on the button that sent it. One listener for the whole
 * document, no code in the forms: Mantine marks fields `aria-invalid` when it renders the errors
 * its validation found, in the same task as the submit, so they are looked for right after it. A
 * form that already put the focus on one of its invalid fields keeps it there.
 */
let watching = false;

/** Starts watching the document's form submits (once; later calls do nothing). */
export function focusFirstErrorOnSubmit(doc: Document = document) {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      setTimeout(() => {
        if (!form.isConnected || form.querySelector(':focus[aria-invalid="true"]')) return;
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    },
    true,
  );
}
