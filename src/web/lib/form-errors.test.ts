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
