import { Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { PrivacyNoticeText, usePrivacyNotice } from '../../components/PrivacyNotice.js';
import { QueryState } from '../../components/QueryState.js';

const m = messages.privacy;

/** /aydinlatma-metni: the information text in force, for anyone, signed in or not. */
export default function PrivacyNoticePage() {
  const notice = usePrivacyNotice();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" component="article">
      <Stack>
        <Title order={1} fz="h2">
          {m.title}
        </Title>
        <QueryState query={notice}>
          {(data) => (
            <>
              <Text size="sm" c="dimmed">
                {m.version(data.version, data.updatedAt ? formatDate(data.updatedAt) : null)}
              </Text>
              <PrivacyNoticeText text={data.text} size="md" />
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
