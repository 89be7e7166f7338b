import { Alert } from '@mantine/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a staff dialog's last action did ('Moderatör eklendi.', a refused move), said inside the
 * dialog rather than in a toast: on a phone the dialog fills the screen, and a toast would lie over
 * its first lines (a search field, the next row's buttons) for seconds. The applications dialog
 * says its decisions the same way.
 */
export interface DialogNoticeState {
  notice: { text: string; color: 'teal' | 'red' } | null;
  say: (text: string, color?: 'teal' | 'red') => void;
  clear: () => void;
  ref: RefObject<HTMLDivElement | null>;
}

export function useDialogNotice(): DialogNoticeState {
  const [notice, setNotice] = useState<DialogNoticeState['notice']>(null);
  const ref = useRef<HTMLDivElement>(null);
  const say = useCallback((text: string, color: 'teal' | 'red' = 'teal') => setNotice({ text, color }), []);
  const clear = useCallback(() => setNotice(null), []);
  // Brought into view when it is said: the action's button may be far down a long list.
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  return { notice, say, clear, ref };
}

/** The line that says it: always in the page, so a screen reader hears each new notice. */
export function DialogNotice({ state, hidden }: { state: DialogNoticeState; hidden?: boolean }) {
  return (
    <div role="status" ref={state.ref}>
      {state.notice && !hidden && (
        <Alert color={state.notice.color} variant="light" py="xs" style={{ overflowWrap: 'anywhere' }}>
          {state.notice.text}
        </Alert>
      )}
    </div>
  );
}
