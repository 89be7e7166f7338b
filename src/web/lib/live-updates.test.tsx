// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';
import { useLiveUpdates } from './live-updates.js';

const dom = freshDomRoot();

/** An EventSource the test drives: it opens, answers `ready`, drops and is refused on command. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  ready() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent('ready', { data: '{}' }));
  }
  /** The connection dropped: the browser will reconnect this same source by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  /** The server refused the stream: the browser gives this source up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  /** A newer stream of the account took this one's place: the server says so, then ends it. */
  replaced() {
    this.dispatchEvent(new MessageEvent('replaced', { data: '{}' }));
    // The end of the response: the browser reconnects unless the page closed the source.
    if (this.readyState !== FakeEventSource.CLOSED) this.drop();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function Live() {
  useLiveUpdates();
  return null;
}

function mount() {
  const qc = new QueryClient();
  const invalidated = vi.spyOn(qc, 'invalidateQueries');
  act(() =>
    dom.root().render(
      <QueryClientProvider client={qc}>
        <Live />
      </QueryClientProvider>,
    ),
  );
  return { invalidated };
}

describe('useLiveUpdates', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the screens once on the first stream, not again', () => {
    const { invalidated } = mount();
    act(() => FakeEventSource.all[0].ready());
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('reads the screens again when a dropped stream is back: changes made meanwhile were not told', () => {
    const { invalidated } = mount();
    const source = FakeEventSource.all[0];
    act(() => source.ready());
    act(() => source.drop());
    expect(invalidated).not.toHaveBeenCalled();
    // The browser's own reconnection: the same source says `ready` again.
    act(() => source.ready());
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['offers'] });
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('tries a refused stream again at once when the phone is back online, then reads the screens once', () => {
    vi.useFakeTimers();
    const { invalidated } = mount();
    act(() => FakeEventSource.all[0].ready());
    act(() => FakeEventSource.all[0].refuse());
    act(() => vi.advanceTimersByTime(5_000));
    act(() => FakeEventSource.all[1].refuse());
    expect(FakeEventSource.all).toHaveLength(2);
    // Back online: no wait for the next try (10 s here, up to a minute).
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => FakeEventSource.all[2].ready());
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    // The pending retry was dropped: no second stream opens on its own.
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(3);
    // An open stream is left alone when the browser says online again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it('leaves a replaced stream closed, with no timer, until the tab is shown again', () => {
    vi.useFakeTimers();
    const { invalidated } = mount();
    const first = FakeEventSource.all[0];
    act(() => first.ready());
    act(() => first.replaced());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    // Hidden: neither a timer nor the network coming back opens another stream.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.all).toHaveLength(1);
    // Shown again: a new stream opens at once and reads the screens once it is ready.
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => FakeEventSource.all[1].ready());
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    visibility.mockRestore();
  });
  it('reads the lists of closed seasons again on a change, not a closed season itself', () => {
    const { invalidated } = mount();
    const source = FakeEventSource.all[0];
    act(() => source.ready());
    act(() => {
      source.dispatchEvent(new MessageEvent('change', { data: JSON.stringify({ kind: 'inbox' }) }));
    });
    const predicates = invalidated.mock.calls
      .map(([filters]) => filters?.predicate)
      .filter((p): p is NonNullable<typeof p> => Boolean(p));
    const readAgain = (queryKey: unknown[]) =>
      predicates.some((p) => p({ queryKey } as unknown as Parameters<typeof p>[0]));
    expect(readAgain(['seasons', 'league', 'l1'])).toBe(true);
    expect(readAgain(['players', 'u1', 'seasons'])).toBe(true);
    expect(readAgain(['seasons', 'archive', 's1'])).toBe(false);
    expect(readAgain(['players', 'u1', 'history'])).toBe(false);
  });
});
