import { Alert, type MantineSpacing } from '@mantine/core';
import type { Ref } from 'react';
import { errorMessage } from '../lib/api.js';

/**
 * A failed request's Turkish message (the server's, or `fallback` when it gave none) in a red alert
 * that screen readers announce; nothing while there is no error. With `ref` it can take the focus
 * (the screen puts it there when the focus has nowhere else to be).
 */
export function ErrorAlert({
  error,
  fallback,
  mt,
  mb,
  ref,
}: {
  error: unknown;
  fallback?: string;
  mt?: MantineSpacing;
  mb?: MantineSpacing;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mt={mt} mb={mb} ref={ref} tabIndex={ref ? -1 : undefined}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
