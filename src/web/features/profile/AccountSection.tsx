import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { formatDateTime } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { PasswordInput } from '../../components/PasswordInput.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import {
  useCancelEmailChange,
  useChangeEmail,
  useChangePassword,
  useEndOtherSessions,
  usePendingEmailChange,
} from './api.js';

const m = messages.account;
const account = () => import('../../../shared/contract/account.js');
const passwordSchema = lazySchema(() => account().then((c) => c.ZChangePasswordRequest));
const emailSchema = lazySchema(() => account().then((c) => c.ZChangeEmailRequest));

/**
 * One of the section's forms: its title, its fields, the failure or the server's confirmation of the
 * last attempt, and its submit button.
 */
function AccountForm({
  id,
  title,
  onSubmit,
  mutation,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  mutation: { error: unknown; isPending: boolean; isSuccess: boolean; data?: { message: string } };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} fz="h4" id={id}>
          {title}
        </Title>
        {children}
        <ErrorAlert error={mutation.error} />
        {mutation.isSuccess && mutation.data && (
          <Alert color="teal" role="status">
            {mutation.data.message}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * This device's push subscription's endpoint, when push is on here (read directly: push-device.ts
 * belongs to the settings card's chunk).
 */
async function thisDevicePushEndpoint(): Promise<string | undefined> {
  const here = await navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.pushManager?.getSubscription())
    .catch(() => null);
  return here?.endpoint;
}

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
  const submit = passwordSchema.onSubmit(
    form,
    async ({ currentPassword, newPassword }: typeof form.values) => {
      // Push ends on the other devices, whose sessions the change ends; this device's, when on, stays.
      const keepPushEndpoint = await thisDevicePushEndpoint();
      change.mutate({ currentPassword, newPassword, keepPushEndpoint }, { onSuccess: () => form.reset() });
    },
  );
  return (
    <AccountForm
      id="account-password-title"
      title={m.passwordTitle}
      onSubmit={submit}
      mutation={change}
      submitLabel={m.passwordSubmit}
    >
      <PasswordInput
        label={m.currentPassword}
        autoComplete="current-password"
        required
        {...form.getInputProps('currentPassword')}
      />
      <PasswordInput
        label={m.newPassword}
        autoComplete="new-password"
        required
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label={m.newPasswordAgain}
        autoComplete="new-password"
        required
        {...form.getInputProps('newPasswordAgain')}
      />
    </AccountForm>
  );
}

/**
 * The e-mail change asked for and not yet confirmed, read from the server so a reload shows it too:
 * the new address, until when its link works, and withdrawing it after a confirmation.
 */
function PendingEmailChange({ onCancelled }: { onCancelled: () => void }) {
  const pending = usePendingEmailChange().data?.pending;
  const cancel = useCancelEmailChange();
  // The address asked about: the question keeps it should the change end meanwhile (the refusal says so).
  const [asking, setAsking] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    cancel.reset();
  };
  return (
    <>
      {done && !pending && (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      )}
      {pending && (
        <Alert
          color="yellow"
          title={`${m.pendingEmailLabel} ${pending.email}`}
          styles={{ title: { overflowWrap: 'anywhere' } }}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {m.pendingEmailUntilLabel} {formatDateTime(pending.expiresAt)}. {m.pendingEmailNote}
            </Text>
            <Button
              variant="outline"
              color="red"
              mih={44}
              onClick={() => {
                setDone(null);
                setAsking(pending.email);
              }}
            >
              {m.cancelEmailChange}
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={asking !== null}
        onClose={close}
        title={m.cancelEmailChangeTitle}
        confirmLabel={m.cancelEmailChange}
        cancelLabel={m.keepEmailChange}
        color="red"
        loading={cancel.isPending}
        error={cancel.error}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (res) => {
              setDone(res.message);
              onCancelled();
              close();
            },
          })
        }
      >
        {m.cancelEmailChangeConfirm}
      </ConfirmDialog>
    </>
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
    <AccountForm
      id="account-email-title"
      title={m.emailTitle}
      onSubmit={submit}
      mutation={change}
      submitLabel={m.emailSubmit}
    >
      <Text size="sm">{m.currentEmail(email)}</Text>
      {/* A link sent earlier no longer waits once withdrawn: its confirmation goes too. */}
      <PendingEmailChange onCancelled={() => change.reset()} />
      <TextInput
        label={m.newEmail}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={m.currentPassword}
        autoComplete="current-password"
        required
        {...form.getInputProps('currentPassword')}
      />
    </AccountForm>
  );
}

/** A long label on a phone: the whole of it shows, on two lines when needed. */
const wrapping = {
  root: { minHeight: 44, height: 'auto', paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

/**
 * Signing out on every other device (a lost phone, a club computer), after a confirmation. Push
 * ends there too; this device's, when on, stays.
 */
function OtherSessions() {
  const [confirming, setConfirming] = useState(false);
  const end = useEndOtherSessions();
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setConfirming(false);
    end.reset();
  };
  const confirm = async () => {
    const keepPushEndpoint = await thisDevicePushEndpoint();
    end.mutate(keepPushEndpoint ? { keepPushEndpoint } : {}, {
      onSuccess: (res) => {
        setDone(res.message);
        close();
      },
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="account-sessions-title">
      <Title order={3} fz="h4" id="account-sessions-title">
        {m.otherSessionsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {m.otherSessionsHelp}
      </Text>
      {done && (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      )}
      <Button
        variant="outline"
        color="red"
        styles={wrapping}
        onClick={() => {
          setDone(null);
          setConfirming(true);
        }}
      >
        {m.endOtherSessions}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={m.endOtherSessions}
        confirmLabel={m.endOtherSessionsSubmit}
        color="red"
        loading={end.isPending}
        error={end.error}
        onConfirm={() => void confirm()}
      >
        {m.endOtherSessionsConfirm}
      </ConfirmDialog>
    </Stack>
  );
}

/** 'Hesabım': the signed-in player's password, e-mail address and other devices, below the profile. */
export function AccountSection({ email }: { email: string }) {
  return (
    <Paper withBorder p="lg" w="100%" maw={720} mx="auto" component="section" aria-labelledby="account-title">
      <Stack gap="xl">
        <Title order={2} fz="h3" id="account-title">
          {m.section}
        </Title>
        <PasswordForm />
        <EmailForm email={email} />
        <OtherSessions />
      </Stack>
    </Paper>
  );
}
