import type { TResultMatch } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { formatSlot } from '../../../shared/rules/arrange.js';

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

/** "Planlandı: 24 Kas Sal 18:30 · Dicle Kortları" or "Zaman bekleniyor". */
export function slotLine(slot: { at: string; place: string } | null): string {
  return slot ? messages.arrange.planned(formatSlot(slot.at, slot.place)) : messages.arrange.waiting;
}
