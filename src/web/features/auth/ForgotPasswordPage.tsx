import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TForgotPasswordRequest, TMessageResponse } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { paths } from '../../lib/paths.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard } from './AuthCard.js';
import { AuthForm, EmailField } from './AuthForm.js';
import { AuthLinks } from './AuthLinks.js';

const schema = lazySchema(() =>
  import('../../../shared/contract/auth.js').then((m) => m.ZForgotPasswordRequest),
);

export default function ForgotPasswordPage() {
  usePreloadSchema(schema);
  const form = useForm<TForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: schema.validate,
  });
  const send = useMutation({
    mutationFn: (values: TForgotPasswordRequest) => post<TMessageResponse>('/auth/forgot-password', values),
  });

  return (
    <AuthCard title="Şifremi Unuttum">
      {send.isSuccess ? (
        <Alert color="teal" title={messages.auth.forgotSuccess} role="status">
          {send.data.message}
        </Alert>
      ) : (
        <AuthForm
          onSubmit={schema.onSubmit(form, (values) => send.mutate(values))}
          error={send.error}
          errorFallback={messages.auth.forgotOther}
          submitLabel="Şifre sıfırlama bağlantısı gönder"
          pending={send.isPending}
        >
          <EmailField mb="md" {...form.getInputProps('email')} />
        </AuthForm>
      )}
      <AuthLinks links={[{ to: paths.login, label: 'Giriş sayfasına dön' }]} />
    </AuthCard>
  );
}
