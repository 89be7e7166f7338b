import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAnnouncementRequest } from '../../../shared/contract/announcements.js';
import { messages } from '../../../shared/messages.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { enqueueAnnouncementMail, enqueueAnnouncementPush } from '../../domain/enqueue-announcement-push.js';
import { AppError, notFound } from '../../errors.js';

type Input = z.output<typeof ZAnnouncementRequest>;

function checkEndDate(endDate: string | null, now: Date) {
  if (endDate && endDate < istanbulToday(now)) {
    const message = messages.announcements.endDatePast;
    throw new AppError(400, 'bad_request', message, { endDate: message });
  }
}

/** Publishes a new announcement (admin). */
export async function createAnnouncement(db: Db, adminId: string, input: Input, now: Date) {
  checkEndDate(input.endDate, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ ...input, date: now, updatedAt: now, createdBy: adminId })
      .returning({ id: announcements.id });
    await enqueueAnnouncementPush(tx, input.title);
    await enqueueAnnouncementMail(tx, input.title, input.content);
    await writeAdminLog(tx, 'AnnouncementCreated', {
      announcementId: row.id,
      title: input.title,
      by: adminId,
    });
    return row;
  });
}

/** Edits an announcement (admin); an end date already in the past may be kept, not newly set. */
export async function updateAnnouncement(db: Db, adminId: string, id: string, input: Input, now: Date) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!current) throw notFound();
    if (input.endDate !== current.endDate) checkEndDate(input.endDate, now);
    await tx
      .update(announcements)
      .set({ ...input, updatedAt: now })
      .where(eq(announcements.id, id));
    await writeAdminLog(tx, 'AnnouncementUpdated', {
      announcementId: id,
      title: input.title,
      previousTitle: current.title !== input.title ? current.title : undefined,
      by: adminId,
    });
    return { id };
  });
}
