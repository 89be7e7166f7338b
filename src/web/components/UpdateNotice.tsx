import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../shared/messages.js';
import { focusFirstErrorOnSubmit } from '../lib/form-errors.js';
import { leaveWithoutAsking } from '../lib/leave-guard.js';
import { reload, reloadDue, setInputCheck, setWritesCheck, writesWaitingNow } from '../lib/pwa.js';
import { activateWaitingWorker } from '../lib/pwa-worker.js';
import { holdsUnsavedInput, trackUnsavedInput } from '../lib/unsaved-input.js';

// This module loads on the page's first use (AppNotices): the tap or focus that starts any typing
// starts its download, so what is typed into a form from then on is known to the reloads of lib/pwa
// (keys pressed in the moment before it has arrived count from the next one). The forms' other
// document-wide helper starts with it, off the first screen's JS: a form sent with mistakes puts
// the focus on its first invalid field (lib/form-errors).
trackUnsavedInput();
setInputCheck(holdsUnsavedInput);
focusFirstErrorOnSubmit();

/** Takes the new version now; asking first, when input or a write would be lost, is done before. */
function applyUpdate() {
  // The player chose: the reload that follows the worker's activation no longer waits for input,
  // nor for a write.
  setInputCheck(() => false);
  setWritesCheck(() => false);
  leaveWithoutAsking();
  if (!activateWaitingWorker()) reload();
}

/**
 * What "Yenile" would lose, said before it reloads: typed input (`messages.app.reloadLosesInput`),
 * a write on its way or waiting for the connection (TanStack keeps it in the page, so a reload
 * drops it), or both.
 */
type Loss = 'input' | 'writes' | 'both';
const LOSSES: Record<Loss, [string, string]> = {
  input: [messages.app.reloadLosesInput, messages.app.reloadLosesInputHelp],
  writes: [messages.app.reloadLosesWrite, messages.app.reloadLosesWriteHelp],
  both: [messages.app.reloadLosesBoth, messages.app.reloadLosesBothHelp],
};

function lossNow(): Loss | null {
  const input = holdsUnsavedInput();
  const writes = writesWaitingNow();
  return input && writes ? 'both' : input ? 'input' : writes ? 'writes' : null;
}

/** How often a reload the page needs looks again whether the typed input has been sent or left. */
const CHECK_MS = 2000;

/**
 * "Yeni sürüm hazır — Yenile". With typed input on screen, or a write on its way or waiting for the
 * connection, "Yenile" first says it would be lost and lets the player keep it ("Vazgeç", the
 * default) or reload anyway. A reload the page needs
 * (a file of this version gone, or the new version taken in another tab) but held back for the
 * input happens by itself once no form holds any and no write is on its way, after a check more,
 * so the player sees the answer to what they sent before the page reloads. `writing`: the writes
 * on their way (TanStack's `useIsMutating`).
 */
export default function UpdateNotice({ writing }: { writing: number }) {
  const [asking, setAsking] = useState<Loss | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (writing) return;
    let clearChecks = 0;
    const timer = setInterval(() => {
      clearChecks = reloadDue && !holdsUnsavedInput() ? clearChecks + 1 : 0;
      if (clearChecks >= 2) applyUpdate();
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [writing]);

  // The question takes the focus from "Yenile", and gives it back when the player keeps the input.
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) reloadButton.current?.focus();
  }, [asking]);

  return (
    <Paper role="status" shadow="md" p="sm" withBorder maw={520} style={{ pointerEvents: 'auto' }}>
      {asking ? (
        <Stack gap="xs">
          <Text fz="sm">
            <b>{LOSSES[asking][0]}</b> {LOSSES[asking][1]}
          </Text>
          <Group gap="sm" justify="flex-end">
            <Button
              ref={keep}
              size="sm"
              mih={44}
              variant="default"
              onClick={() => {
                answered.current = true;
                setAsking(null);
              }}
            >
              {messages.app.keepInput}
            </Button>
            <Button size="sm" mih={44} color="red" onClick={applyUpdate}>
              {messages.app.reloadAnyway}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <Text fz="sm" fw={600}>
            {messages.app.updateReady}
          </Text>
          <Button
            ref={reloadButton}
            size="sm"
            mih={44}
            onClick={() => {
              const loss = lossNow();
              if (loss) setAsking(loss);
              else applyUpdate();
            }}
          >
            {messages.app.reload}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
