// Excuse periods (spec §3, §5): a player with an active excuse is closed to offers.
import { messages } from '../messages.js';
import { dayBefore, daysBetween, formatDateLong, withAblative } from '../time.js';

const m = messages.excuse;

export interface ExcusePeriod {
  startDate: string;
  /** null: open-ended, stays active until the player ends it or enters a later excuse. */
  endDate: string | null;
}

/** Active on `today` (YYYY-MM-DD, Istanbul): started, and not yet ended (the end day still counts). */
export function isExcuseActive(excuse: ExcusePeriod, today: string): boolean {
  return excuse.startDate <= today && (excuse.endDate === null || excuse.endDate >= today);
}

export function hasActiveExcuse(excuses: ExcusePeriod[], today: string): boolean {
  return excuses.some((e) => isExcuseActive(e, today));
}

/** Not started yet on `today`. */
export function isExcuseUpcoming(excuse: ExcusePeriod, today: string): boolean {
  return excuse.startDate > today;
}

/** Over before `today`: it can no longer be changed. */
export function isExcuseOver(excuse: ExcusePeriod, today: string): boolean {
  return excuse.endDate !== null && excuse.endDate < today;
}

/** "10 Aralık 2026'dan itibaren": a calendar date as the start of something open-ended. */
export function fromDate(day: string): string {
  const long = formatDateLong(day);
  const year = Number(day.slice(0, 4));
  return `${long.slice(0, long.lastIndexOf(' '))} ${withAblative(year)} itibaren`;
}

/** "1 Haziran 2026 – 15 Haziran 2026", or "10 Aralık 2026'dan itibaren, süresiz". */
export function formatExcusePeriod(excuse: ExcusePeriod): string {
  return excuse.endDate === null
    ? `${fromDate(excuse.startDate)}, ${m.openEnded}`
    : `${formatDateLong(excuse.startDate)} – ${formatDateLong(excuse.endDate)}`;
}

/** Two periods share a day beyond a common boundary day (the spec lets one start on the day another ends). */
function overlaps(a: ExcusePeriod, b: ExcusePeriod): boolean {
  return (b.endDate === null || a.startDate < b.endDate) && (a.endDate === null || b.startDate < a.endDate);
}

export type NewExcusePlan =
  | { refusal: string }
  /** endOpenOn: the player's open-ended excuse ends on this day (the day before the new one starts). */
  | { refusal: null; endOpenOn: string | null };

/**
 * Why a new excuse is refused on `today` for its dates alone, or null: one that ends before today
 * lies wholly in the past and can close no one to offers. It may start in the past when it ends
 * today or later (or is open-ended).
 */
export function pastExcuseRefusal(next: ExcusePeriod, today: string): string | null {
  return next.endDate !== null && next.endDate < today ? m.wholeInPast : null;
}

/**
 * Whether a new excuse may be added, and what it does to an open-ended one.
 *
 * - The start must be strictly before the end (spec §9).
 * - An open-ended excuse lasts "until a new one is entered": a new excuse starting after it ends it
 *   the day before the new start.
 * - A new excuse that shares days with an existing one is refused as overlapping, naming that one.
 * - Excuses are entered in order (spec §9: refused when an existing excuse ends after the new start):
 *   one wholly before an existing excuse overlaps nothing, and is refused for that reason instead.
 */
export function planNewExcuse(next: ExcusePeriod, existing: ExcusePeriod[]): NewExcusePlan {
  if (next.endDate !== null && !(next.startDate < next.endDate)) return { refusal: m.dateOrder };
  const open = existing.find((e) => e.endDate === null);
  const endOpenOn = open && open.startDate < next.startDate ? dayBefore(next.startDate) : null;
  const periods = existing.map((e) => (e === open && endOpenOn ? { ...e, endDate: endOpenOn } : e));
  const clash = periods.find((e) => overlaps(e, next));
  if (clash) return { refusal: m.overlap(formatExcusePeriod(clash)) };
  const later = periods
    .filter((e) => e.endDate === null || e.endDate > next.startDate)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  if (later.length > 0) return { refusal: m.outOfOrder(formatExcusePeriod(later[0])) };
  return { refusal: null, endOpenOn };
}

/**
 * Why an excuse may not get `newEnd` as its last day on `today`, or null. Only ending earlier is
 * possible ("Bitir", "Kısalt"), and only today and later days change: an excuse already over stays
 * as it was, and the earliest last day is yesterday (the excuse then no longer counts from today).
 */
export function endExcuseRefusal(excuse: ExcusePeriod, newEnd: string, today: string): string | null {
  if (isExcuseOver(excuse, today)) return m.pastLocked;
  if (newEnd < dayBefore(today)) return m.endInPast;
  if (newEnd < excuse.startDate) return m.endBeforeStart(formatDateLong(excuse.startDate));
  if (excuse.endDate !== null && newEnd >= excuse.endDate)
    return m.notShorter(formatDateLong(excuse.endDate));
  return null;
}

/** Why an excuse may not be cancelled on `today`, or null: only one that has not started yet may. */
export function cancelExcuseRefusal(excuse: ExcusePeriod, today: string): string | null {
  if (isExcuseOver(excuse, today)) return m.pastLocked;
  if (excuse.startDate < today) return m.cancelStarted;
  return null;
}

/** What may be done with an excuse on `today`; the server checks the same rules. */
export function excuseActions(excuse: ExcusePeriod, today: string) {
  const yesterday = dayBefore(today);
  const earliestShorter = excuse.startDate > today ? excuse.startDate : today;
  return {
    /** End it now: its last day becomes yesterday. */
    end: !isExcuseOver(excuse, today) && endExcuseRefusal(excuse, yesterday, today) === null,
    /** Pick an earlier last day, today or later. */
    shorten: !isExcuseOver(excuse, today) && (excuse.endDate === null || earliestShorter < excuse.endDate),
    cancel: cancelExcuseRefusal(excuse, today) === null,
    /** The earliest last day "Kısalt" offers. */
    earliestEnd: earliestShorter,
  };
}

/** Whole days left until the excuse ends (0 on its last day), or null when past or open-ended. */
export function excuseDaysLeft(endDate: string | null, today: string): number | null {
  if (endDate === null) return null;
  const left = daysBetween(today, endDate);
  return left < 0 ? null : left;
}
