// The reminder job's rules (spec §7, §9): when it may run, when an offer expires, when the
// opponent is reminded. Pure functions of an injected clock.
import { istanbulParts } from '../time.js';

/** The job sends mail only from 08:00 to 22:59 Istanbul time. */
export function isInReminderWindow(now: Date): boolean {
  const { hour } = istanbulParts(now);
  return hour >= 8 && hour <= 22;
}

/** Offers made before this instant and still pending have run out of time. */
export function responseDeadline(createdAt: Date, maxDaysToRespond: number): Date {
  return new Date(createdAt.getTime() + maxDaysToRespond * 86_400_000);
}

/**
 * The half-time of the response window: half of maxDaysToRespond measured in hours
 * (docs/spec-decisions.md), so a 1-day window reminds at 12 hours.
 */
export function halfTimeOf(createdAt: Date, respondBy: Date): Date {
  return new Date(createdAt.getTime() + (respondBy.getTime() - createdAt.getTime()) / 2);
}

export interface PendingOfferTimes {
  createdAt: Date;
  respondBy: Date;
  halfTimeReminderSent: boolean;
}

export type ReminderAction = 'expire' | 'remind' | 'none';

/** What the job does with one pending offer now: expire it (deadline reached), remind, or nothing. */
export function reminderActionFor(offer: PendingOfferTimes, now: Date): ReminderAction {
  if (now.getTime() >= offer.respondBy.getTime()) return 'expire';
  if (!offer.halfTimeReminderSent && now.getTime() >= halfTimeOf(offer.createdAt, offer.respondBy).getTime())
    return 'remind';
  return 'none';
}
