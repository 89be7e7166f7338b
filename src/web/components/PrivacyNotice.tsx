import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TPrivacyNotice } from '../../shared/contract/privacy.js';
import { get } from '../lib/api.js';

/** The information text (Aydınlatma Metni) in force: the register form, its page and /settings read it. */
export const privacyNoticeKey = ['privacy-notice'] as const;
export const usePrivacyNotice = () =>
  useQuery({ queryKey: privacyNoticeKey, queryFn: () => get<TPrivacyNotice>('/privacy-notice') });

/** The text as the Super Admin wrote it: one paragraph per blank-line-separated block, lines kept. */
export function PrivacyNoticeText({ text, size = 'sm' }: { text: string; size?: string }) {
  return (
    <Stack gap="sm">
      {text.split(/\n{2,}/).map((block, i) => (
        // The blocks are the text's own and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's place is its identity here.
        <Text key={i} size={size} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {block}
        </Text>
      ))}
    </Stack>
  );
}
