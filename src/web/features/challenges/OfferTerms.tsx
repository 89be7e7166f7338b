import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TOffersOverview } from '../../../shared/contract/offers.js';
import { LeagueRules } from './LeagueRules.js';
import { TermsCheckbox } from './TermsCheckbox.js';

/**
 * The dashboard modal's terms: the league's rules behind 'Lig kurallarını göster' (folded, so the
 * step stays short on a phone) and the box the wizard's last step has too. Loaded when the modal
 * reaches its first step, outside the dashboard's first download.
 */
export default function OfferTerms({
  league,
  checked,
  onChange,
  refused,
}: {
  league: NonNullable<TOffersOverview['league']>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  refused: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls="offer-terms-rules"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Lig kurallarını gizle' : 'Lig kurallarını göster'}
      </Button>
      <div id="offer-terms-rules" hidden={!open}>
        {open && <LeagueRules league={league} />}
      </div>
      <TermsCheckbox checked={checked} onChange={onChange} refused={refused} />
    </Stack>
  );
}
