// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  sessionStorage.clear();
});

/** lib/pwa afresh, with the page's reload replaced by a spy. */
async function freshPwa() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as unknown as Location);
  return { pwa: await import('./pwa.js'), reload };
}

describe('takeNewVersion', () => {
  it('reloads at once when no form holds typed input, and notes when', async () => {
    const { pwa, reload } = await freshPwa();
    expect(pwa.takeNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(pwa.reloadedJustNow()).toBe(true);
    expect(pwa.reloadDue).toBe(false);
  });

  it('does not reload over typed input: it shows the notice and marks the reload as due', async () => {
    const { pwa, reload } = await freshPwa();
    pwa.setInputCheck(() => true);
    // The notice, as AppNotices reads it.
    const shown: boolean[] = [];
    function Probe() {
      shown.push(pwa.useUpdateReady());
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(shown.at(-1)).toBe(false);
    await act(async () => {
      expect(pwa.takeNewVersion()).toBe(false);
    });
    expect(reload).not.toHaveBeenCalled();
    expect(pwa.reloadDue).toBe(true);
    expect(pwa.reloadedJustNow()).toBe(false);
    expect(shown.at(-1)).toBe(true);
    act(() => root.unmount());
  });

  it('reloads once the input is no longer held', async () => {
    const { pwa, reload } = await freshPwa();
    let held = true;
    pwa.setInputCheck(() => held);
    expect(pwa.takeNewVersion()).toBe(false);
    held = false;
    expect(pwa.takeNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload while a write is on its way or waits for the connection', async () => {
    const { pwa, reload } = await freshPwa();
    let waiting = true;
    pwa.setWritesCheck(() => waiting);
    expect(pwa.takeNewVersion()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(pwa.reloadDue).toBe(true);
    waiting = false;
    expect(pwa.takeNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
