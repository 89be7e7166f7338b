import { sql } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import { chosenSql } from './channel-preferences.js';

/** What a push shows and the screen it opens when tapped. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * Queues a push for every device of these users who take `category` by push, in the caller's
 * transaction: one outbox row per device, delivered after commit (PushDeliverer). One statement:
 * the players' choices (`chosenSql`) and devices are read by the insert that writes the rows, so a
 * write's notifications cost one round trip for push however many players and devices they reach.
 */
export async function enqueuePush(
  db: DbOrTx,
  items: { userId: string; message: PushMessage }[],
  category: NotificationCategory,
): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((i, n) => sql`(${i.userId}::text, ${JSON.stringify(i.message)}::jsonb, ${n}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into push_outbox (subscription_id, payload)
    select s.id, v.payload from (values ${values}) as v(user_id, payload, ord)
    join push_subscriptions s on s.user_id = v.user_id
    where ${chosenSql(sql`v.user_id`, category, 'push')}
    order by v.ord, s.created_at, s.id`);
}
