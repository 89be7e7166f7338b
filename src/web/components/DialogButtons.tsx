import { Button, Group, type MantineSpacing } from '@mantine/core';
import { messages } from '../../shared/messages.js';

interface Props {
  /** The action's name on its button ('Sil', 'Kaydet'). */
  confirmLabel: string;
  /** Runs the action; without it the button submits the form it stands in. */
  onConfirm?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** 'red' for what cannot be undone. */
  color?: string;
  loading?: boolean;
  /** The action cannot run yet (a required field is empty or refused). */
  disabled?: boolean;
  /** Both buttons share the width (a phone-sized dialog); otherwise they sit at the right. */
  grow?: boolean;
  mt?: MantineSpacing;
}

/** The cancel and confirm buttons at the foot of a dialog or a dialog's form, each at least 44 px tall. */
export function DialogButtons({
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel = messages.common.cancel,
  color,
  loading,
  disabled,
  grow,
  mt,
}: Props) {
  return (
    <Group justify={grow ? undefined : 'flex-end'} grow={grow} mt={mt}>
      <Button variant="default" mih={44} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        mih={44}
        color={color}
        loading={loading}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
