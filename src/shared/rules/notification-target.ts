import type { NotificationTargetKind } from '../domain.js';

export interface NotificationTarget {
  kind: NotificationTargetKind;
  id: string;
}

/**
 * The notices that ask a league's staff to decide a match (a disputed result, a match not played by
 * its deadline): the staff decide in Maç Yönetimi, not on Maçlarım, which lists only their own matches.
 */
export const STAFF_MATCH_TYPES: readonly string[] = ['matchDisputeStaff', 'matchOverdue'];

export const isStaffMatchNotice = (type: string | null | undefined): boolean =>
  type != null && STAFF_MATCH_TYPES.includes(type);

/**
 * The web app's screen that shows what a notification is about (its detail view opens it, and so
 * does a push): an offer on the offers page (named, so the page opens where it is: to answer, among
 * the player's own pending offers, or in the history), a match on Maçlarım (on Maç Yönetimi for
 * the staff's notices, by the notification's `type`), an application on the leagues page, a league
 * (a moderator's) on its settings, a player on their page.
 */
export function targetPath(target: NotificationTarget, type?: string | null): string {
  switch (target.kind) {
    case 'offer':
      return `/match_rew?teklif=${encodeURIComponent(target.id)}`;
    case 'match':
      // On Maçlarım, at that match's card (the web app's `matchCardPath`).
      return isStaffMatchNotice(type) ? '/macm' : `/maclarim#mac-${encodeURIComponent(target.id)}`;
    case 'application':
      return '/leagues';
    case 'league':
      return '/league-settings';
    case 'player':
      return `/players/${encodeURIComponent(target.id)}`;
  }
}
