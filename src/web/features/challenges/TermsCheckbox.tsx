import { Checkbox } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { messages } from '../../../shared/messages.js';

/**
 * The offer's terms box (spec §5: sending requires it), the same in the wizard's last step and the
 * dashboard modal's confirmation. 'Teklifi Gönder' stays usable beside it: tapped before the box is
 * ticked, it sends nothing and counts up `refused`; the box then says why and takes the focus, so it
 * is announced with its message (a disabled button said nothing of why it did not work). The server
 * refuses an offer without it in the same words.
 */
export function TermsCheckbox({
  checked,
  onChange,
  refused,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** How often sending was tried with the box unticked: each try brings the focus back to it. */
  refused: number;
}) {
  const box = useRef<HTMLInputElement>(null);
  // Once the message is drawn, so the box is announced with it.
  useEffect(() => {
    if (refused) box.current?.focus();
  }, [refused]);
  const missing = refused > 0 && !checked;
  return (
    <Checkbox
      ref={box}
      label="Şartları kabul ediyorum"
      checked={checked}
      error={missing ? messages.offers.termsRequired : undefined}
      aria-invalid={missing || undefined}
      onChange={(e) => onChange(e.currentTarget.checked)}
      // With its message below, the box stays beside the label's line rather than between the two.
      styles={{ body: { alignItems: missing ? 'flex-start' : 'center' } }}
    />
  );
}
