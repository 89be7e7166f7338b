import { sql } from 'drizzle-orm';
import { DEFAULT_ROLE, GENDERS, ROLES } from '../../../shared/domain.js';
import { oneOf } from './checks.js';
import { boolean, check, date, index, integer, pgTable, text, timestamptz } from './columns.js';
import { provinces } from './reference.js';

/**
 * The sign-in user of better-auth, extended with the spec's profile (the `users` document).
 * One row per person: the profile is complete when `profileCompletedAt` is set.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    role: text('role', { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    city: integer('city').references(() => provinces.code),
    profileCompletedAt: timestamptz('profile_completed_at'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    /** first name, last name and e-mail folded with Turkish rules, for case-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    /** Part of the calendar feed's token: raising it retires the old feed address. */
    calendarVersion: integer('calendar_version').notNull().default(0),
    /** KVKK: the version of the information text (Aydınlatma Metni) accepted at sign-up, and when. */
    privacyNoticeVersion: integer('privacy_notice_version'),
    privacyNoticeAcceptedAt: timestamptz('privacy_notice_accepted_at'),
    /** Set when the player deleted their account: the row stays, its personal fields erased (ADR 013). */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_gender_check', sql`${t.gender} is null or ${oneOf(t.gender, GENDERS)}`),
    index('users_search_text_idx').on(t.searchText),
    index('users_last_first_idx').on(t.lastName, t.firstName),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins per account (the e-mail address as typed, lower case, whether or not an account
 * has it): after LOGIN_FAILURES_BEFORE_LOCK failures the address is locked for a while that doubles
 * with each further failure, up to a cap. In the database, so every app instance sees the same.
 */
export const loginThrottles = pgTable('login_throttles', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  lastAttemptAt: timestamptz('last_attempt_at').notNull(),
});
