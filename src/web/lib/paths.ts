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

/** A player's page: their matches and rank over time. */
export const playerPath = (id: string) => `/players/${encodeURIComponent(id)}`;
