import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { paths } from '../../lib/paths.js';
import { Link, useSearchParams } from '../../lib/router.js';
import { useMe } from '../../lib/session.js';
import { useConfirmEmail } from './api.js';

const m = messages.account;

/**
 * The page of the link mailed to a new address. The change is made by a tap on the button, not by
 * opening the page, so a mail scanner that fetches the link changes nothing.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const signedIn = !!useMe().data;
  return (
    <Paper withBorder p="lg" maw={480} mx="auto">
      <Stack>
        <Title order={1} fz="h2">
          {m.confirmTitle}
        </Title>
        {!token && <Alert color="red">{m.confirmInvalidToken}</Alert>}
        {confirm.isSuccess ? (
          <Alert color="teal" role="status">
            {confirm.data.message}
          </Alert>
        ) : (
          token && (
            <>
              <Text>Hesabınızın e-posta adresini değiştirmek için onaylayınız.</Text>
              <ErrorAlert error={confirm.error} />
              <Button size="lg" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
                E-posta adresimi onayla
              </Button>
            </>
          )
        )}
        <Button component={Link} to={signedIn ? paths.profile : paths.login} variant="light" size="lg">
          {signedIn ? m.toProfile : m.toLogin}
        </Button>
      </Stack>
    </Paper>
  );
}
