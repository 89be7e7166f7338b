import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** The push part of the service worker (public/push-sw.js), run against a fake worker scope. */
const source = readFileSync(new URL('../../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://raket.example';

interface FakeTab {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
  received: unknown[];
}

/** A window of the app; `answers` says whether its page answers the worker's messages. */
function tab(path: string, { answers = true, controlled = true, focused = false } = {}): FakeTab {
  const t: FakeTab = {
    url: ORIGIN + path,
    focused,
    received: [],
    focus: vi.fn(async () => t),
    // Chromium refuses navigate() for a window this worker does not control.
    navigate: vi.fn(async () => {
      if (!controlled) throw new TypeError('not controlled');
      return t;
    }),
    postMessage: vi.fn((message: unknown, ports: MessagePort[]) => {
      t.received.push(message);
      if (answers) ports[0].postMessage('opened');
    }),
  };
  return t;
}

async function tapNotification(url: string, tabs: FakeTab[]) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    clients: { matchAll: async () => tabs, openWindow },
    registration: { showNotification: vi.fn() },
  };
  runInNewContext(source, { self: scope, URL, MessageChannel, setTimeout, clearTimeout });
  let done: Promise<unknown> = Promise.resolve();
  handlers.notificationclick({
    notification: { data: { url }, close: vi.fn() },
    waitUntil: (p: Promise<unknown>) => {
      done = p;
    },
  });
  await done;
  return { openWindow };
}

describe('tapping a pushed notification', () => {
  it('brings forward the tab that already shows its screen, and leaves that tab as it is', async () => {
    const other = tab('/dashboard', { focused: true });
    const showing = tab('/maclarim');
    const { openWindow } = await tapNotification('/maclarim', [other, showing]);
    expect(showing.focus).toHaveBeenCalled();
    expect(showing.navigate).not.toHaveBeenCalled();
    expect(showing.received).toEqual([]);
    expect(other.received).toEqual([]);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the screen inside an open tab without reloading it, also one the worker does not control yet', async () => {
    const profile = tab('/profile', { controlled: false });
    const { openWindow } = await tapNotification('/match_rew?teklif=abc', [profile]);
    expect(profile.focus).toHaveBeenCalled();
    expect(profile.received).toEqual([{ type: 'raket:open', url: '/match_rew?teklif=abc' }]);
    expect(profile.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('loads the address in a tab whose page does not answer (an older version)', async () => {
    const old = tab('/dashboard', { answers: false });
    await tapNotification('/notifications', [old]);
    expect(old.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('opens a new window when no tab of the app is open', async () => {
    const { openWindow } = await tapNotification('/maclarim', []);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/maclarim`);
  });
});
