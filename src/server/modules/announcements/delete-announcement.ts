import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** Deletes an announcement and, by cascade, its read marks (admin). */
export async function deleteAnnouncement(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (rows.length === 0) throw notFound();
    return { ok: true as const };
  });
}
