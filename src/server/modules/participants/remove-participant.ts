import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { removeFromLadder } from '../../../shared/rules/ladder.js';
import type { Db } from '../../db/client.js';
import { leagueParticipants } from '../../db/schema/index.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { recordLadderEdit } from '../../domain/ladder-edit.js';
import { notFound } from '../../errors.js';

/**
 * Staff take a player off the ladder; everyone below moves up one, so ranks stay 1..n. Logged, and
 * the player is told.
 */
export async function removeParticipant(db: Db, by: string, leagueId: string, userId: string) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (!before.some((r) => r.userId === userId)) throw notFound(messages.league.notParticipant);
    await tx
      .delete(leagueParticipants)
      .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
    const changes = await writeLadder(tx, leagueId, before, removeFromLadder(before, userId), 'removal');
    await recordLadderEdit(tx, leagueId, by, 'removed', changes, userId);
  });
}
