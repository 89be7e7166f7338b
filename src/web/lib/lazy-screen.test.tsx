// @vitest-environment happy-dom
import { act, Component, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';
import { CODE_MS, isChunkLoadError, lazyScreen, retryFailedScreens } from './lazy-screen.js';

const dom = freshDomRoot();

function Greeting({ name }: { name: string }) {
  return <h1>Merhaba, {name}</h1>;
}

/** Renders `children` and returns every text the container showed, commit by commit. */
async function shown(children: React.ReactNode) {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(dom.container().textContent ?? ''));
  observer.observe(dom.container(), { childList: true, subtree: true, characterData: true });
  await act(async () => {
    dom.root().render(<Suspense fallback={<p>Yükleniyor</p>}>{children}</Suspense>);
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  observer.disconnect();
  return { seen, last: dom.container().textContent };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, without its Suspense fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: Greeting }));
    await Screen.preload();
    const { seen, last } = await shown(<Screen name="Ayşe" />);
    expect(last).toBe('Merhaba, Ayşe');
    expect(seen).not.toContain('Yükleniyor');
  });

  it('suspends a screen that has not arrived yet, then shows it', async () => {
    const Screen = lazyScreen(async () => ({ default: Greeting }));
    const { last } = await shown(<Screen name="Can" />);
    expect(last).toBe('Merhaba, Can');
  });

  it('a failed preload leaves the screen to load on render', async () => {
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls++;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    await Screen.preload();
    const { last } = await shown(<Screen name="Deniz" />);
    expect(last).toBe('Merhaba, Deniz');
  });

  it('offline, asks for nothing: the screen fails as a download would, and loads once retried online', async () => {
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls++;
      return { default: Greeting };
    });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await Screen.preload();
      expect(calls).toBe(0);
      let caught: unknown;
      await shown(
        <Catch onError={(e) => (caught = e)}>
          <Screen name="Ece" />
        </Catch>,
      );
      expect(calls).toBe(0);
      expect(isChunkLoadError(caught)).toBe(true);
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
    retryFailedScreens();
    const { last } = await shown(<Screen name="Ece" />);
    expect(last).toBe('Merhaba, Ece');
    expect(calls).toBe(1);
  });
});

describe('a download that stalls', () => {
  it('fails in time as a cut-off download, and "Tekrar dene" takes the code once it has arrived', async () => {
    vi.useFakeTimers();
    try {
      // On poor mobile data the download neither arrives nor fails, until it arrives much later.
      let arrive: (module: { default: typeof Greeting }) => void = () => {};
      const download = new Promise<{ default: typeof Greeting }>((resolve) => {
        arrive = resolve;
      });
      const Screen = lazyScreen(() => download);
      let caught: unknown;
      await act(async () => {
        dom.root().render(
          <Catch onError={(e) => (caught = e)}>
            <Suspense fallback={<p>Yükleniyor</p>}>
              <Screen name="Efe" />
            </Suspense>
          </Catch>,
        );
      });
      expect(dom.container().textContent).toBe('Yükleniyor');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CODE_MS - 1);
      });
      expect(dom.container().textContent).toBe('Yükleniyor');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(dom.container().textContent).toBe('Hata');
      expect(isChunkLoadError(caught)).toBe(true);

      arrive({ default: Greeting });
      retryFailedScreens();
      await act(async () => {
        dom.root().render(
          <Suspense fallback={<p>Yükleniyor</p>}>
            <Screen name="Efe" />
          </Suspense>,
        );
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(dom.container().textContent).toBe('Merhaba, Efe');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Catches a render's error, as the app's error boundary does. */
class Catch extends Component<
  { onError: (error: unknown) => void; children: React.ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>Hata</p> : this.props.children;
  }
}
