import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { removeFromLadder } from '../../../shared/rules/ladder.js';
import { type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { leagueParticipants } from '../../db/schema/index.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { recordLadderEdit } from '../../domain/ladder-edit.js';
import { forbidden, notFound } from '../../errors.js';

/**
 * Staff take a player off the ladder; everyone below moves up one, so ranks stay 1..n. Logged, and
 * the player is told. A moderator does not take themself off this way (they leave the league as a
 * player does, or another moderator or an admin takes them off).
 */
export async function removeParticipant(db: Db, by: StaffActor, leagueId: string, userId: string) {
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    if (!before.some((r) => r.userId === userId)) throw notFound(messages.league.notParticipant);
    if (standsAside(by, userId)) throw forbidden(messages.participants.ownRank);
    await tx
      .delete(leagueParticipants)
      .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
    const changes = await writeLadder(tx, leagueId, before, removeFromLadder(before, userId), 'removal');
    await recordLadderEdit(tx, leagueId, by.id, 'removed', changes, userId);
  });
}
