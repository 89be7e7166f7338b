import type { TMyApplication } from '../../../shared/contract/leagues.js';
import { PROVINCES } from '../../../shared/domain.js';

/** The player's application still waiting for a decision (statuses are compared case-insensitively). */
export const pendingApplication = (applications: TMyApplication[] | undefined) =>
  applications?.find((a) => a.status.toLowerCase() === 'pending');

/** Days a rejection stays on /leagues after it was decided. */
const REJECTION_SHOWN_DAYS = 30;
/**
 * The player's latest application when staff rejected it in the last 30 days: /leagues says so,
 * with the reason they gave. A later application (pending, approved or withdrawn) replaces it.
 */
export const recentRejection = (applications: TMyApplication[] | undefined, now = Date.now()) => {
  const latest = applications?.[0];
  if (latest?.status.toLowerCase() !== 'rejected' || !latest.decidedAt) return undefined;
  return now - new Date(latest.decidedAt).getTime() <= REJECTION_SHOWN_DAYS * 86_400_000 ? latest : undefined;
};

export const leagueGenderOptions = [
  { value: 'male', label: 'Erkek' },
  { value: 'female', label: 'Kadın' },
];
export const leagueGenderLabel = (g: string) => leagueGenderOptions.find((o) => o.value === g)?.label ?? g;
export const provinceOptions = PROVINCES.map((p) => ({ value: String(p.code), label: p.name }));
export const setCountOptions = [
  { value: '3', label: '3 set' },
  { value: '5', label: '5 set' },
];
export const gameFormatOptions = [
  { value: '4', label: '4 oyun' },
  { value: '6', label: '6 oyun' },
];
export const setDecisionOptions = [
  { value: 'Super', label: 'Süper tie-break' },
  { value: 'Set', label: 'Karar seti' },
];
export const pointTypeOptions = [
  { value: 'advantage', label: 'Avantajlı' },
  { value: 'deciding', label: 'Altın sayı (avantajsız)' },
];
