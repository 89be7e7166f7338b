import { Alert } from '@mantine/core';
import { messages } from '../../../shared/messages.js';

/**
 * On the login screen right after registering: where the verification link went. Loaded only then,
 * so the message catalogue stays out of the login screen's first load.
 */
export default function VerificationSentNote({ email }: { email: string }) {
  return (
    <Alert color="teal" role="status" mb="md">
      {messages.emailVerification.registeredCheckInbox(email)}
    </Alert>
  );
}
