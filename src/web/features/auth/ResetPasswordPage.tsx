import { Alert, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ZPassword } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { z } from '../../../shared/zod.js';
import { paths } from '../../app/paths.js';
import { errorMessage, post } from '../../lib/api.js';
import { zodValidate } from '../../lib/zod-form.js';
import { AuthCard } from './AuthCard.js';
import { AuthLinks } from './AuthLinks.js';

const ZResetForm = z.object({ password: ZPassword });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ initialValues: { password: '' }, validate: zodValidate(ZResetForm) });
  const reset = useMutation({
    mutationFn: (password: string) => post<{ message: string }>('/auth/reset-password', { token, password }),
  });

  return (
    <AuthCard title="Yeni Şifre Belirle">
      {!token && <Alert color="red">{messages.auth.resetInvalidToken}</Alert>}
      {reset.isSuccess ? (
        <Alert color="teal" role="status">
          {reset.data.message}
        </Alert>
      ) : (
        token && (
          <form onSubmit={form.onSubmit((values) => reset.mutate(values.password))} noValidate>
            <PasswordInput
              label="Yeni şifre"
              autoComplete="new-password"
              required
              mb="md"
              {...form.getInputProps('password')}
            />
            {reset.isError && (
              <Alert color="red" mb="md" role="alert">
                {errorMessage(reset.error)}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={reset.isPending}>
              Şifreyi Güncelle
            </Button>
          </form>
        )
      )}
      <AuthLinks links={[{ to: paths.login, label: 'Giriş sayfasına dön' }]} />
    </AuthCard>
  );
}
