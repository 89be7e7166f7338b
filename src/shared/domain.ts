// Enumerations of the domain, shared by the database CHECKs, the API contract and the web forms.

export const ROLES = ['Super Admin', 'Admin', 'Moderator', 'User', 'Guest', 'Oyuncu'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'Oyuncu';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const LEAGUE_GENDERS = ['male', 'female'] as const;
export type LeagueGender = (typeof LEAGUE_GENDERS)[number];

export const PROVINCES = [{ code: 21, name: 'Diyarbakır' }] as const;
export const DEFAULT_CITY = 21;

export const SET_COUNTS = [3, 5] as const;
export const GAME_FORMATS = [4, 6] as const;
export const SET_DECISION_FORMATS = ['Super', 'Set'] as const;
export const POINT_TYPES = ['advantage', 'deciding'] as const;

/** A league as players see it: 'Aktif', 'Başlamadı' (before its start date) or 'Pasif'. */
export const LEAGUE_STATUSES = ['active', 'notStarted', 'inactive'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;

export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
  'unavailable_due_to_other_offer',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const EXCUSE_TYPES = ['Sakatlık', 'Tatil', 'Hastalık', 'Diğer'] as const;
export type ExcuseType = (typeof EXCUSE_TYPES)[number];

export const MATCH_STATUSES = ['planlanmış', 'oynanmış', 'iptal'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_RESULT_STATES = ['none', 'reported', 'disputed', 'confirmed'] as const;
export type MatchResultState = (typeof MATCH_RESULT_STATES)[number];
export const MATCH_OUTCOMES = ['normal', 'retired', 'walkover'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** What one player asks of the other within an accepted match (shared/rules/arrange.ts). */
export const MATCH_REQUEST_KINDS = ['slots', 'postpone', 'cancel'] as const;
export type MatchRequestKind = (typeof MATCH_REQUEST_KINDS)[number];
/** 'replaced': a newer proposal of slots took its place. */
/** 'withdrawn': taken back by the player who asked, before the opponent answered. */
export const MATCH_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'replaced', 'withdrawn'] as const;
export type MatchRequestStatus = (typeof MATCH_REQUEST_STATUSES)[number];
/** What happens to a match with no result at its play deadline: staff decide, or a walkover. */
export const OVERDUE_POLICIES = ['staff', 'walkover'] as const;
export type OverduePolicy = (typeof OVERDUE_POLICIES)[number];

export const NOTIFICATION_STATUSES = ['unread', 'read', 'deleted'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What a notification is about, so it can open it: an offer, a match, a league application, a league, a player. */
export const NOTIFICATION_TARGET_KINDS = ['offer', 'match', 'application', 'league', 'player'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

export const ADMIN_LOG_EVENT_TYPES = [
  'ProfileUpdate',
  'ProfileCreation',
  'ApplicationApproved',
  'ApplicationRejected',
  'ModeratorAdded',
  'ModeratorRemoved',
  'MatchOffer',
  'MatchOfferError',
  'JoinRequest',
  'EmailNotification_matchOffers_Expired',
  'EmailNotification_matchOffers_Reminder',
  'LeagueCreated',
  'LeagueUpdated',
  'LeagueDeleted',
  'RoleChanged',
  'UserCreated',
  'UserUpdated',
  'UserDeleted',
  'SignInLockCleared',
  'SettingsUpdated',
  'MatchAdded',
  'MatchResult',
  'MatchDisputed',
  'MailFailed',
  'ExcuseChanged',
  'ExcuseCancelled',
  'MatchPostponed',
  'MatchCancelledByPlayers',
  'MatchCancelledByStaff',
  'MatchOverdue',
  // Seasons
  'SeasonClosed',
  // Staff editing a ladder by hand
  'LadderPlayerAdded',
  'LadderPlayerRemoved',
  'LadderReordered',
  // Admin mail and announcements
  'AdminMailSent',
  'AnnouncementCreated',
  'AnnouncementUpdated',
  'AnnouncementDeleted',
] as const;
export type AdminLogEventType = (typeof ADMIN_LOG_EVENT_TYPES)[number];

export const RANK_CHANGE_CAUSES = [
  'approval',
  'added',
  'reorder',
  'rejection',
  'match_result',
  'correction',
  'removal',
  'cancellation',
  // Seasons: the new season's starting order (shared/rules/season.ts).
  'season',
] as const;
export type RankChangeCause = (typeof RANK_CHANGE_CAUSES)[number];

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * How a league's next season orders its ladder when the season closes: 'keep' carries the final
 * order over; 'alphabetical' starts afresh, the players ordered by surname, then first name
 * (Turkish alphabet), as a new intake with no earned places (shared/rules/season.ts).
 */
export const SEASON_RESET_RULES = ['keep', 'alphabetical'] as const;
export type SeasonResetRule = (typeof SEASON_RESET_RULES)[number];
export const SETTINGS_DEFAULTS = {
  loginTimeout: 30,
  matchCompletionDeadline: 7,
  emailVerification: true,
} as const;
