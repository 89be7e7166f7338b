import { Alert, Button, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LOGIN_TIMEOUT_BOUNDS,
  MATCH_DEADLINE_BOUNDS,
  type TSettings,
  ZSettings,
} from '../../../shared/contract/settings.js';
import { messages } from '../../../shared/messages.js';
import { isSuperAdminRole } from '../../../shared/rules/roles.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { useSignedInUser } from '../../lib/session.js';
import { zodValidate } from '../../lib/zod-form.js';
import { useSaveSettings, useSettings } from './api.js';
import { PrivacyNoticeCard } from './PrivacyNoticeCard.js';

/** /settings: loginTimeout (minutes) and matchCompletionDeadline (days), spec §2 and §3; e-mail verification on or off. */
export default function SettingsPage() {
  const settings = useSettings();
  const me = useSignedInUser();
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" maw={560}>
        <Stack>
          <Title order={1} fz="h2">
            Genel Ayarlar
          </Title>
          <QueryState query={settings}>{(data) => <SettingsForm initial={data} />}</QueryState>
        </Stack>
      </Paper>
      {/* KVKK: only the Super Admin edits the information text (the server refuses anyone else). */}
      {isSuperAdminRole(me.role) && <PrivacyNoticeCard />}
    </Stack>
  );
}

function SettingsForm({ initial }: { initial: TSettings }) {
  const save = useSaveSettings();
  const form = useForm<{
    loginTimeout: number | string;
    matchCompletionDeadline: number | string;
    emailVerification: boolean;
  }>({
    initialValues: initial,
    validate: zodValidate(ZSettings),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, { onSuccess: (saved) => form.setValues(saved) }),
      )}
    >
      <Stack>
        <NumberInput
          label="Oturum zaman aşımı (dakika)"
          description="Bu kadar dakika işlem yapılmayan oturum kapanır."
          min={LOGIN_TIMEOUT_BOUNDS.min}
          max={LOGIN_TIMEOUT_BOUNDS.max}
          // Decimals and negatives stay as typed, so the check names them; they are not dropped unseen.
          inputMode="numeric"
          clampBehavior="none"
          required
          {...form.getInputProps('loginTimeout')}
          onChange={(v) => {
            form.setFieldValue('loginTimeout', v);
            save.reset();
          }}
        />
        <NumberInput
          label="Maç tamamlama süresi (gün)"
          description="Yeni eklenen bir ligin maç oynama süresi bununla başlar. Kabul edilen maçlarda her zaman ligin kendi maç oynama süresi uygulanır; bu ayarı değiştirmek mevcut ligleri etkilemez."
          min={MATCH_DEADLINE_BOUNDS.min}
          max={MATCH_DEADLINE_BOUNDS.max}
          // Decimals and negatives stay as typed, so the check names them; they are not dropped unseen.
          inputMode="numeric"
          clampBehavior="none"
          required
          {...form.getInputProps('matchCompletionDeadline')}
          onChange={(v) => {
            form.setFieldValue('matchCompletionDeadline', v);
            save.reset();
          }}
        />
        <Switch
          label={messages.emailVerification.settingLabel}
          description={messages.emailVerification.settingDescription}
          size="md"
          {...form.getInputProps('emailVerification', { type: 'checkbox' })}
          onChange={(e) => {
            form.setFieldValue('emailVerification', e.currentTarget.checked);
            save.reset();
          }}
        />
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {messages.settings.saved}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Kaydet
        </Button>
      </Stack>
    </form>
  );
}
