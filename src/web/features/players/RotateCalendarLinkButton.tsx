import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { errorMessage } from '../../lib/api.js';
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
      <Modal
        closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
        opened={opened}
        onClose={close}
        title={m.rotateTitle}
      >
        <Stack>
          <Text>{m.rotateConfirm}</Text>
          {rotate.isError && (
            <Alert color="red" role="alert">
              {errorMessage(rotate.error, m.rotateError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              İptal
            </Button>
            <Button
              color="red"
              loading={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    notify({ color: 'teal', message: m.rotated });
                    close();
                  },
                })
              }
            >
              Yenile
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
