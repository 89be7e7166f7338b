import { desc, gte, isNull, or } from 'drizzle-orm';
import type { TPublicAnnouncement } from '../../../shared/contract/guest.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';

const LIMIT = 20;

/** Announcements that have not ended (no end date, or ending today or later in Istanbul), newest first. */
export async function listCurrentAnnouncements(db: DbOrTx, now: Date): Promise<TPublicAnnouncement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      date: announcements.date,
      endDate: announcements.endDate,
    })
    .from(announcements)
    .where(or(isNull(announcements.endDate), gte(announcements.endDate, istanbulToday(now))))
    .orderBy(desc(announcements.date))
    .limit(LIMIT);
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}
