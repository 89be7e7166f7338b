// Europe/Istanbul time for every rule: "today", deadlines, the 08:00–22:59 window.

export const TIME_ZONE = 'Europe/Istanbul';
export const LOCALE = 'tr-TR';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type IstanbulParts = { date: string; hour: number; minute: number };
// formatToParts is slow, and every request asks about an instant of the current minute. Istanbul's
// offset from UTC is a whole number of minutes (hours, in fact), so every instant of one UTC minute
// has the same parts.
let lastParts: { minute: number; parts: IstanbulParts } | null = null;

/** Calendar date and wall-clock time of an instant in Istanbul. */
export function istanbulParts(at: Date): IstanbulParts {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastParts?.minute === minute) return lastParts.parts;
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const parts = { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
  lastParts = { minute, parts: Object.freeze(parts) };
  return parts;
}

/** Today's calendar date (YYYY-MM-DD) in Istanbul. */
export function istanbulToday(now: Date = new Date()): string {
  return istanbulParts(now).date;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "22 Kas 2026" for an instant, or for a calendar date string (read as that day in Istanbul). */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const at =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+03:00`)
      : new Date(value);
  return dateFormat.format(at);
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  return dateTimeFormat.format(new Date(value));
}
