/** Every route path of the web app, in one table (spec §2). */
export const paths = {
  welcome: '/',
  guestHome: '/guesthome',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotpassword',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  verifyEmail: '/verify-email',
  home: '/home',
  dashboard: '/dashboard',
  profile: '/profile',
  leagues: '/leagues',
  notifications: '/notifications',
  match: '/match',
  matchReview: '/match_rew',
  userManagement: '/userm',
  matchManagement: '/macm',
  admin: '/admin',
  roles: '/rm',
  settings: '/settings',
  adminNotifications: '/adm-notifications',
  adminMail: '/adm-mail',
  announcements: '/announcement-management',
  addLeague: '/addleague',
  leagueSettings: '/league-settings',
  unauthorized: '/unauthorized',
  player: '/players/:id',
  myMatches: '/maclarim',
  /** A mail's unsubscribe link (works signed in or not). */
  unsubscribe: '/abonelik',
  /** KVKK: the information text (Aydınlatma Metni), for anyone. */
  privacyNotice: '/aydinlatma-metni',
} as const;

/** The dashboard's ladder, showing one of the player's leagues (`?lig=`) when they play in several. */
export const LADDER_LEAGUE_PARAM = 'lig';
export const ladderPath = (leagueId: string) =>
  `${paths.dashboard}?${LADDER_LEAGUE_PARAM}=${leagueId}#ladder`;

/** The profile's notification settings card, by its anchor: the profile scrolls to it. */
export const NOTIFICATION_SETTINGS_ANCHOR = 'bildirim-ayarlari';
export const notificationSettingsPath = `${paths.profile}#${NOTIFICATION_SETTINGS_ANCHOR}`;

/** A match's card on Maçlarım, by its anchor: the page scrolls to it and puts the focus on it. */
export const matchCardAnchor = (id: string) => `mac-${id}`;
export const matchCardPath = (id: string) => `${paths.myMatches}#${matchCardAnchor(id)}`;

/** A player's page: their matches and rank over time. */
export const playerPath = (id: string) => `/players/${encodeURIComponent(id)}`;

/** The query key that carries where a signed-out visitor was going, through the guest home and sign-in. */
export const NEXT_PARAM = 'sonra';

/**
 * Where to go after signing in: `next` when it is a page of this app (a path of our own, not
 * another site's address, not a signed-out page), else the home screen.
 */
export function afterSignIn(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.home;
  const path = next.split(/[?#]/)[0];
  const signedOutOnly: readonly string[] = [
    paths.welcome,
    paths.guestHome,
    paths.login,
    paths.register,
    paths.forgotPassword,
    paths.resetPassword,
  ];
  // Browsers drop tabs and line breaks from an address: '/\t/site' would become '//site'.
  const controls = [...next].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  return signedOutOnly.includes(path) || controls ? paths.home : next;
}

/** `path` with where the visitor was going, for the guest home's and the sign-in's links. */
export function withNext(path: string, next: string | null | undefined): string {
  const target = afterSignIn(next);
  return target === paths.home ? path : `${path}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}
