import { Alert, Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TMe, TProfileRequest } from '../../../shared/contract/profile.js';
import { PersonFields } from '../../components/PersonFields.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useNavigate } from '../../lib/router.js';
import { lazySchema, usePreloadSchema } from '../../lib/zod-form.js';
import { useSaveProfile } from './api.js';

type FormValues = Omit<TProfileRequest, 'city' | 'gender'> & { city: string; gender: string };

const schema = lazySchema(() => import('../../../shared/contract/profile.js').then((m) => m.ZProfileRequest));

/** The profile gate's form ('Profilinizi Tamamlayın') and, once the profile exists, 'Profilim'. */
export function ProfileForm({ me }: { me: TMe }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const isNew = !me.profile;
  usePreloadSchema(schema);
  const form = useForm<FormValues>({
    initialValues: {
      firstName: me.profile?.firstName ?? '',
      lastName: me.profile?.lastName ?? '',
      phone: me.profile?.phone ?? '',
      birthdate: me.profile?.birthdate ?? '',
      gender: me.profile?.gender ?? '',
      city: String(me.profile?.city ?? '21'),
    },
    validate: schema.validate,
  });

  const submit = schema.onSubmit(form, (values: FormValues) =>
    save.mutate(
      { ...values, city: Number(values.city), gender: values.gender as TProfileRequest['gender'] },
      {
        onSuccess: () => navigate(paths.dashboard),
        // A field the server refused (a name ending in a web ending the form's short list lacks)
        // is marked under the field, which then takes the focus (lib/form-errors).
        onError: (error) => {
          if (onForm(error)) form.setErrors(error.fields);
        },
      },
    ),
  );
  const onForm = (error: unknown): error is ApiError & { fields: Record<string, string> } =>
    error instanceof ApiError &&
    !!error.fields &&
    Object.keys(error.fields).every((field) => field in form.values);

  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack>
        <Title order={1} fz="h2">
          {isNew ? 'Profilinizi Tamamlayın' : 'Profilim'}
        </Title>
        {isNew ? (
          <Alert color="yellow" title="Profil zorunludur" role="note">
            Portalı kullanabilmek için profil bilgilerinizi tamamlamanız zorunludur.
          </Alert>
        ) : (
          <Alert color="blue" role="note">
            Lütfen profil bilgilerinizi güncel tutunuz.
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Grid>
            <PersonFields inputProps={form.getInputProps} own />
          </Grid>
          {save.isError && !onForm(save.error) && (
            <Alert color="red" mt="md" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Button type="submit" mt="lg" loading={save.isPending}>
            {isNew ? 'Kaydet' : 'Güncelle'}
          </Button>
        </form>
      </Stack>
    </Paper>
  );
}
