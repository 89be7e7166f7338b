import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notFound } from '../../errors.js';

/** Deletes an announcement and, by cascade, its read marks (admin); the admin log keeps its title. */
export async function deleteAnnouncement(db: Db, adminId: string, id: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id, title: announcements.title });
    if (rows.length === 0) throw notFound();
    await writeAdminLog(tx, 'AnnouncementDeleted', { announcementId: id, title: rows[0].title, by: adminId });
    return { ok: true as const };
  });
}
