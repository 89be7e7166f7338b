import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a unit test of web code in happy-dom: a fresh container and React root for each test,
 * unmounted after it, with act() warnings on. Returns getters (the root changes per test).
 */
export function freshDomRoot(): { root: () => Root; container: () => HTMLDivElement } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { root: () => root, container: () => container };
}
