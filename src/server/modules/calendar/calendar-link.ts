import { eq } from 'drizzle-orm';
import type { TCalendarLink } from '../../../shared/contract/players.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { calendarToken } from './calendar-token.js';

export interface FeedAddress {
  baseUrl: string;
  secret: string;
}

export const feedUrl = (a: FeedAddress, userId: string, version: number) =>
  `${a.baseUrl}/api/calendar/${userId}/${calendarToken(userId, version, a.secret)}.ics`;

/** The version of a user's feed address, or null when there is no such user. */
export async function calendarVersion(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: users.calendarVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.version ?? null;
}

/** The signed-in player's current feed address. */
export async function getCalendarLink(db: DbOrTx, a: FeedAddress, userId: string): Promise<TCalendarLink> {
  const version = await calendarVersion(db, userId);
  if (version === null) throw notFound();
  return { url: feedUrl(a, userId, version) };
}
