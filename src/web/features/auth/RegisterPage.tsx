import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TMessageResponse, TRegisterRequest } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useNavigate } from '../../lib/router.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard } from './AuthCard.js';
import { AuthForm, EmailField, PasswordField } from './AuthForm.js';
import { AuthLinks } from './AuthLinks.js';

/** The spec's pause on the success text before going to the login screen. */
const REDIRECT_AFTER_MS = 2000;

const schema = lazySchema(() => import('../../../shared/contract/auth.js').then((m) => m.ZRegisterRequest));

export default function RegisterPage() {
  usePreloadSchema(schema);
  const navigate = useNavigate();
  const form = useForm<TRegisterRequest>({
    initialValues: { email: '', password: '' },
    validate: schema.validate,
  });
  const register = useMutation({
    mutationFn: (values: TRegisterRequest) => post<TMessageResponse>('/auth/register', values),
  });

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [register.isSuccess, navigate]);

  return (
    <AuthCard title="Kayıt Ol">
      {register.isSuccess ? (
        <Alert color="teal" role="status">
          {messages.auth.registerSuccess}
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
