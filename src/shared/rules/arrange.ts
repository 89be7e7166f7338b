// Arranging an accepted match: the slots players propose, the one postponement, the reminders
// before an agreed slot and what happens at the play deadline. Pure functions of an injected clock.
import type { OverduePolicy } from '../domain.js';
import { addDays, istanbulToday, TIME_ZONE } from '../time.js';

/** A player proposes one to three slots at a time. */
export const MAX_SLOTS = 3;
const HOUR_MS = 3_600_000;

export interface Slot {
  at: Date;
  place: string;
}

export type SlotProblem = 'count' | 'past' | 'afterDeadline' | 'duplicate';

/**
 * Why a proposal of slots cannot be made, or null: one to three slots, each still to come and
 * starting no later than the play deadline, no two at the same moment.
 */
export function slotProblem(slots: readonly Slot[], now: Date, dueAt: Date | null): SlotProblem | null {
  if (slots.length < 1 || slots.length > MAX_SLOTS) return 'count';
  for (const s of slots) {
    if (s.at.getTime() <= now.getTime()) return 'past';
    if (dueAt && s.at.getTime() > dueAt.getTime()) return 'afterDeadline';
  }
  const starts = new Set(slots.map((s) => s.at.getTime()));
  if (starts.size !== slots.length) return 'duplicate';
  return null;
}

/**
 * A play day begins at this Istanbul hour: the night's first hours belong to the evening before.
 * A deadline falls at the hour the offer was accepted, so one accepted at 00:09 ends at 00:09.
 */
export const PLAY_DAY_STARTS_AT_HOUR = 6;

/**
 * The last day a match can be played on (YYYY-MM-DD, Istanbul): the day of its deadline, or the day
 * before for a deadline in the night's first hours (before 06:00). A match accepted at 00:09 must
 * start by 00:09 of its last date (`slotProblem`), which leaves nothing of that day to play in: the
 * evening before is the last one. The calendar feed's 'Maç son günü' and the slot form's latest
 * date use it, so neither offers a day every reasonable time of which the server refuses. The day
 * is the one whose play hours (06:00 to 06:00 the next morning) hold the deadline.
 */
export function lastPlayDay(dueAt: Date): string {
  return istanbulToday(new Date(dueAt.getTime() - PLAY_DAY_STARTS_AT_HOUR * HOUR_MS));
}

/**
 * The dates the slot form's date picker offers (YYYY-MM-DD, Istanbul): from today to the last play
 * day. In a deadline's own small hours, that day (the evening before) has gone: today stays offered,
 * so the picker never has its latest date before its first.
 */
export function slotDayRange(dueAt: Date | null, now: Date): { min: string; max: string | undefined } {
  const min = istanbulToday(now);
  if (!dueAt) return { min, max: undefined };
  const last = lastPlayDay(dueAt);
  return { min, max: last < min ? min : last };
}

export type PostponeProblem = 'again' | 'days' | 'noDeadline' | 'stillPast';

/** A postponement is a whole number of days, from 1 to the league's `maxDaysToPlay`. */
export const postponeDaysValid = (days: number, maxDaysToPlay: number) =>
  Number.isInteger(days) && days >= 1 && days <= maxDaysToPlay;

/**
 * The play deadline after a postponement both players agreed on: moved once, by 1 to
 * `maxDaysToPlay` days. A match already postponed cannot be postponed again. Asked (or answered)
 * `now`, after the deadline has passed, it must reach beyond now: a deadline moved into the past
 * leaves nothing to play for and the match overdue again at once.
 */
export function postponedDeadline(
  dueAt: Date | null,
  days: number,
  maxDaysToPlay: number,
  postponedBefore: boolean,
  now: Date,
): { ok: true; dueAt: Date } | { ok: false; problem: PostponeProblem } {
  if (postponedBefore) return { ok: false, problem: 'again' };
  if (!dueAt) return { ok: false, problem: 'noDeadline' };
  if (!postponeDaysValid(days, maxDaysToPlay)) return { ok: false, problem: 'days' };
  const moved = addDays(dueAt, days);
  if (moved.getTime() <= now.getTime()) return { ok: false, problem: 'stillPast' };
  return { ok: true, dueAt: moved };
}

export type ReminderLead = '24h' | '2h';
export const REMINDER_LEADS: readonly ReminderLead[] = ['24h', '2h'];
const LEAD_MS: Record<ReminderLead, number> = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS };

/**
 * Whether the reminder `lead` before an agreed slot is due now: from 24 (2) hours before the
 * start until the next reminder's time (the start), and not yet sent for this very start. A slot
 * agreed less than 2 hours ahead gets no 24-hour reminder, only the 2-hour one.
 */
export function reminderDue(slotAt: Date, now: Date, lead: ReminderLead, sentFor: Date | null): boolean {
  if (sentFor && sentFor.getTime() === slotAt.getTime()) return false;
  const from = slotAt.getTime() - LEAD_MS[lead];
  const until = lead === '24h' ? slotAt.getTime() - LEAD_MS['2h'] : slotAt.getTime();
  return now.getTime() >= from && now.getTime() < until;
}

/** A request still waiting at the deadline: who asked. */
export interface PendingProposal {
  requestedBy: string;
}

export type OverdueOutcome = { kind: 'staff' } | { kind: 'walkover'; loserId: string };

/**
 * A match with no result at its play deadline. With the 'staff' policy (the default) the league's
 * staff decide. With 'walkover', the player who left the opponent's proposal of slots unanswered
 * loses by walkover; when that cannot be told (nothing proposed, a slot agreed, or proposals both
 * ways) the staff decide after all.
 */
export function overdueOutcome(
  policy: OverduePolicy,
  players: readonly [string, string],
  pendingSlots: PendingProposal | null,
  slotAgreed: boolean,
): OverdueOutcome {
  if (policy !== 'walkover' || slotAgreed || !pendingSlots) return { kind: 'staff' };
  const [a, b] = players;
  if (pendingSlots.requestedBy === a) return { kind: 'walkover', loserId: b };
  if (pendingSlots.requestedBy === b) return { kind: 'walkover', loserId: a };
  return { kind: 'staff' };
}

const slotFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 Kas Sal 18:30" for an instant, in Istanbul. */
export function formatSlotTime(at: Date | string): string {
  const p = Object.fromEntries(slotFormat.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return `${p.day} ${p.month} ${p.weekday} ${p.hour}:${p.minute}`;
}

/** "24 Kas Sal 18:30 · Dicle Kortları". */
export function formatSlot(at: Date | string, place: string): string {
  return place ? `${formatSlotTime(at)} · ${place}` : formatSlotTime(at);
}

/**
 * A phone number as international digits for wa.me and tel: links. Numbers are typed the Turkish
 * way ("0532 123 45 67", "532…", "+90 532…"); others are taken as typed with their country code.
 * Null when too few digits remain to dial.
 */
export function internationalDigits(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return `9${digits}`;
  if (digits.length === 10 && digits.startsWith('5')) return `90${digits}`;
  return digits;
}
