// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { focusFirstErrorOnSubmit } from './form-errors.js';

/** A form whose submit marks the given fields invalid, as Mantine renders its validation errors. */
function form(html: string, invalid: string[]) {
  document.body.innerHTML = `<form>${html}<button type="submit">Kaydet</button></form>`;
  const el = document.querySelector('form')!;
  el.addEventListener('submit', (e) => {
    e.preventDefault();
    for (const name of invalid) el.querySelector(`[name="${name}"]`)!.setAttribute('aria-invalid', 'true');
  });
  const button = el.querySelector('button')!;
  button.focus();
  return { el, button };
}

beforeAll(() => focusFirstErrorOnSubmit());
afterEach(() => vi.useRealTimers());

describe('focusFirstErrorOnSubmit', () => {
  it('moves the focus from the button to the first invalid field, in the order of the form', async () => {
    vi.useFakeTimers();
    const { el, button } = form('<input name="ad"><input name="soyad"><input name="telefon">', [
      'telefon',
      'soyad',
    ]);
    el.requestSubmit(button);
    expect(document.activeElement).toBe(button);
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(el.querySelector('[name="soyad"]'));
  });

  it('leaves the focus alone when nothing is invalid, or when it is on an invalid field already', async () => {
    vi.useFakeTimers();
    const ok = form('<input name="ad">', []);
    ok.el.requestSubmit(ok.button);
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(ok.button);

    const own = form('<input name="ad"><input name="soyad">', ['ad', 'soyad']);
    own.el.addEventListener('submit', () => (own.el.querySelector('[name="soyad"]') as HTMLElement).focus());
    own.el.requestSubmit(own.button);
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(own.el.querySelector('[name="soyad"]'));
  });
});

describe('focusFirstErrorOnSubmit, while the form checks are still downloading', () => {
  /** A form whose submit finds nothing yet; `check()` marks the fields invalid, as the checks' arrival does. */
  function slowForm() {
    const { el, button } = form('<input name="ad"><input name="soyad">', []);
    const check = () => {
      for (const name of ['ad', 'soyad'])
        el.querySelector(`[name="${name}"]`)!.setAttribute('aria-invalid', 'true');
    };
    return { el, button, check };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('moves the focus to the first invalid field once the errors show', async () => {
    const { el, button, check } = slowForm();
    el.requestSubmit(button);
    await settle();
    expect(document.activeElement).toBe(button);
    check();
    await settle();
    expect(document.activeElement).toBe(el.querySelector('[name="ad"]'));
  });

  it('leaves the focus where the player has moved it meanwhile', async () => {
    const { el, button, check } = slowForm();
    el.requestSubmit(button);
    await settle();
    (el.querySelector('[name="soyad"]') as HTMLElement).focus();
    check();
    await settle();
    expect(document.activeElement).toBe(el.querySelector('[name="soyad"]'));
  });
});

describe('focusFirstErrorOnSubmit, started after a form was sent', () => {
  it('focuses the first invalid field of the form whose submit button has the focus', async () => {
    vi.resetModules();
    const { focusFirstErrorOnSubmit: startLate } = await import('./form-errors.js');
    const { el, button } = form('<input name="ad"><input name="soyad">', ['soyad']);
    el.requestSubmit(button);
    expect(document.activeElement).toBe(button);
    startLate();
    expect(document.activeElement).toBe(el.querySelector('[name="soyad"]'));
  });

  it('focuses the first invalid field once the errors show, when they come after it started', async () => {
    vi.resetModules();
    const { focusFirstErrorOnSubmit: startLate } = await import('./form-errors.js');
    // Sent before it started (its submit event is not seen again here): the focus is on its button.
    const { el, button } = form('<input name="ad"><input name="soyad">', []);
    startLate();
    const later = () => new Promise((resolve) => setTimeout(resolve, 20));
    await later();
    expect(document.activeElement).toBe(button);
    el.querySelector('[name="soyad"]')!.setAttribute('aria-invalid', 'true');
    await later();
    expect(document.activeElement).toBe(el.querySelector('[name="soyad"]'));
  });

  it('leaves the focus alone when it is not on a submit button', async () => {
    vi.resetModules();
    const { focusFirstErrorOnSubmit: startLate } = await import('./form-errors.js');
    const { el, button } = form('<input name="ad"><input name="soyad">', ['soyad']);
    el.requestSubmit(button);
    (el.querySelector('[name="ad"]') as HTMLElement).focus();
    startLate();
    expect(document.activeElement).toBe(el.querySelector('[name="ad"]'));
  });
});
