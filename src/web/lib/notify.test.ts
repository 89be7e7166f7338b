import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './notify.js';

afterEach(() => vi.unstubAllGlobals());

describe('loadWhenOnline', () => {
  it('fails as the download failed while the browser is online (a file gone after a new version)', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const gone = new Error('Failed to fetch dynamically imported module');
    await expect(loadWhenOnline(() => Promise.reject(gone))).rejects.toBe(gone);
  });

  it('offline, waits for the connection and then loads', async () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('modül');
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
