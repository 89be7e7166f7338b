// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Switch,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let navigateFromTest: ReturnType<typeof useNavigate> | undefined;

function Where() {
  const { pathname, search } = useLocation();
  navigateFromTest = useNavigate();
  return <output>{pathname + search}</output>;
}

function Player() {
  return <h1>Oyuncu {useParams().id}</h1>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ sayfa: String(Number(params.get('sayfa') ?? 1) + 1) })}>
      sayfa {params.get('sayfa') ?? '1'}
    </button>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Where />
      <Link to="/players/7">oyuncuya git</Link>
      <Link to="/">ana sayfa</Link>
      <Switch>
        <Route path="/">
          <h1>Ana sayfa</h1>
        </Route>
        <Route path="/players/:id" component={Player} />
        <Route path="/ara" component={Search} />
        <Route path="/eski">
          <Navigate to="/players/1" replace />
        </Route>
        <Route>
          <h1>Bulunamadı</h1>
        </Route>
      </Switch>
    </BrowserRouter>
  );
}

const text = (selector: string) => container.querySelector(selector)?.textContent;
const link = (name: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;

async function render(at: string) {
  window.history.replaceState(null, '', at);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<App />));
}

/** Clicks and tells whether the page handled it (prevented the browser's own navigation). */
async function click(element: Element, init: MouseEventInit = {}): Promise<boolean> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => {
    element.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

beforeEach(() => {
  navigateFromTest = undefined;
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('router', () => {
  it('renders the route that matches the address, with its parameters', async () => {
    await render('/players/42');
    expect(text('h1')).toBe('Oyuncu 42');
    expect(text('output')).toBe('/players/42');
  });

  it('falls through to the catch-all route', async () => {
    await render('/yok-boyle-bir-sayfa');
    expect(text('h1')).toBe('Bulunamadı');
  });

  it('navigates in the page on a plain click and adds a history entry', async () => {
    await render('/');
    const before = window.history.length;
    expect(await click(link('oyuncuya git'))).toBe(true);
    expect(window.location.pathname).toBe('/players/7');
    expect(text('h1')).toBe('Oyuncu 7');
    expect(window.history.length).toBe(before + 1);
  });

  it('replaces the entry for a link to the page already shown', async () => {
    await render('/');
    const before = window.history.length;
    await click(link('ana sayfa'));
    expect(window.history.length).toBe(before);
    expect(text('h1')).toBe('Ana sayfa');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    await render('/');
    expect(await click(link('oyuncuya git'), { ctrlKey: true })).toBe(false);
    expect(await click(link('oyuncuya git'), { button: 1 })).toBe(false);
    expect(text('h1')).toBe('Ana sayfa');
  });

  it('redirects with <Navigate replace>', async () => {
    await render('/eski');
    expect(window.location.pathname).toBe('/players/1');
    expect(text('h1')).toBe('Oyuncu 1');
  });

  it('follows the back button (popstate)', async () => {
    await render('/');
    await act(async () => navigateFromTest!('/players/3'));
    expect(text('h1')).toBe('Oyuncu 3');
    await act(async () => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(text('h1')).toBe('Ana sayfa');
  });

  it('reads and sets the query string', async () => {
    await render('/ara?sayfa=2');
    expect(text('button')).toBe('sayfa 2');
    await click(container.querySelector('button')!);
    expect(window.location.search).toBe('?sayfa=3');
    expect(text('button')).toBe('sayfa 3');
    expect(text('output')).toBe('/ara?sayfa=3');
  });

  it('navigate(to, { replace }) replaces the current entry', async () => {
    await render('/');
    const before = window.history.length;
    await act(async () => navigateFromTest!('/players/9', { replace: true }));
    expect(window.history.length).toBe(before);
    expect(text('h1')).toBe('Oyuncu 9');
  });
});
