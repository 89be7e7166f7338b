import { Center, Loader } from '@mantine/core';
import { messages } from '../../shared/messages.js';

export function PageLoader() {
  return (
    <Center h="60vh" role="status" aria-label={messages.common.loading}>
      <Loader />
    </Center>
  );
}
