import { eq, sql } from 'drizzle-orm';
import type { TCalendarLink } from '../../../shared/contract/players.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { type FeedAddress, feedUrl } from './calendar-link.js';

/**
 * A player who shared their feed address by mistake takes a new one: the version goes up in one
 * statement (two rotations at once each get their own), and the old address answers 404.
 */
export async function rotateCalendarLink(db: DbOrTx, a: FeedAddress, userId: string): Promise<TCalendarLink> {
  const [row] = await db
    .update(users)
    .set({ calendarVersion: sql`${users.calendarVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.calendarVersion });
  if (!row) throw notFound();
  return { url: feedUrl(a, userId, row.version) };
}
