import { and, desc, eq } from 'drizzle-orm';
import type { TAnnouncementList } from '../../../shared/contract/announcements.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { announcements, readAnnouncements } from '../../db/schema/index.js';

/** At most this many announcements are listed (newest first). */
const LIMIT = 200;

/**
 * Every announcement, newest first, with whether `userId` has read it and whether it has ended
 * (end date before today in Istanbul). Guests (no userId) see nothing as read.
 */
export async function listAnnouncements(
  db: DbOrTx,
  userId: string | null,
  now: Date,
): Promise<TAnnouncementList> {
  const today = istanbulToday(now);
  const rows = await db
    .select({ a: announcements, readAt: readAnnouncements.readAt })
    .from(announcements)
    .leftJoin(
      readAnnouncements,
      and(eq(readAnnouncements.announcementId, announcements.id), eq(readAnnouncements.userId, userId ?? '')),
    )
    .orderBy(desc(announcements.date), desc(announcements.id))
    .limit(LIMIT);
  return {
    items: rows.map(({ a, readAt }) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      date: a.date.toISOString(),
      endDate: a.endDate,
      read: readAt !== null,
      ended: a.endDate !== null && a.endDate < today,
    })),
  };
}
