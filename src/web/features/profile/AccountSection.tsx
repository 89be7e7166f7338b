import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '../../../shared/messages.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { PasswordInput } from '../../components/PasswordInput.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { useChangeEmail, useChangePassword } from './api.js';

const m = messages.account;
const account = () => import('../../../shared/contract/account.js');
const passwordSchema = lazySchema(() => account().then((c) => c.ZChangePasswordRequest));
const emailSchema = lazySchema(() => account().then((c) => c.ZChangeEmailRequest));

/** Fields and buttons at least 44 px tall: thumbs on a phone. */
const tall = { size: 'lg' } as const;

function PasswordForm() {
  const change = useChangePassword();
  usePreloadSchema(passwordSchema);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', newPasswordAgain: '' },
    validate: (values) => {
      const errors = passwordSchema.validate(values);
      if (values.newPasswordAgain !== values.newPassword) errors.newPasswordAgain = m.passwordsDiffer;
      return errors;
    },
  });
  const submit = passwordSchema.onSubmit(form, ({ currentPassword, newPassword }: typeof form.values) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-password-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="account-password-title">
          {m.passwordTitle}
        </Title>
        <PasswordInput
          {...tall}
          label={m.currentPassword}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          {...tall}
          label={m.newPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          {...tall}
          label={m.newPasswordAgain}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPasswordAgain')}
        />
        <ErrorAlert error={change.error} />
        {change.isSuccess && (
          <Alert color="teal" role="status">
            {change.data.message}
          </Alert>
        )}
        <Button {...tall} type="submit" loading={change.isPending}>
          {m.passwordSubmit}
        </Button>
      </Stack>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const change = useChangeEmail();
  usePreloadSchema(emailSchema);
  const form = useForm({ initialValues: { email: '', currentPassword: '' }, validate: emailSchema.validate });
  const submit = emailSchema.onSubmit(form, (values: typeof form.values) =>
    change.mutate(values, { onSuccess: () => form.setFieldValue('currentPassword', '') }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-email-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="account-email-title">
          {m.emailTitle}
        </Title>
        <Text size="sm">{m.currentEmail(email)}</Text>
        <TextInput
          {...tall}
          label={m.newEmail}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          {...tall}
          label={m.currentPassword}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <ErrorAlert error={change.error} />
        {change.isSuccess && (
          <Alert color="teal" role="status">
            {change.data.message}
          </Alert>
        )}
        <Button {...tall} type="submit" loading={change.isPending}>
          {m.emailSubmit}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Hesabım': the signed-in player's password and e-mail address, below the profile. */
export function AccountSection({ email }: { email: string }) {
  return (
    <Paper withBorder p="lg" maw={720} mx="auto" mt="lg" component="section" aria-labelledby="account-title">
      <Stack gap="xl">
        <Title order={2} fz="h3" id="account-title">
          {m.section}
        </Title>
        <PasswordForm />
        <EmailForm email={email} />
      </Stack>
    </Paper>
  );
}
