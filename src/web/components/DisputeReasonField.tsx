import { Textarea } from '@mantine/core';
import type { Ref } from 'react';

/**
 * The optional reason of a disputed score (on /maclarim and in the dashboard's 'Yapılacaklar'),
 * saying who reads it: the staff who decide, not the player who reported the score. Its words stay
 * here rather than in the message catalogue, which the sign-in screen loads whole.
 */
export function DisputeReasonField({
  ref,
  value,
  onChange,
}: {
  ref: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      ref={ref}
      label="İtiraz açıklaması (isteğe bağlı)"
      description="Açıklamanızı yalnızca lig yönetimi okur; rakibinize iletilmez."
      value={value}
      maxLength={500}
      autosize
      minRows={2}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
