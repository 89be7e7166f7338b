import { Alert, Anchor, Box, Checkbox, Collapse, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { TRegisterRequest, TRegisterResponse } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { PrivacyNoticeText, usePrivacyNotice } from '../../components/PrivacyNotice.js';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { ApiError, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { paths } from '../../lib/paths.js';
import { useNavigate } from '../../lib/router.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard, VERIFICATION_SENT_TO } from './AuthCard.js';
import { AuthForm, EmailField, PasswordField } from './AuthForm.js';
import { AuthLinks } from './AuthLinks.js';

/** The spec's pause on the success text before going to the login screen. */
const REDIRECT_AFTER_MS = 2000;

const schema = lazySchema(() => import('../../../shared/contract/auth.js').then((m) => m.ZRegisterRequest));

export default function RegisterPage() {
  usePreloadSchema(schema);
  const navigate = useNavigate();
  const form = useForm<TRegisterRequest>({
    // privacyNoticeVersion: 0 until the information text's checkbox is ticked (the schema refuses 0).
    initialValues: { email: '', password: '', privacyNoticeVersion: 0 },
    validate: schema.validate,
  });
  const notice = usePrivacyNotice();
  const register = useMutation({
    mutationFn: (values: TRegisterRequest) => post<TRegisterResponse>('/auth/register', values),
    onError: (error) => {
      // The text changed while it was being read: the new one is shown, to be accepted again.
      if (error instanceof ApiError && error.status === 409 && /Aydınlatma/.test(error.message)) {
        form.setFieldValue('privacyNoticeVersion', 0);
        void notice.refetch();
      }
    },
  });

  const sentTo = register.data?.verificationSentTo;
  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = setTimeout(() => {
      navigate(paths.login);
      // The login screen repeats where the verification link went (kept out of the address bar).
      if (sentTo) window.history.replaceState({ [VERIFICATION_SENT_TO]: sentTo }, '');
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [register.isSuccess, navigate, sentTo]);

  return (
    <AuthCard title="Kayıt Ol">
      {register.isSuccess ? (
        <Alert color="teal" role="status">
          <Text size="sm" fw={500}>
            {messages.auth.registerSuccess}
          </Text>
          {sentTo && (
            <Text size="sm" mt="xs">
              {messages.emailVerification.registeredCheckInbox(sentTo)}
            </Text>
          )}
        </Alert>
      ) : (
        <AuthForm
          onSubmit={schema.onSubmit(form, (values) => register.mutate(values))}
          error={register.error}
          errorFallback={`${messages.auth.registerOther}${messages.auth.registerFailed}`}
          submitLabel="Kayıt Ol"
          pending={register.isPending}
        >
          <EmailField mb="sm" {...form.getInputProps('email')} />
          <PasswordField kind="new" description="En az 6 karakter" {...form.getInputProps('password')} />
          <PrivacyConsent
            version={notice.data?.version}
            text={notice.data?.text}
            checked={form.values.privacyNoticeVersion > 0}
            error={form.errors.privacyNoticeVersion}
            onChange={(checked) => {
              form.setFieldValue('privacyNoticeVersion', checked ? (notice.data?.version ?? 0) : 0);
              form.clearFieldError('privacyNoticeVersion');
            }}
          />
        </AuthForm>
      )}
      <AuthLinks
        links={[
          { to: paths.login, label: 'Zaten hesabınız var mı? Giriş yapın' },
          { to: paths.guestHome, label: 'Misafir girişi' },
        ]}
      />
    </AuthCard>
  );
}

/** KVKK: the information text, opened in place or on its own page, and the required checkbox. */
function PrivacyConsent(props: {
  version: number | undefined;
  text: string | undefined;
  checked: boolean;
  error: unknown;
  onChange: (checked: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const m = messages.privacy;
  return (
    <Box mt="md">
      <Group gap="md" mb="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          mih={44}
          aria-expanded={open}
          aria-controls="privacy-notice-text"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? m.hide : m.show}
        </Anchor>
        <StandaloneLink to={paths.privacyNotice} size="sm" target="_blank" aria-label={m.openInTab}>
          Yeni sekmede aç
        </StandaloneLink>
      </Group>
      <Collapse expanded={open} id="privacy-notice-text">
        {/* The browser's own scrolling: the sign-in forms' styles are inlined into index.html. */}
        <Box p="sm" mb="sm" bg="gray.0" mah={320} style={{ borderRadius: 4, overflowY: 'auto' }}>
          {props.text && <PrivacyNoticeText text={props.text} />}
        </Box>
      </Collapse>
      <Checkbox
        size="md"
        label={m.accept}
        checked={props.checked}
        disabled={props.version === undefined}
        error={typeof props.error === 'string' ? props.error : undefined}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
        // With its message below, the box stays beside the label's line rather than between the two.
        styles={{ body: { alignItems: props.error ? 'flex-start' : 'center', minHeight: 44 } }}
        mb={props.error ? 'xs' : undefined}
      />
    </Box>
  );
}
