import { sql } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { DEFAULT_PREFERENCES, screenOf } from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import {
  mailOutbox,
  notificationPreferences,
  pushOutbox,
  pushSubscriptions,
  users,
} from '../db/schema/index.js';
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

/**
 * A new announcement, mailed to every player who takes announcements by mail (the default): one
 * statement, in the announcement's transaction. Players are accounts with a saved profile, not
 * deleted; each mail goes out with the announcements' unsubscribe link (delivery adds it).
 */
export async function enqueueAnnouncementMail(db: DbOrTx, title: string, content: string): Promise<void> {
  await db.execute(sql`
    insert into ${mailOutbox} (to_addresses, subject, body, category, recipient_id)
    select array[u.email], ${messages.announcements.mailSubject(title)}::text, ${messages.announcements.mailText(title, content)}::text,
      'announcements', u.id
    from ${users} u
    left join ${notificationPreferences} p on p.user_id = u.id and p.category = 'announcements'
    where u.first_name is not null and u.deleted_at is null
      and coalesce(p.email, ${DEFAULT_PREFERENCES.announcements.email})`);
}
