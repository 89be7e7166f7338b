import { inArray, sql } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import { pushOutbox, pushSubscriptions } from '../db/schema/index.js';
import { usersWanting } from './channel-preferences.js';

/** What a push shows and the screen it opens when tapped. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * Queues a push for every device of these users who take `category` by push, in the caller's
 * transaction: one outbox row per device, delivered after commit (PushDeliverer).
 */
export async function enqueuePush(
  db: DbOrTx,
  items: { userId: string; message: PushMessage }[],
  category: NotificationCategory,
): Promise<void> {
  if (items.length === 0) return;
  const wanting = new Set(
    await usersWanting(
      db,
      items.map((i) => i.userId),
      category,
      'push',
    ),
  );
  const chosen = items.filter((i) => wanting.has(i.userId));
  if (chosen.length === 0) return;
  const devices = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        chosen.map((i) => i.userId),
      ),
    );
  const rows = chosen.flatMap((i) =>
    devices
      .filter((d) => d.userId === i.userId)
      .map((d) => ({ subscriptionId: d.id, payload: sql`${JSON.stringify(i.message)}::jsonb` })),
  );
  if (rows.length > 0) await db.insert(pushOutbox).values(rows);
}
