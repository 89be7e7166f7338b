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
const longDateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long' });
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

/** "10 Aralık 2026" for a calendar date (YYYY-MM-DD), the month written out. */
export function formatDateLong(day: string): string {
  return longDateFormat.format(new Date(`${day}T12:00:00+03:00`));
}

/** The calendar day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

// The ablative suffix of a number read aloud follows its last spoken word: 2026 is "… altı"
// ('dan), 2020 "… yirmi" ('den), 2023 "… üç" ('ten).
const ONES = ['', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan'];
const TENS = ['', 'dan', 'den', 'dan', 'tan', 'den', 'tan', 'ten', 'den', 'dan'];

/** "2026'dan", "2020'den", "2023'ten": a number with its ablative suffix ("from …"). */
export function withAblative(n: number): string {
  const suffix =
    n % 10 !== 0
      ? ONES[n % 10]
      : n % 100 !== 0
        ? TENS[(n % 100) / 10]
        : n % 1000 !== 0
          ? 'den' // yüz
          : n % 1_000_000 !== 0
            ? 'den' // bin
            : 'dan'; // milyon
  return `${n}'${suffix}`;
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  return dateTimeFormat.format(new Date(value));
}
