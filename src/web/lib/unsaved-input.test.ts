// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdsUnsavedInput, trackUnsavedInput } from './unsaved-input.js';

beforeAll(() => trackUnsavedInput());
afterEach(() => {
  document.body.replaceChildren();
});

/** Puts `html` on the page and returns its first field. */
function page(html: string): HTMLInputElement | HTMLTextAreaElement {
  document.body.innerHTML = html;
  return document.querySelector('input, textarea')!;
}

/** Types `text` at the end of the field as a browser does: beforeinput, the new value, input. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: text }));
  field.value += text;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: text }));
}

describe('holdsUnsavedInput', () => {
  it('is false on a page nobody typed into, even with filled-in fields', () => {
    page('<form><input name="ad" value="Murat"><textarea>Merhaba</textarea></form>');
    expect(holdsUnsavedInput()).toBe(false);
  });

  it('is true once a form field is typed into, and false again when it is sent', () => {
    const field = page('<form><textarea></textarea></form>');
    type(field, 'Kortta görüşürüz');
    expect(holdsUnsavedInput()).toBe(true);
    field.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(holdsUnsavedInput()).toBe(false);
    type(field, ' yarın');
    expect(holdsUnsavedInput()).toBe(true);
  });

  it('keeps counting a form sent with mistakes, while it shows a field marked invalid', () => {
    document.body.innerHTML = '<form><textarea></textarea><input type="email"></form>';
    const [reason, email] = [document.querySelector('textarea')!, document.querySelector('input')!];
    type(reason, 'Yağmur nedeniyle');
    type(email, 'oyuncu@');
    const form = reason.form!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The form's check (or the server's answer) marks the address: nothing has been sent.
    email.setAttribute('aria-invalid', 'true');
    expect(holdsUnsavedInput()).toBe(true);
    // Typing on still counts from before the first typing, not from the text refused.
    type(reason, 'x');
    reason.value = 'Yağmur nedeniyle';
    expect(holdsUnsavedInput()).toBe(true);
    // Corrected and sent again: the mark goes, the text has been sent.
    email.removeAttribute('aria-invalid');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(holdsUnsavedInput()).toBe(false);
  });

  it('keeps counting a form the server refused with an alert that names no field', () => {
    document.body.innerHTML = '<form><textarea></textarea></form>';
    const reason = document.querySelector('textarea')!;
    type(reason, 'Kortlar kapalı');
    const form = reason.form!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(holdsUnsavedInput()).toBe(false);
    // The answer comes back refused (a 409): the form shows why, and the text is still not sent.
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    form.append(alert);
    expect(holdsUnsavedInput()).toBe(true);
  });

  it('forgets a field once it is gone from the page (its dialog closed)', () => {
    const field = page('<div role="dialog"><input type="text"></div>');
    type(field, 'Merkez kortları');
    expect(holdsUnsavedInput()).toBe(true);
    document.body.replaceChildren();
    expect(holdsUnsavedInput()).toBe(false);
  });

  it('compares with the value the field had before the typing', () => {
    const field = page('<form><input value="Ankara"></form>');
    type(field, 'x');
    expect(holdsUnsavedInput()).toBe(true);
    field.value = 'Ankara';
    expect(holdsUnsavedInput()).toBe(false);
  });

  it('counts a password being typed too (only whether there is input is known, never its text)', () => {
    const field = page('<form><input type="password"></form>');
    type(field, 'gizli-şifre');
    expect(holdsUnsavedInput()).toBe(true);
  });

  it('counts a field outside any form, as a reason written in place', () => {
    const field = page('<div><textarea aria-label="İtiraz açıklaması"></textarea></div>');
    type(field, 'Skor yanlış girildi');
    expect(holdsUnsavedInput()).toBe(true);
  });

  it("leaves out search boxes, a picker's search text and ticks", () => {
    document.body.innerHTML =
      '<form><input type="search"><input role="searchbox"><input aria-haspopup="listbox"><input type="checkbox"></form>';
    for (const field of document.querySelectorAll('input')) {
      field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true }));
      if (field.type === 'checkbox') field.checked = true;
      else field.value = 'Ayşe';
      field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    }
    expect(holdsUnsavedInput()).toBe(false);
  });

  it('counts a field filled in without beforeinput (autofill) from an empty value', () => {
    const field = page('<form><input type="email"></form>');
    field.value = 'oyuncu@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(holdsUnsavedInput()).toBe(true);
  });
});
