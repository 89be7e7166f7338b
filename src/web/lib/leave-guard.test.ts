// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A `beforeunload` as the browser sends it; true when the page asked to stay (the browser asks). */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('askBeforeLeavingUnsent', () => {
  it('asks while writes wait for the connection, and not once they are gone', async () => {
    const { askBeforeLeavingUnsent } = await import('./leave-guard.js');
    let unsent = true;
    const stop = askBeforeLeavingUnsent(() => unsent);
    expect(leave()).toBe(true);
    unsent = false;
    expect(leave()).toBe(false);
    unsent = true;
    stop();
    expect(leave()).toBe(false);
  });

  it('does not ask again when the player already chose to leave in the app', async () => {
    const { askBeforeLeavingUnsent, leaveWithoutAsking } = await import('./leave-guard.js');
    const stop = askBeforeLeavingUnsent(() => true);
    expect(leave()).toBe(true);
    leaveWithoutAsking();
    expect(leave()).toBe(false);
    stop();
  });
});
