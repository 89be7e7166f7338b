import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { ApiError, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { paths } from '../../lib/paths.js';
import { useSearchParams } from '../../lib/router.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard } from './AuthCard.js';
import { AuthForm, PasswordField } from './AuthForm.js';
import { AuthLinks } from './AuthLinks.js';

// The form has the password only; the token comes from the link.
const schema = lazySchema(() =>
  import('../../../shared/contract/auth.js').then((m) => m.ZResetPasswordRequest.pick({ password: true })),
);

export default function ResetPasswordPage() {
  usePreloadSchema(schema);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The link of an admin-added user's welcome mail: the first password, not a reset.
  const first = params.get('ilk') === '1';
  const form = useForm({ initialValues: { password: '' }, validate: schema.validate });
  const reset = useMutation({
    mutationFn: (password: string) => post<TMessageResponse>('/auth/reset-password', { token, password }),
  });

  return (
    <AuthCard title={first ? 'Şifrenizi Belirleyin' : 'Yeni Şifre Belirle'}>
      {!token && <Alert color="red">{messages.auth.resetInvalidToken}</Alert>}
      {reset.isSuccess ? (
        <Alert color="teal" role="status">
          {first ? messages.auth.firstPasswordSet : reset.data.message}
        </Alert>
      ) : (
        token && (
          <AuthForm
            onSubmit={schema.onSubmit(form, (values) => reset.mutate(values.password))}
            error={reset.error}
            submitLabel={first ? 'Şifremi Belirle' : 'Şifreyi Güncelle'}
            pending={reset.isPending}
          >
            <PasswordField
              kind="new"
              label={first ? 'Şifre' : 'Yeni şifre'}
              {...form.getInputProps('password')}
            />
          </AuthForm>
        )
      )}
      <AuthLinks
        links={[
          // A link that is missing, used or expired leads to asking for a new one, not to a dead end.
          ...(!token || (reset.error instanceof ApiError && reset.error.code === 'invalid_token')
            ? [{ to: paths.forgotPassword, label: 'Yeni bağlantı iste' }]
            : []),
          { to: paths.login, label: 'Giriş sayfasına dön' },
        ]}
      />
    </AuthCard>
  );
}
