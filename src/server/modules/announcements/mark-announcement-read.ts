import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, readAnnouncements } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** Writes the user's readAnnouncement once; marking again changes nothing. */
export async function markAnnouncementRead(db: Db, userId: string, announcementId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.id, announcementId));
    if (!exists) throw notFound();
    await tx.insert(readAnnouncements).values({ userId, announcementId, readAt: now }).onConflictDoNothing();
    return { ok: true as const };
  });
}
