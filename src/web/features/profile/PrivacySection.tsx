import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import type { TDeleteAccountRequest } from '../../../shared/contract/privacy.js';
import { messages } from '../../../shared/messages.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PasswordInput } from '../../components/PasswordInput.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { leaveSignedIn } from '../../lib/session.js';

const m = messages.privacy;

/** 'Kişisel verilerim' (KVKK): download my data, delete my account, and the information text. */
export function PrivacySection() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: (body: TDeleteAccountRequest) => post<TMessageResponse>('/account/delete', body),
    // Signed out as by the menu: the sign-in page opened afresh, the server's message shown there
    // (no signed-in screen draws again without its user).
    onSuccess: (res) => leaveSignedIn(paths.login, res.message),
  });
  const close = () => {
    setConfirming(false);
    setPassword('');
    remove.reset();
  };
  return (
    <Paper withBorder p="lg" w="100%" maw={720} mx="auto" component="section" aria-labelledby="privacy-title">
      <Stack gap="lg">
        <Title order={2} fz="h3" id="privacy-title">
          {m.section}
        </Title>
        <Text size="sm">
          {m.sectionHelp} {/* A finger's tap target: 44 px tall, on the sentence's line. */}
          <Anchor
            component={Link}
            to={paths.privacyNotice}
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center', verticalAlign: 'middle' }}
          >
            {m.linkLabel}
          </Anchor>
        </Text>
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {m.download}
          </Title>
          <Text size="sm" c="dimmed">
            {m.downloadHelp}
          </Text>
          {/* A plain link: the browser saves the attachment the server names. */}
          <Button component="a" href="/api/account/data" download variant="light" w="fit-content">
            {m.download}
          </Button>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {m.deleteTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {m.deleteHelp}
          </Text>
          <Button color="red" variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
            {m.deleteTitle}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={m.deleteConfirmTitle}
        confirmLabel={m.deleteSubmit}
        color="red"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate({ password })}
      >
        <Stack gap="sm">
          <List size="sm" spacing="xs">
            {m.deleteConfirmItems.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={700}>
            {m.deleteIrreversible}
          </Text>
          <PasswordInput
            label={m.passwordLabel}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}
