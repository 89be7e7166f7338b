import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { matchRequests } from '../db/schema/index.js';

/**
 * Nothing is left to arrange on a match that closes or gets its score: every request still asked
 * of it (a time, a postponement, a cancellation) is marked 'replaced', and nobody is left asked to
 * answer it. Several matches' at once in one statement (a player leaving closes all of theirs).
 */
export async function closeMatchRequests(tx: Tx, matchId: string | string[], now: Date) {
  await tx
    .update(matchRequests)
    .set({ status: 'replaced', decidedAt: now })
    .where(
      and(
        typeof matchId === 'string'
          ? eq(matchRequests.matchId, matchId)
          : inArray(matchRequests.matchId, matchId),
        eq(matchRequests.status, 'pending'),
      ),
    );
}
