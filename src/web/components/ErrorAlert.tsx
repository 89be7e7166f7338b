import { Alert, type MantineSpacing } from '@mantine/core';
import { errorMessage } from '../lib/api.js';

/**
 * A failed request's Turkish message (the server's, or `fallback` when it gave none) in a red alert
 * that screen readers announce; nothing while there is no error.
 */
export function ErrorAlert({
  error,
  fallback,
  mt,
  mb,
}: {
  error: unknown;
  fallback?: string;
  mt?: MantineSpacing;
  mb?: MantineSpacing;
}) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mt={mt} mb={mb}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
