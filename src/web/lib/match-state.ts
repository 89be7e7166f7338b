import type { MatchOutcome, MatchResultState, MatchStatus } from '../../shared/domain.js';

/**
 * A match's badge, as players and staff see it everywhere: its status, and where its result stands
 * ('Onay bekliyor', 'İtiraz edildi'), or for a planned match whether a slot is agreed.
 */
export function matchStateBadge(m: {
  status: MatchStatus;
  resultState: MatchResultState;
  /** Past its play deadline with no result (where the screen knows it). */
  overdue?: boolean;
  /** The agreed slot, in whatever form the screen has it; null until both players agree on one. */
  slot: unknown;
  /** How a result ended, where the screen knows it: a walkover was decided, not played. */
  outcome?: MatchOutcome;
}): { label: string; color: string } {
  if (m.status === 'iptal') return { label: 'İptal', color: 'gray' };
  if (m.status === 'oynanmış')
    return m.outcome === 'walkover'
      ? { label: 'Hükmen', color: 'teal' }
      : { label: 'Oynandı', color: 'teal' };
  if (m.resultState === 'reported') return { label: 'Onay bekliyor', color: 'yellow' };
  if (m.resultState === 'disputed') return { label: 'İtiraz edildi', color: 'red' };
  if (m.overdue) return { label: 'Süresi geçti', color: 'orange' };
  // Planned only once both players agreed on a slot.
  return m.slot ? { label: 'Planlandı', color: 'blue' } : { label: 'Zaman bekleniyor', color: 'gray' };
}
