import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPrivacyNotice, TSavePrivacyNoticeRequest } from '../../../shared/contract/privacy.js';
import { messages } from '../../../shared/messages.js';
import { PRIVACY_NOTICE_MAX_LENGTH } from '../../../shared/privacy-notice.js';
import { formatDate } from '../../../shared/time.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { privacyNoticeKey, usePrivacyNotice } from '../../components/PrivacyNotice.js';
import { QueryState } from '../../components/QueryState.js';
import { put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const m = messages.privacy;

/** /settings, for the Super Admin: the information text (Aydınlatma Metni); a changed text is a new version. */
export function PrivacyNoticeCard() {
  const notice = usePrivacyNotice();
  return (
    <Paper withBorder p="lg" maw={760} component="section" aria-labelledby="privacy-notice-title">
      <Stack>
        <Title order={2} fz="h3" id="privacy-notice-title">
          {m.settingsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.settingsHelp}
        </Text>
        <QueryState query={notice}>{(data) => <NoticeForm key={data.version} initial={data} />}</QueryState>
      </Stack>
    </Paper>
  );
}

function NoticeForm({ initial }: { initial: TPrivacyNotice }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.text);
  const save = useMutation({
    mutationFn: (body: TSavePrivacyNoticeRequest) => put<TPrivacyNotice>('/settings/privacy-notice', body),
    onSuccess: (saved) => queryClient.setQueryData(privacyNoticeKey, saved),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ text });
      }}
    >
      <Stack>
        <Text size="sm">
          {m.version(initial.version, initial.updatedAt ? formatDate(initial.updatedAt) : null)}
        </Text>
        <Textarea
          label={m.title}
          autosize
          minRows={8}
          maxRows={24}
          maxLength={PRIVACY_NOTICE_MAX_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            save.reset();
          }}
        />
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {save.data.version === initial.version ? m.unchanged : m.saved(save.data.version)}
          </Alert>
        )}
        <ErrorAlert error={save.error} />
        <Button type="submit" size="md" loading={save.isPending} w="fit-content">
          Kaydet
        </Button>
      </Stack>
    </form>
  );
}
