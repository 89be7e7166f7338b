import { sql } from 'drizzle-orm';
import {
  ADMIN_LOG_EVENT_TYPES,
  MAIL_STATUSES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGET_KINDS,
} from '../../../shared/domain.js';
import { NOTIFICATION_CATEGORIES } from '../../../shared/rules/notification-prefs.js';
import { users } from './auth.js';
import { matchOffers } from './challenges.js';
import { oneOf } from './checks.js';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamptz,
  uniqueIndex,
  uuid,
} from './columns.js';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    date: timestamptz('date').notNull().defaultNow(),
    endDate: date('end_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_end_date_idx').on(t.endDate)],
);

export const readAnnouncements = pgTable(
  'read_announcements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

/** The spec's users/{uid}/notifications subcollection. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('unread'),
    type: text('type'),
    offerId: uuid('offer_id').references(() => matchOffers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
    /** What it is about (kind + id), which the web app opens; an action on it marks it read. */
    targetKind: text('target_kind', { enum: NOTIFICATION_TARGET_KINDS }),
    targetId: text('target_id'),
    /** Set when the player deletes it (status deleted), so it can be restored for a short while. */
    deletedAt: timestamptz('deleted_at'),
    /**
     * The request on a match it asks the reader to answer (a time, a postponement, a cancellation):
     * it stays unread until that request is answered, withdrawn or closed, whatever else the reader
     * does in the match. No foreign key: a request gone with its match counts as closed.
     */
    requestId: uuid('request_id'),
  },
  (t) => [
    check('notifications_status_check', oneOf(t.status, NOTIFICATION_STATUSES)),
    check('notifications_target_kind_check', oneOf(t.targetKind, NOTIFICATION_TARGET_KINDS)),
    check('notifications_target_check', sql`(${t.targetKind} is null) = (${t.targetId} is null)`),
    index('notifications_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('notifications_target_unread_idx').on(t.targetId).where(sql`${t.status} = 'unread'`),
  ],
);

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type', { enum: ADMIN_LOG_EVENT_TYPES }).notNull(),
    eventDetails: jsonb('event_details').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('unread'),
    readAt: timestamptz('read_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    check('admin_logs_event_type_check', oneOf(t.eventType, ADMIN_LOG_EVENT_TYPES)),
    check('admin_logs_status_check', oneOf(t.status, NOTIFICATION_STATUSES)),
    index('admin_logs_status_created_idx').on(t.status, t.createdAt),
    index('admin_logs_event_status_created_idx').on(t.eventType, t.status, t.createdAt),
    index('admin_logs_created_idx').on(t.createdAt),
  ],
);

/** Durable mail: written in the transaction of the change it reports, delivered after commit. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    text: text('body').notNull(),
    /**
     * A mail of a notification category names it and the account it went to: delivery adds that
     * category's one-click unsubscribe link and headers. Account mails have neither.
     */
    category: text('category'),
    recipientId: text('recipient_id'),
    /**
     * The mail carries a one-time link (password reset, first password, e-mail change or
     * verification): once it went out, the statement that marks it sent replaces its text, so no
     * copy of the database holds a link that still works. Until then it keeps the link, so a
     * pending or failed mail still goes out (or is retried by an admin) with it.
     */
    oneTimeLink: boolean('one_time_link').notNull().default(false),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A player's choice per notification category; a category without a row uses the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check('notification_preferences_category_check', oneOf(t.category, NOTIFICATION_CATEGORIES)),
  ],
);

/** One browser (device) a player turned push on for; the push service's endpoint names it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Durable push, one row per device and event: written with the event, delivered after commit. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('push_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('push_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
