import { Button } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { notify } from '../../lib/notify.js';
import { useRotateCalendarLink } from './api.js';

const m = messages.calendar;

/** Gives the player a new calendar address after a confirmation: the old address stops working. */
export function RotateCalendarLinkButton() {
  const [opened, setOpened] = useState(false);
  const rotate = useRotateCalendarLink();
  const close = () => {
    rotate.reset();
    setOpened(false);
  };
  return (
    <>
      <Button variant="subtle" color="red" size="xs" mih={44} onClick={() => setOpened(true)}>
        Adresi yenile
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={m.rotateTitle}
        confirmLabel="Yenile"
        color="red"
        loading={rotate.isPending}
        error={rotate.error}
        errorFallback={m.rotateError}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              notify({ color: 'teal', message: m.rotated });
              close();
            },
          })
        }
      >
        {m.rotateConfirm}
      </ConfirmDialog>
    </>
  );
}
