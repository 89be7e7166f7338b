/**
 * What a player hears about, and how. A notification's type belongs to one category; each category
 * goes to the in-app list always, and by mail and push as the player chose (defaults below).
 */
export const NOTIFICATION_CATEGORIES = ['challenges', 'results', 'leagues', 'announcements'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface CategoryPreference {
  category: NotificationCategory;
  email: boolean;
  push: boolean;
}

/**
 * Until a player changes anything: every category by mail (as before there were settings), and
 * pushed to a device they turned push on for, except announcements, which can wait for the site.
 */
export const DEFAULT_PREFERENCES: Record<NotificationCategory, { email: boolean; push: boolean }> = {
  challenges: { email: true, push: true },
  results: { email: true, push: true },
  leagues: { email: true, push: true },
  announcements: { email: true, push: false },
};

/** The category of a notification by its type; any other (applications and moderators, untyped; excuses) is about leagues. */
export function categoryOf(type: string | null | undefined): NotificationCategory {
  switch (type) {
    case 'matchOffer':
      return 'challenges';
    case 'matchResult':
    case 'matchDispute':
    case 'matchDisputeStaff':
    case 'matchSlot':
    case 'matchArrange':
    case 'matchOverdue':
    case 'match':
      return 'results';
    case 'announcement':
    case 'adminMail':
      return 'announcements';
    default:
      return 'leagues';
  }
}

/** The web app's screen that shows a notification's event (a push opens it). */
export function screenOf(type: string | null | undefined): string {
  return categoryScreen(categoryOf(type));
}

/** The web app's screen for a category's events: where its mails and pushes lead. */
export function categoryScreen(category: NotificationCategory): string {
  switch (category) {
    case 'challenges':
      return '/match_rew';
    case 'results':
      return '/maclarim';
    case 'announcements':
      return '/dashboard';
    default:
      return '/notifications';
  }
}

/** A player's full table: their saved rows over the defaults, in the categories' order. */
export function resolvePreferences(saved: readonly CategoryPreference[]): CategoryPreference[] {
  return NOTIFICATION_CATEGORIES.map((category) => {
    const row = saved.find((s) => s.category === category);
    return row
      ? { category, email: row.email, push: row.push }
      : { category, ...DEFAULT_PREFERENCES[category] };
  });
}

export function isCategory(value: unknown): value is NotificationCategory {
  return typeof value === 'string' && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}
