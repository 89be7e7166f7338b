import { sql } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { DEFAULT_PREFERENCES, screenOf } from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import { notificationPreferences, pushOutbox, pushSubscriptions } from '../db/schema/index.js';
import type { PushMessage } from './enqueue-push.js';

/**
 * A new announcement, pushed to every device whose player takes announcements by push: one
 * statement, in the announcement's transaction.
 */
export async function enqueueAnnouncementPush(db: DbOrTx, title: string): Promise<void> {
  const message: PushMessage = {
    title: messages.preferences.announcementPushTitle,
    body: title,
    url: screenOf('announcement'),
  };
  await db.execute(sql`
    insert into ${pushOutbox} (subscription_id, payload)
    select s.id, ${JSON.stringify(message)}::jsonb
    from ${pushSubscriptions} s
    left join ${notificationPreferences} p
      on p.user_id = s.user_id and p.category = 'announcements'
    where coalesce(p.push, ${DEFAULT_PREFERENCES.announcements.push})`);
}
