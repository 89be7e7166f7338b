import { Alert, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest } from '../../../shared/contract/auth.js';
import type { TOk } from '../../../shared/contract/common.js';
import { PasswordInput } from '../../components/PasswordInput.js';
import { errorMessage, post } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useNavigate } from '../../lib/router.js';
import { meQueryKey } from '../../lib/session.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard } from './AuthCard.js';
import { AuthLinks } from './AuthLinks.js';

const schema = lazySchema(() => import('../../../shared/contract/auth.js').then((m) => m.ZLoginRequest));

export default function LoginPage() {
  usePreloadSchema(schema);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TLoginRequest>({
    initialValues: { email: '', password: '' },
    validate: schema.validate,
  });
  const login = useMutation({
    mutationFn: (values: TLoginRequest) => post<TOk>('/auth/login', values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(paths.home, { replace: true });
    },
  });

  return (
    <AuthCard title="Giriş Yap">
      <form onSubmit={schema.onSubmit(form, (values) => login.mutate(values))} noValidate>
        <TextInput
          label="E-posta"
          type="email"
          autoComplete="email"
          required
          mb="sm"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Şifre"
          autoComplete="current-password"
          required
          mb="md"
          {...form.getInputProps('password')}
        />
        {login.isError && (
          <Alert color="red" mb="md" role="alert">
            {errorMessage(login.error)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          Giriş Yap
        </Button>
      </form>
      <AuthLinks
        links={[
          { to: paths.register, label: 'Hesabınız yok mu? Kayıt olun' },
          { to: paths.forgotPassword, label: 'Şifremi unuttum' },
          { to: paths.guestHome, label: 'Misafir girişi' },
        ]}
      />
    </AuthCard>
  );
}
