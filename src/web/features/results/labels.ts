import type { TResultMatch } from '../../../shared/contract/results.js';

/** The badge of a match: its status, and where its result stands. */
export function stateBadge(m: TResultMatch): { label: string; color: string } {
  if (m.status === 'iptal') return { label: 'İptal', color: 'gray' };
  if (m.status === 'oynanmış') return { label: 'Oynandı', color: 'teal' };
  if (m.resultState === 'reported') return { label: 'Onay bekliyor', color: 'yellow' };
  if (m.resultState === 'disputed') return { label: 'İtiraz edildi', color: 'red' };
  if (m.overdue) return { label: 'Süresi geçti', color: 'orange' };
  // Planned only once both players agreed on a slot.
  return m.slot ? { label: 'Planlandı', color: 'blue' } : { label: 'Zaman bekleniyor', color: 'gray' };
}

export const nameOf = (m: TResultMatch, id: string | null) =>
  id === m.player1.id ? m.player1.name : id === m.player2.id ? m.player2.name : '';
