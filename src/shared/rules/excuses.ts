// Excuse periods (spec §3, §5): a player with an active excuse is closed to offers.
import { messages } from '../messages.js';
import { daysBetween, formatDate } from '../time.js';

export interface ExcusePeriod {
  startDate: string;
  /** null: open-ended, stays active. */
  endDate: string | null;
}

/** Active on `today` (YYYY-MM-DD, Istanbul): started, and not yet ended (the end day still counts). */
export function isExcuseActive(excuse: ExcusePeriod, today: string): boolean {
  return excuse.startDate <= today && (excuse.endDate === null || excuse.endDate >= today);
}

export function hasActiveExcuse(excuses: ExcusePeriod[], today: string): boolean {
  return excuses.some((e) => isExcuseActive(e, today));
}

/**
 * Why a new excuse is refused, or null when it may be added: the start must be strictly before
 * the end, and no existing excuse of the player may end after the new start (an open-ended one
 * never ends). The message names the existing excuse's dates.
 */
export function excuseRefusal(next: ExcusePeriod, existing: ExcusePeriod[]): string | null {
  if (next.endDate !== null && !(next.startDate < next.endDate)) return messages.excuse.dateOrder;
  const clash = existing.find((e) => e.endDate === null || e.endDate > next.startDate);
  if (!clash) return null;
  return messages.excuse.overlap(formatDate(clash.startDate), formatExcuseEnd(clash.endDate));
}

export function formatExcuseEnd(endDate: string | null): string {
  return endDate === null ? messages.excuse.openEnded : formatDate(endDate);
}

/** Whole days left until the excuse ends (0 on its last day), or null when past or open-ended. */
export function excuseDaysLeft(endDate: string | null, today: string): number | null {
  if (endDate === null) return null;
  const left = daysBetween(today, endDate);
  return left < 0 ? null : left;
}
