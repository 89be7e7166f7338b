import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './notify.js';
import { whenOnline } from './online.js';

afterEach(() => vi.unstubAllGlobals());

describe('loadWhenOnline', () => {
  it('fails as the download failed while the browser is online (a file gone after a new version)', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const gone = new Error('Failed to fetch dynamically imported module');
    await expect(loadWhenOnline(() => Promise.reject(gone))).rejects.toBe(gone);
  });

  it('offline, asks for nothing until the connection is back, then loads', async () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    });
    // The browser says it is online a moment before the server can be reached.
    const health = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ ok: true });
    vi.stubGlobal('fetch', health);
    const load = vi.fn().mockResolvedValue('modül');
    const loaded = loadWhenOnline(load);
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    // A module asked for offline would stay failed in the browser: it is not asked for yet.
    expect(load).not.toHaveBeenCalled();
    (navigator as { onLine: boolean }).onLine = true;
    listeners[0]();
    await expect(loaded).resolves.toBe('modül');
    expect(health).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a download cut off by the connection dropping waits for it and is tried again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true }));
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    });
    const load = vi.fn().mockImplementationOnce(() => {
      (navigator as { onLine: boolean }).onLine = false;
      return Promise.reject(new Error('offline'));
    });
    load.mockResolvedValue('modül');
    const loaded = loadWhenOnline(load);
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    (navigator as { onLine: boolean }).onLine = true;
    listeners[0]();
    await expect(loaded).resolves.toBe('modül');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("loadWhenOnline(…, 'until-loaded')", () => {
  it('tries again after a while when the download failed though the browser said it was online', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true }));
    vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('Load failed')).mockResolvedValue('bölüm');
    const loaded = loadWhenOnline(load, 'until-loaded');
    await vi.advanceTimersByTimeAsync(14_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loaded).resolves.toBe('bölüm');
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('whenOnline', () => {
  it('offline, loads at once where a service worker serves the app', async () => {
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { controller: {} } });
    const load = vi.fn().mockResolvedValue('modül');
    await expect(whenOnline(load)).resolves.toBe('modül');
    expect(load).toHaveBeenCalledOnce();
  });
});
