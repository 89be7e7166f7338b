// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';

// The worker's code (virtual:pwa-register exists only in a build): no worker waits, so "Yenile"
// reloads the page itself.
vi.mock('../lib/pwa-worker.js', () => ({ activateWaitingWorker: () => false }));
// Whether a form holds typed input, as lib/unsaved-input would answer.
const input = vi.hoisted(() => ({ held: false }));
vi.mock('../lib/unsaved-input.js', () => ({
  trackUnsavedInput: () => {},
  holdsUnsavedInput: () => input.held,
}));

const dom = freshDomRoot();
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  input.held = false;
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as unknown as Location);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  sessionStorage.clear();
});

/** The notice afresh (its module sets the page's checks once loaded), with `writes` waiting or not. */
async function showNotice(writes: boolean) {
  const pwa = await import('../lib/pwa.js');
  const { default: UpdateNotice } = await import('./UpdateNotice.js');
  pwa.setWritesCheck(() => writes);
  await act(async () => {
    dom.root().render(
      <MantineProvider>
        <UpdateNotice writing={writes ? 1 : 0} />
      </MantineProvider>,
    );
  });
}

const button = (name: string) =>
  [...dom.container().querySelectorAll('button')].find((b) => b.textContent === name);
const tap = (name: string) =>
  act(async () => {
    const found = button(name);
    expect(found, name).toBeDefined();
    found!.click();
  });
const text = () => dom.container().textContent ?? '';

describe('UpdateNotice: "Yenile"', () => {
  it('reloads at once when nothing would be lost', async () => {
    await showNotice(false);
    await tap('Yenile');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks first over a write waiting for the connection: "Vazgeç" keeps it, "Yine de yenile" reloads', async () => {
    await showNotice(true);
    await tap('Yenile');
    expect(reload).not.toHaveBeenCalled();
    expect(text()).toContain(
      'Gönderilmeyi bekleyen isteğiniz kaybolacak. İsteğiniz henüz gönderilmedi: gönderilmesini bekleyebilir ya da sayfayı yine de yenileyebilirsiniz.',
    );
    expect(document.activeElement).toBe(button('Vazgeç'));

    await tap('Vazgeç');
    expect(reload).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button('Yenile'));

    await tap('Yenile');
    await tap('Yine de yenile');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('over typed input it says the input would be lost, and over both, both', async () => {
    input.held = true;
    await showNotice(false);
    await tap('Yenile');
    expect(text()).toContain('Yazdıklarınız kaybolacak. Henüz göndermediğiniz bir form var');
    expect(text()).not.toContain('isteğiniz');
    await tap('Vazgeç');

    act(() => dom.root().render(null));
    vi.resetModules();
    await showNotice(true);
    await tap('Yenile');
    expect(text()).toContain('Yazdıklarınız ve gönderilmeyi bekleyen isteğiniz kaybolacak.');
    expect(reload).not.toHaveBeenCalled();
  });
});
