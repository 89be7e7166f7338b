import { and, eq } from 'drizzle-orm';
import type { TMyExcusesResponse } from '../../../shared/contract/excuses.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagueParticipants } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { getMyExcuses } from './get-my-excuses.js';

/** A league player's excuses, for the league's staff (the route checks the staff). */
export async function getPlayerExcuses(
  db: Db,
  leagueId: string,
  userId: string,
  now: Date,
): Promise<TMyExcusesResponse> {
  const [onLadder] = await db
    .select({ userId: leagueParticipants.userId })
    .from(leagueParticipants)
    .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
  if (!onLadder) throw notFound(messages.common.notFound);
  return getMyExcuses(db, userId, now);
}
