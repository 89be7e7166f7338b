// Offer deadlines (spec §9): answer within maxDaysToRespond days of the offer, play within
// maxDaysToPlay days of the acceptance. Instants; shown in Europe/Istanbul.
import { addDays } from '../time.js';

const DAY_MS = 86_400_000;

/** The instant by which the opponent must answer. */
export function respondByFor(createdAt: Date, maxDaysToRespond: number): Date {
  return addDays(createdAt, maxDaysToRespond);
}

/** The instant by which an accepted match must be played. */
export function playByFor(acceptedAt: Date, maxDaysToPlay: number): Date {
  return addDays(acceptedAt, maxDaysToPlay);
}

export { isAnswerable, isPast } from './instants.js';

/** Days left until the deadline, rounded up (a few hours left is 1 day); 0 once it has passed. */
export function daysLeft(deadline: Date, now: Date): number {
  const ms = deadline.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** "1 hafta" for 7 days, "2 hafta" for 14, otherwise "5 gün". */
export function daysInWords(days: number): string {
  return days > 0 && days % 7 === 0 ? `${days / 7} hafta` : `${days} gün`;
}
