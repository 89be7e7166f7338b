import { Alert, Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type TCreateExcuseRequest, ZCreateExcuseRequest } from '../../../shared/contract/excuses.js';
import { EXCUSE_TYPES } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { formatExcuseEnd } from '../../../shared/rules/excuses.js';
import { formatDate } from '../../../shared/time.js';
import { errorMessage } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useCreateExcuse, useMyExcuses } from './api.js';

type Values = { excuseType: string; startDate: string; endDate: string };

/** Dashboard card: the player's current excuse, and a modal form to report a new one. */
export function ExcuseCard() {
  const [opened, { open, close }] = useDisclosure(false);
  const mine = useMyExcuses();
  const active = mine.data?.active;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4">
          Mazeret Bildirimi
        </Title>
        {active ? (
          <Text size="sm">
            Aktif mazeretiniz: <b>{active.excuseType}</b> ({formatDate(active.startDate)} –{' '}
            {formatExcuseEnd(active.endDate)}). Bu süre içinde size teklif gönderilemez.
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            Sakatlık, tatil veya hastalık gibi bir nedenle oynayamayacağınız dönemi bildirin; bu sürede size
            teklif gönderilemez.
          </Text>
        )}
        <Button variant="light" mt="auto" onClick={open}>
          Mazeret Bildir
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Mazeret Bildir"
        centered
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        {opened && <ExcuseForm onDone={close} />}
      </Modal>
    </Card>
  );
}

function ExcuseForm({ onDone }: { onDone: () => void }) {
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
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {messages.common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
