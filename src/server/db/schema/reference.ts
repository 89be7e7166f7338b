import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamptz } from './columns.js';

export const provinces = pgTable('provinces', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
});

/** The spec's `settings/general` document: one row with id 'general'. */
export const settings = pgTable(
  'settings',
  {
    id: text('id').primaryKey(),
    loginTimeout: integer('login_timeout').notNull().default(30),
    matchCompletionDeadline: integer('match_completion_deadline').notNull().default(7),
    /** On: a new account must open the link mailed at registration before it may send offers. */
    emailVerification: boolean('email_verification').notNull().default(true),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('settings_login_timeout_check', sql`${t.loginTimeout} between 1 and 1440`),
    check('settings_match_deadline_check', sql`${t.matchCompletionDeadline} between 1 and 90`),
  ],
);

/**
 * KVKK: every version of the information text (Aydınlatma Metni) the Super Admin saved, the highest
 * the one in force. Before the first save the built-in text (`shared/privacy-notice.ts`) is version 1.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  createdBy: text('created_by'),
});
