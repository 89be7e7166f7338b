import { type SQL, sql } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import { chosenSql } from './channel-preferences.js';

/** What a push shows and the screen it opens when tapped. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushItem {
  userId: string;
  message: PushMessage;
}

/**
 * Queues a push for every device of these users who take `category` by push: one outbox row per
 * device, delivered after commit (PushDeliverer). An insert for the caller to run in its
 * transaction (`notify` carries it as a CTE): the players' choices (`chosenSql`) and devices are
 * read by the insert that writes the rows, so pushes add no round trip however many players and
 * devices they reach.
 */
export function pushInsertSql(items: PushItem[], category: NotificationCategory): SQL {
  const values = sql.join(
    items.map((i, n) => sql`(${i.userId}::text, ${JSON.stringify(i.message)}::jsonb, ${n}::int)`),
    sql`, `,
  );
  return sql`insert into push_outbox (subscription_id, payload)
    select s.id, v.payload from (values ${values}) as v(user_id, payload, ord)
    join push_subscriptions s on s.user_id = v.user_id
    where ${chosenSql(sql`v.user_id`, category, 'push')}
    order by v.ord, s.created_at, s.id`;
}
