import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { paths } from '../../lib/paths.js';
import { Link, useSearchParams } from '../../lib/router.js';
import { useMe } from '../../lib/session.js';
import { useVerifyEmail } from './api.js';

const m = messages.emailVerification;

/**
 * The page of the link mailed at registration. The address is verified by a tap on the button, not
 * by opening the page, so a mail scanner that fetches the link verifies nothing. The link verifies
 * its own account, whoever is signed in on this device: a reader signed in with an address verified
 * already may be holding another account's link (a shared phone, a family's inbox), so the page
 * says that their own account is verified and still offers the button; the server's answer says
 * which account it verified, and the signed-in one stays as it was.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const me = useMe().data;
  const signedIn = !!me;
  const ownVerified = !!me && !me.emailUnverified && !verify.isSuccess;
  return (
    <Paper withBorder p="lg" maw={480} mx="auto">
      <Stack>
        <Title order={1} fz="h2">
          {m.pageTitle}
        </Title>
        {!token && (
          <Alert color={ownVerified ? 'teal' : 'red'} role={ownVerified ? 'status' : 'alert'}>
            {ownVerified ? m.alreadyVerified : m.invalidToken}
          </Alert>
        )}
        {verify.isSuccess ? (
          <Alert color="teal" role="status">
            {verify.data.message}
          </Alert>
        ) : (
          token && (
            <>
              {ownVerified ? (
                <Alert color="blue">{m.signedInVerified}</Alert>
              ) : (
                <Text>Raket hesabınızın e-posta adresini doğrulamak için aşağıdaki düğmeye dokununuz.</Text>
              )}
              <ErrorAlert error={verify.error} />
              <Button size="lg" loading={verify.isPending} onClick={() => verify.mutate(token)}>
                {/* Signed in to a verified account, the link is another account's: its address is not "mine". */}
                {ownVerified ? 'Bu bağlantının adresini doğrula' : 'E-posta adresimi doğrula'}
              </Button>
            </>
          )
        )}
        <Button component={Link} to={signedIn ? paths.dashboard : paths.login} variant="light" size="lg">
          {signedIn ? 'Ana sayfaya dön' : 'Giriş yap'}
        </Button>
      </Stack>
    </Paper>
  );
}
