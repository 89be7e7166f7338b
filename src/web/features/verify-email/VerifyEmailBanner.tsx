import { Alert, Button, Stack, Text } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { useMe } from '../../lib/session.js';
import { useResendVerification } from './api.js';

const m = messages.emailVerification;

/** Above every signed-in screen while the account's e-mail waits for verification. */
export function VerifyEmailBanner() {
  const me = useMe().data;
  const resend = useResendVerification();
  if (!me?.emailUnverified) return null;
  return (
    <Alert color="yellow" title={m.bannerTitle} mb="md" role="region" aria-label={m.bannerTitle}>
      <Stack gap="xs">
        <Text fz="sm">{m.bannerText(me.email)}</Text>
        {resend.isSuccess ? (
          <Text fz="sm" role="status" fw={600}>
            {resend.data.message}
          </Text>
        ) : (
          <>
            <ErrorAlert error={resend.error} />
            <Button
              variant="light"
              color="yellow"
              mih={44}
              w="fit-content"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {m.resend}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
