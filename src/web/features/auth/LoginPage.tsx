import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { TLoginRequest } from '../../../shared/contract/auth.js';
import type { TOk } from '../../../shared/contract/common.js';
import { post } from '../../lib/api.js';
import { lazyPart } from '../../lib/lazy-screen.js';
import { useMutation } from '../../lib/mutation.js';
import { afterSignIn, NEXT_PARAM, paths } from '../../lib/paths.js';
import { useNavigate, useSearchParams } from '../../lib/router.js';
import { meQueryKey } from '../../lib/session.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { AuthCard, VERIFICATION_SENT_TO } from './AuthCard.js';
import { AuthForm, EmailField, PasswordField } from './AuthForm.js';
import { AuthLinks } from './AuthLinks.js';

// Shown only right after registering: its code (and the messages it reads) loads only then.
const VerificationSentNote = lazyPart(() => import('./VerificationSentNote.js'));

const schema = lazySchema(() => import('../../../shared/contract/auth.js').then((m) => m.ZLoginRequest));

export default function LoginPage() {
  usePreloadSchema(schema);
  const navigate = useNavigate();
  // Where the visitor was going when the guest home sent them here (`?sonra=`), else home.
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Just registered: where the verification link went, handed over in the history entry.
  const sentTo: unknown = window.history.state?.[VERIFICATION_SENT_TO];
  const form = useForm<TLoginRequest>({
    // Just registered: the address is theirs already; only the password is left to type.
    initialValues: { email: typeof sentTo === 'string' ? sentTo : '', password: '' },
    validate: schema.validate,
  });
  const login = useMutation({
    mutationFn: (values: TLoginRequest) => post<TOk>('/auth/login', values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(afterSignIn(params.get(NEXT_PARAM)), { replace: true });
    },
  });

  return (
    <AuthCard title="Giriş Yap">
      {typeof sentTo === 'string' && (
        <Suspense fallback={null}>
          <VerificationSentNote email={sentTo} />
        </Suspense>
      )}
      <AuthForm
        onSubmit={schema.onSubmit(form, (values) => login.mutate(values))}
        error={login.error}
        submitLabel="Giriş Yap"
        pending={login.isPending}
      >
        <EmailField mb="sm" {...form.getInputProps('email')} />
        <PasswordField kind="current" {...form.getInputProps('password')} />
      </AuthForm>
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
