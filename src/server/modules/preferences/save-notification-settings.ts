import { sql } from 'drizzle-orm';
import type {
  TNotificationSettings,
  TNotificationSettingsRequest,
} from '../../../shared/contract/preferences.js';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';
import { preferencesOf } from '../../domain/channel-preferences.js';

/** Saves the categories sent (one statement; the others keep their choice) and answers the whole table. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  request: TNotificationSettingsRequest,
  now: Date,
): Promise<TNotificationSettings> {
  // A category named twice counts once, the last choice winning.
  const rows = [...new Map(request.categories.map((c) => [c.category, c])).values()];
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, category: r.category, email: r.email, push: r.push, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: {
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return { categories: await preferencesOf(db, userId) };
}
