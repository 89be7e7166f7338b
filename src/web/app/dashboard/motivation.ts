import { istanbulToday } from '../../../shared/time.js';

const lines = [
  'Bugün sıralamada bir basamak yükselmek için harika bir gün!',
  'Her maç yeni bir fırsat. Raketinizi hazırlayın!',
  'Disiplin ve azim, kortta kazandırır.',
  'Üst sıralar sizi bekliyor. Bir teklif gönderin!',
  'İyi bir servis, iyi bir başlangıçtır.',
];

/** A motivational line that changes day by day (the Istanbul day), not on every render. */
export function motivationFor(date: Date): string {
  const day = Math.floor(Date.parse(istanbulToday(date)) / 86_400_000);
  return lines[day % lines.length];
}
