import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from '../../shared/messages.js';
import { openDialogEntry } from '../lib/dialog-history.js';
import { keepToastsBelow } from '../lib/dialog-toasts.js';
import { keepFocusIn, refocusNearby } from '../lib/focus-keeper.js';
import classes from './Modal.module.css';

// The dialogs open now, in the order they opened: only the last one answers Escape. Mantine's
// modals each listen for Escape on the window, so a dialog opened from another (a confirmation
// over the players dialog) would otherwise close both at one press.
let open: number[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * A dialog taller than the screen (a phone, a zoomed page) scrolls inside itself under its sticky
 * title bar: its scroll padding follows the bar's height, so a control reached with Tab or
 * Shift+Tab is scrolled to just below the bar instead of under it. Answers what stops it.
 */
function padBelowHeader(dialog: HTMLElement, header: HTMLElement): () => void {
  const pad = () => {
    dialog.style.scrollPaddingTop = `${header.offsetHeight + 8}px`;
  };
  pad();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(pad);
  observer.observe(header);
  return () => observer.disconnect();
}

/**
 * Mantine's `Modal`, the one every screen uses (biome refuses Mantine's own elsewhere): Escape
 * closes only the dialog on top, and closing gives the focus back to what had it when the dialog
 * opened, also for a dialog whose code arrived after the tap that opened it (Mantine records the
 * focus only when it sees the dialog open, which a dialog already open when it mounts skips).
 * Its close button is named ('Kapat') unless the screen names it otherwise. The phone's Back
 * closes the dialog on top rather than leaving the screen (`lib/dialog-history`).
 */
export function Modal(props: ModalProps) {
  const { opened } = props;
  const [id] = useState(() => ++lastId);
  // Mantine names a dialog's parts by its id: '<id>-body' finds the closing dialog's content.
  const modalId = props.id ?? `dialog-${id}`;
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const trigger = useRef<HTMLElement | null>(null);
  // The dialog the opening button was in, if any (its content, which takes the focus).
  const under = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    under.current = trigger.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
    open = [...open, id];
    changed();
    // The phone's Back closes it (lib/dialog-history), as the dialog on top of those open.
    const closeEntry = openDialogEntry(open.length, () => onClose.current());
    return () => {
      open = open.filter((x) => x !== id);
      changed();
      closeEntry();
    };
  }, [opened, id]);
  const onTop = useSyncExternalStore(subscribe, () => open[open.length - 1] === id);
  // While the content is shown, the focus stays in the dialog when the element holding it disables
  // itself or goes (lib/focus-keeper): the dialog's content is in a portal, outside the screen's.
  const stopKeeping = useRef<(() => void) | null>(null);
  // And toasts shown meanwhile keep clear of its title and close button when it is full-screen
  // (lib/dialog-toasts).
  const keep = useCallback(
    (el: HTMLDivElement | null) => {
      stopKeeping.current?.();
      stopKeeping.current = null;
      const dialog = el?.closest<HTMLElement>('[role="dialog"]');
      if (!dialog) return;
      const stopFocus = keepFocusIn(dialog, 'dialog');
      const header = document.getElementById(`${modalId}-title`)?.parentElement;
      const ownHeader = header && dialog.contains(header) ? header : undefined;
      const stopToasts = ownHeader ? keepToastsBelow(ownHeader) : undefined;
      const stopPadding = ownHeader ? padBelowHeader(dialog, ownHeader) : undefined;
      stopKeeping.current = () => {
        stopFocus();
        stopToasts?.();
        stopPadding?.();
      };
    },
    [modalId],
  );
  return (
    <MantineModal
      {...props}
      classNames={{ title: classes.title }}
      id={modalId}
      closeButtonProps={{ 'aria-label': messages.common.close, ...props.closeButtonProps }}
      closeOnEscape={(props.closeOnEscape ?? true) && (onTop || !opened)}
      onExitTransitionEnd={() => {
        props.onExitTransitionEnd?.();
        // Leaving the screen with the focus in it (or lost): back to the button that opened it.
        const back = trigger.current;
        const now = document.activeElement;
        const closing = document.getElementById(`${modalId}-body`)?.closest('[role="dialog"]');
        if (now && now !== document.body && !closing?.contains(now)) return;
        // The button is gone (the dialog's action removed its card): the nearest part still shown,
        // which for a question asked over another dialog (removing a row of the players dialog) is
        // that dialog, still open: not the screen behind it.
        if (back?.isConnected) back.focus({ preventScroll: true });
        else if (under.current?.isConnected) under.current.focus({ preventScroll: true });
        else refocusNearby();
      }}
    >
      {/* Lays nothing out (display: contents): only marks where the dialog's content is. */}
      <div ref={keep} style={{ display: 'contents' }}>
        {props.children}
      </div>
    </MantineModal>
  );
}
