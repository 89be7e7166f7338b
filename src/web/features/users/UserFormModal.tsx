import { Alert, Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TUserRequest, type TUserRow, ZUserRequest } from '../../../shared/contract/users.js';
import { messages } from '../../../shared/messages.js';
import { mayChangeEmailOf, offersRole } from '../../../shared/rules/role-change.js';
import { Modal } from '../../components/Modal.js';
import { PersonFields } from '../../components/PersonFields.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useSignedInUser } from '../../lib/session.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useCreateUser, useUpdateUser } from './api.js';
import { roleOptions } from './labels.js';

type FormValues = Omit<TUserRequest, 'city' | 'gender' | 'role'> & {
  city: string;
  gender: string;
  role: string;
};

interface Props {
  /** The user to edit; absent for the add-user form. */
  user?: TUserRow;
  opened: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add-user and edit-user form (spec §5: gender and province are required selects; e-mail type). */
export function UserFormModal({ user, opened, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? 'Kullanıcıyı Düzenle' : 'Kullanıcı Ekle'}
      size="lg"
    >
      {opened && <UserForm user={user} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function UserForm({ user, onClose, onSaved }: Omit<Props, 'opened'>) {
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  const save = user ? update : create;
  // Only a Super Admin grants 'Super Admin' (the server refuses others): an Admin is not offered it.
  const me = useSignedInUser();
  const actorRole = me.role;
  // Another Admin's address is theirs to keep (it receives the reset links): only a Super Admin edits it.
  const emailLocked = !!user && !mayChangeEmailOf(me, user);
  const roles = roleOptions.map((o) => ({ ...o, disabled: !offersRole(actorRole, o.value, user?.role) }));
  const form = useForm<FormValues>({
    initialValues: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      birthdate: user?.birthdate ?? '',
      gender: user?.gender ?? '',
      city: user?.city ? String(user.city) : '21',
      role: user?.role ?? 'Oyuncu',
    },
    validate: zodValidate(ZUserRequest),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        ...values,
        city: Number(values.city),
        gender: values.gender as TUserRequest['gender'],
        role: values.role as TUserRequest['role'],
      },
      {
        onSuccess: (saved) => {
          onSaved(saved.message);
          onClose();
        },
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
    <form onSubmit={submit} noValidate>
      <Grid>
        <Grid.Col span={12}>
          <TextInput
            label="E-posta"
            type="email"
            autoComplete="off"
            required
            disabled={emailLocked}
            description={emailLocked ? messages.users.onlySuperAdminChangesEmail : undefined}
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <PersonFields inputProps={form.getInputProps} />
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label="Rol" data={roles} required allowDeselect={false} {...form.getInputProps('role')} />
        </Grid.Col>
      </Grid>
      {!user && (
        <Alert color="blue" mt="md">
          Yeni kullanıcıya, şifresini belirleyeceği bir bağlantı e-postayla gönderilir.
        </Alert>
      )}
      {/* Said while it matters: a new user, or one whose profile is still incomplete. Without both
          fields nobody can put them on a ladder, which an organiser adding a player finds out later. */}
      {!user?.profileCompleted && (!form.values.phone?.trim() || !form.values.birthdate) && (
        <Alert color="yellow" mt="md" role="note">
          {messages.users.incompleteNote}
        </Alert>
      )}
      {save.isError && !onForm(save.error) && (
        <Alert color="red" mt="md" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {user ? 'Kaydet' : 'Ekle'}
        </Button>
      </Group>
    </form>
  );
}
