import { useEffect, useState } from 'react';
import { whenOnline } from './online.js';

/**
 * The first sign that someone is using the page: a tap or click, a focus, a key. What only opens on
 * interaction (form schemas, forms in modals, the account menu, the navigation's scroll area) loads
 * then instead of right after the first render, so it never competes with the first screen for a
 * phone's bandwidth (ADR 008). A tap starts the download ~100 ms before its click; the few
 * hundred milliseconds before someone opens or submits something hide the rest.
 */
const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
let used = false;
let listening = false;
const waiting = new Set<() => void>();

function fire() {
  used = true;
  for (const type of EVENTS) document.removeEventListener(type, fire, true);
  const run = [...waiting];
  waiting.clear();
  for (const fn of run) fn();
}

/** A field focused on its own (autofocus) counts as use. */
function fieldFocused() {
  const el = document.activeElement;
  return !!el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

/** Runs `fn` on the page's first use (at once if that has happened); returns a cancel function. */
export function onFirstUse(fn: () => void): () => void {
  if (used || fieldFocused()) {
    if (!used) fire();
    fn();
    return () => {};
  }
  waiting.add(fn);
  if (!listening) {
    listening = true;
    for (const type of EVENTS) document.addEventListener(type, fire, true);
  }
  return () => {
    waiting.delete(fn);
  };
}

/**
 * Starts `load` on the page's first use; offline, once the connection is back (`whenOnline`: a
 * part asked for offline would stay failed for the page's life).
 */
export function usePreloadOnFirstUse(load: () => Promise<unknown>) {
  useEffect(() => onFirstUse(() => void whenOnline(load).catch(() => {})), [load]);
}

/** False until the page's first use, then true. */
export function useFirstUse(): boolean {
  const [value, setValue] = useState(used);
  useEffect(() => onFirstUse(() => setValue(true)), []);
  return value;
}

const QUIET_MS = 2000;
let quiet = false;
const waitingQuiet = new Set<() => void>();
let watching = false;

/**
 * Runs `fn` once the page has loaded and no response has arrived for 2 s: the first screen's code
 * and data are in, so a background download no longer takes a phone's bandwidth from them. For what
 * a tap may need without warning (the account menu) and the service worker's precache.
 */
export function whenNetworkQuiet(fn: () => void): () => void {
  if (quiet) {
    fn();
    return () => {};
  }
  waitingQuiet.add(fn);
  if (!watching) {
    watching = true;
    const watch = () => {
      let timer = setTimeout(done, QUIET_MS);
      const observer = new PerformanceObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, QUIET_MS);
      });
      observer.observe({ type: 'resource' });
      function done() {
        observer.disconnect();
        quiet = true;
        const run = [...waitingQuiet];
        waitingQuiet.clear();
        for (const f of run) f();
      }
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  }
  return () => {
    waitingQuiet.delete(fn);
  };
}

/** False until `whenNetworkQuiet`, then true. */
export function useNetworkQuiet(): boolean {
  const [value, setValue] = useState(quiet);
  useEffect(() => whenNetworkQuiet(() => setValue(true)), []);
  return value;
}
