import type { TCandidate } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { excuseDaysLeft } from '../../../shared/rules/excuses.js';
import { formatDate } from '../../../shared/time.js';

const m = messages.offers;

/** 'Teklif Zaten Gönderildi' or 'Teklif Edilemez', and why. */
export function candidateStatus(c: TCandidate): { label: string; reason: string } | null {
  if (c.offerable || !c.reason) return null;
  return {
    label: c.reason === 'alreadySent' ? m.alreadySent : m.notOfferable,
    reason: c.opensOn
      ? `${m.reasons[c.reason]} ${m.rechallengeOpensOn(formatDate(c.opensOn))}`
      : m.reasons[c.reason],
  };
}

/** "5 gün kaldı", "Son gün", 'Süre doldu' or 'Süresiz' for an excuse's end. */
export function excuseRemaining(endDate: string | null, today: string): string {
  if (endDate === null) return 'Süresiz';
  const left = excuseDaysLeft(endDate, today);
  if (left === null) return m.expiredText;
  return left === 0 ? 'Son gün' : `${left} gün kaldı`;
}

export const playerName = (name: string, excused: boolean) => (excused ? `${name} ${m.excused}` : name);
