import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { matchRequests } from '../db/schema/index.js';

/**
 * Nothing is left to arrange on a match that closes or gets its score: every request still asked
 * of it (a time, a postponement, a cancellation) is marked 'replaced', and nobody is left asked to
 * answer it.
 */
export async function closeMatchRequests(tx: Tx, matchId: string, now: Date) {
  await tx
    .update(matchRequests)
    .set({ status: 'replaced', decidedAt: now })
    .where(and(eq(matchRequests.matchId, matchId), eq(matchRequests.status, 'pending')));
}
