// The short chip a ladder row shows when the signed-in player may not challenge that player: the
// reason comes from `eligibility` (shared/rules/eligibility.ts), the rule the server enforces.
import { messages } from '../messages.js';
import { formatDate } from '../time.js';
import type { Ineligibility } from './eligibility.js';

const chips = messages.home.chips;

/** The chip's text and its longer explanation; null where no chip is shown (my own row, no rank). */
export function reasonChip(
  reason: Ineligibility | null,
  opensOn: string | null,
): { text: string; title: string } | null {
  if (reason === null || reason === 'self' || reason === 'noRank') return null;
  const title = messages.home.chipTitles[reason];
  if (reason === 'recentlyBeaten')
    return { text: chips.recentlyBeaten(opensOn ? formatDate(opensOn) : ''), title };
  return { text: chips[reason], title };
}
