import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { errorMessage } from '../lib/api.js';

interface Props<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The spec's text for this load failing, e.g. 'Lig verileri yüklenirken bir hata oluştu.' */
  errorText?: string;
  children: (data: T) => ReactNode;
}

/** Loading, error and data states of one query, the same way on every screen. */
export function QueryState<T>({ query, errorText, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Center py="lg" role="status" aria-label={messages.common.loading}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" role="alert">
        {errorText ?? errorMessage(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
