// The short chip a ladder row shows when the signed-in player may not challenge that player: the
// reason comes from `eligibility` (shared/rules/eligibility.ts), the rule the server enforces; the
// words are labels (shared/labels.ts), so the dashboard does not load the whole message catalogue.
import { INELIGIBILITY_CHIPS as chips, INELIGIBILITY_TITLES } from '../labels.js';
import { formatDate } from '../time.js';
import type { Ineligibility } from './eligibility.js';

/** The chip's text and its longer explanation; null where no chip is shown (my own row, no rank). */
export function reasonChip(
  reason: Ineligibility | null,
  opensOn: string | null,
): { text: string; title: string } | null {
  if (reason === null || reason === 'self' || reason === 'noRank') return null;
  const title = INELIGIBILITY_TITLES[reason];
  if (reason === 'recentlyBeaten')
    return { text: chips.recentlyBeaten(opensOn ? formatDate(opensOn) : ''), title };
  return { text: chips[reason], title };
}
