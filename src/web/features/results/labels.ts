import type { TResultMatch } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { formatSlot } from '../../../shared/rules/arrange.js';

export const nameOf = (m: TResultMatch, id: string | null) =>
  id === m.player1.id ? m.player1.name : id === m.player2.id ? m.player2.name : '';

/** "Planlandı: 24 Kas Sal 18:30 · Dicle Kortları" or "Zaman bekleniyor". */
export function slotLine(slot: { at: string; place: string } | null): string {
  return slot ? messages.arrange.planned(formatSlot(slot.at, slot.place)) : messages.arrange.waiting;
}

/** A match agreed before the league's ladder was reset: said to its players and to the staff. */
export const AGREED_BEFORE_RESET =
  'Bu maç, sıralama sıfırlanmadan önce kararlaştırıldı: sonucu geçerlidir ama sıralamayı değiştirmez.';
