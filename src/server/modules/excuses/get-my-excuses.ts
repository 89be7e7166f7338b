import { desc, eq } from 'drizzle-orm';
import type { TMyExcusesResponse } from '../../../shared/contract/excuses.js';
import { isExcuseActive } from '../../../shared/rules/excuses.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { excuses } from '../../db/schema/index.js';

/** A player's excuses, newest first (at most 20), and the one active today. */
export async function getMyExcuses(db: Db, userId: string, now: Date): Promise<TMyExcusesResponse> {
  const rows = await db
    .select()
    .from(excuses)
    .where(eq(excuses.userId, userId))
    .orderBy(desc(excuses.startDate))
    .limit(20);
  const list = rows.map((r) => ({
    ...r,
    excuseType: r.excuseType,
    createdAt: r.createdAt.toISOString(),
  }));
  const today = istanbulToday(now);
  return { excuses: list, active: list.find((e) => isExcuseActive(e, today)) ?? null, today };
}
