import type { NotificationTargetKind } from '../domain.js';

export interface NotificationTarget {
  kind: NotificationTargetKind;
  id: string;
}

/**
 * The web app's screen that shows what a notification is about (its detail view opens it, and so
 * does a push): an offer on the offers page (named, so the page opens where it is: to answer, among
 * the player's own pending offers, or in the history), a match on Maçlarım, an
 * application on the leagues page, a league (a moderator's) on its settings, a player on their page.
 */
export function targetPath(target: NotificationTarget): string {
  switch (target.kind) {
    case 'offer':
      return `/match_rew?teklif=${encodeURIComponent(target.id)}`;
    case 'match':
      return '/maclarim';
    case 'application':
      return '/leagues';
    case 'league':
      return '/league-settings';
    case 'player':
      return `/players/${encodeURIComponent(target.id)}`;
  }
}
