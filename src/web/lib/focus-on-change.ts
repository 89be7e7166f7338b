import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the keyboard (and screen reader) focus to the returned ref's element whenever `key` changes
 * after the first render: a wizard or dialog step that replaces its content puts the reader on the
 * new step's heading instead of leaving the focus on a button that is gone. The element needs
 * `tabIndex={-1}` unless it is focusable already.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    ref.current?.focus({ preventScroll: false });
  }, [key]);
  return ref;
}

/**
 * Moves the focus to the returned ref's element when it first renders, if `when` holds then: a form
 * opened in place of the button that asked for it puts the reader on the form rather than on what
 * is above it. The element needs `tabIndex={-1}` unless it is focusable already.
 */
export function useFocusOnMount<T extends HTMLElement>(when = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef(when);
  useEffect(() => {
    if (first.current) ref.current?.focus();
  }, []);
  return ref;
}
