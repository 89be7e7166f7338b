import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type CategoryPreference,
  DEFAULT_PREFERENCES,
  type NotificationCategory,
  type NotificationChannel,
  resolvePreferences,
} from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import { notificationPreferences, users } from '../db/schema/index.js';

/** A player's settings, every category filled in (saved rows over the defaults). */
export async function preferencesOf(db: DbOrTx, userId: string): Promise<CategoryPreference[]> {
  const saved = await db
    .select({
      category: notificationPreferences.category,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return resolvePreferences(saved as CategoryPreference[]);
}

/**
 * Of these users, those who take `category` on `channel` (their saved choice, else the default).
 * One query for any number of users, inside the caller's transaction.
 */
export async function usersWanting(
  db: DbOrTx,
  userIds: readonly string[],
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const unique = [...new Set(userIds)];
  const column = channel === 'email' ? notificationPreferences.email : notificationPreferences.push;
  const saved = await db
    .select({ userId: notificationPreferences.userId, on: column })
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, unique), eq(notificationPreferences.category, category)),
    );
  const choice = new Map(saved.map((r) => [r.userId, r.on]));
  const byDefault = DEFAULT_PREFERENCES[category][channel];
  return unique.filter((id) => choice.get(id) ?? byDefault);
}

/**
 * The account a category mail goes to (one address) and whether its owner turned that category's
 * mail off. An address without an account (none of ours today) is sent to, without a link.
 */
export async function mailRecipient(
  db: DbOrTx,
  to: readonly string[],
  category: NotificationCategory,
): Promise<{ userId: string | null; optedOut: boolean }> {
  if (to.length !== 1) return { userId: null, optedOut: false };
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, to[0].toLowerCase()))
    .limit(1);
  if (!user) return { userId: null, optedOut: false };
  const wanting = await usersWanting(db, [user.id], category, 'email');
  return { userId: user.id, optedOut: wanting.length === 0 };
}

/**
 * SQL: whether the user `userId` (an SQL expression) takes `category` on `channel`, their saved
 * choice else the default: the rule of `usersWanting`, for a write that chooses its recipients in
 * the statement that writes (one round trip instead of a read, then a write).
 */
export function chosenSql(userId: SQL, category: NotificationCategory, channel: NotificationChannel): SQL {
  const column = channel === 'email' ? sql`p.email` : sql`p.push`;
  return sql`coalesce((select ${column} from notification_preferences p
    where p.user_id = ${userId} and p.category = ${category}), ${DEFAULT_PREFERENCES[category][channel]}::boolean)`;
}
