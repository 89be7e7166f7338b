import type { TMyApplication } from '../../../shared/contract/leagues.js';
import { PROVINCES } from '../../../shared/domain.js';

/** The player's application still waiting for a decision (statuses are compared case-insensitively). */
export const pendingApplication = (applications: TMyApplication[] | undefined) =>
  applications?.find((a) => a.status.toLowerCase() === 'pending');

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
