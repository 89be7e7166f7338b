import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TCreateExcuseRequest, ZCreateExcuseRequest } from '../../../shared/contract/excuses.js';
import { EXCUSE_TYPES } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { DialogButtons } from '../../components/DialogButtons.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { ApiError } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useCreateExcuse } from './api.js';

type Values = { excuseType: string; startDate: string; endDate: string };

/** The excuse form of the dashboard's excuse card (its own chunk: it loads after the dashboard). */
export default function ExcuseForm({ onDone }: { onDone: () => void }) {
  const create = useCreateExcuse();
  const form = useForm<Values>({
    initialValues: { excuseType: '', startDate: '', endDate: '' },
    validate: zodValidate(ZCreateExcuseRequest),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values as TCreateExcuseRequest, {
      onSuccess: (res) => {
        notify({ color: 'teal', message: res.message });
        onDone();
      },
      // A date the server refused shows its reason under that field.
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label="Mazeret Türü"
          placeholder="Seçiniz"
          data={[...EXCUSE_TYPES]}
          required
          allowDeselect={false}
          {...form.getInputProps('excuseType')}
        />
        <TextInput label="Başlangıç Tarihi" type="date" required {...form.getInputProps('startDate')} />
        <TextInput
          label="Bitiş Tarihi"
          type="date"
          description="Boş bırakırsanız mazeretiniz siz yeni bir kayıt girene kadar sürer."
          {...form.getInputProps('endDate')}
        />
        {/* A refused field shows its reason beside the field instead. */}
        <ErrorAlert error={create.error instanceof ApiError && create.error.fields ? null : create.error} />
        <DialogButtons confirmLabel={messages.common.save} onCancel={onDone} loading={create.isPending} />
      </Stack>
    </form>
  );
}
