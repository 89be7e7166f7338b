import { eq, sql } from 'drizzle-orm';
import type { TUnsubscribeQuery } from '../../../shared/contract/preferences.js';
import { messages } from '../../../shared/messages.js';
import { DEFAULT_PREFERENCES } from '../../../shared/rules/notification-prefs.js';
import type { Db } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';
import { isUnsubscribeSignature } from '../../domain/unsubscribe-token.js';
import { notFound } from '../../errors.js';

/**
 * The one-click link of a mail: turns off that category's mail for the player the link was made
 * for, without a session. A link whose signature does not match (another category, another
 * player, a typo) changes nothing and answers 404.
 */
export async function unsubscribeByLink(db: Db, query: TUnsubscribeQuery, secret: string, now: Date) {
  if (!isUnsubscribeSignature(query.u, query.c, query.s, secret))
    throw notFound(messages.preferences.unsubscribeInvalid);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, query.u)).limit(1);
  if (!user) throw notFound(messages.preferences.unsubscribeInvalid);
  await db
    .insert(notificationPreferences)
    .values({
      userId: user.id,
      category: query.c,
      email: false,
      push: DEFAULT_PREFERENCES[query.c].push,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { email: false, updatedAt: sql`excluded.updated_at` },
    });
  return { category: query.c };
}
