// How long is left until a deadline, in the words the to-do strip shows ("2 gün 4 saat kaldı").
// The largest two units, rounded down, so the text never promises more time than there is.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const EXPIRED_TEXT = 'Süresi doldu';

/** "2 gün 4 saat kaldı", "3 saat 12 dakika kaldı", "5 dakika kaldı"; "Süresi doldu" once past. */
export function timeLeftText(deadline: Date, now: Date): string {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return EXPIRED_TEXT;
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  const parts =
    days > 0
      ? [`${days} gün`, hours > 0 ? `${hours} saat` : '']
      : hours > 0
        ? [`${hours} saat`, minutes > 0 ? `${minutes} dakika` : '']
        : [`${Math.max(1, minutes)} dakika`];
  return `${parts.filter(Boolean).join(' ')} kaldı`;
}

/** Whether fewer than 24 hours are left: the strip shows such a deadline as urgent. */
export function isUrgent(deadline: Date, now: Date): boolean {
  const ms = deadline.getTime() - now.getTime();
  return ms < DAY_MS;
}
