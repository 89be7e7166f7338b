import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { DialogButtons } from './DialogButtons.js';
import { ErrorAlert } from './ErrorAlert.js';
import { LazyModal } from './LazyModal.js';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question; a string is set as a paragraph. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  /** The confirm button's colour: 'red' for a destructive action, the theme's otherwise. */
  color?: string;
  loading?: boolean;
  /** The failed attempt's error, shown above the buttons; the dialog stays open to try again. */
  error?: unknown;
  errorFallback?: string;
  centered?: boolean;
}

/**
 * The second step before anything that cannot be undone (nothing destructive on a single tap):
 * a question, the failure of a previous attempt, and Cancel / the action. Mantine's modal loads
 * when the dialog first opens.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  color,
  loading,
  error,
  errorFallback,
  centered,
}: Props) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered={centered}
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      <Stack>
        {typeof children === 'string' ? (
          <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
        ) : (
          children
        )}
        <ErrorAlert error={error} fallback={errorFallback} />
        <DialogButtons
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          color={color}
          loading={loading}
        />
      </Stack>
    </LazyModal>
  );
}
