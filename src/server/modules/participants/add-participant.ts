import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { appendToLadder } from '../../../shared/rules/ladder.js';
import { participantGenderRefusal } from '../../../shared/rules/league.js';
import { type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db } from '../../db/client.js';
import { leagueApplications, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { recordLadderEdit } from '../../domain/ladder-edit.js';
import { notErased } from '../../domain/user-row.js';
import { conflict, forbidden, notFound, ruleViolation } from '../../errors.js';

/**
 * League staff put a user at the bottom of the ladder (rank n + 1). A pending application of that
 * user to this league is confirmed by it. A player whose gender is not the league's is refused, and
 * so is a moderator adding themself (another moderator or an admin gives them their place).
 */
export async function addParticipant(db: Db, staff: StaffActor, leagueId: string, userId: string, now: Date) {
  if (standsAside(staff, userId)) throw forbidden(messages.participants.ownRank);
  const staffId = staff.id;
  return db.transaction(async (tx) => {
    const before = await lockLadder(tx, leagueId);
    const [user] = await tx
      .select({ id: users.id, gender: users.gender })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.profileCompletedAt), notErased()))
      // Waits for a deletion of the user in progress, then finds no one (404, not a broken reference).
      .for('key share');
    if (!user) throw notFound(messages.league.userNotFound);
    if (before.some((r) => r.userId === userId))
      throw conflict(messages.participants.duplicate, 'duplicate_member');
    const [league] = await tx
      .select({ gender: leagues.gender })
      .from(leagues)
      .where(eq(leagues.id, leagueId));
    const refusal = participantGenderRefusal(league.gender, user.gender);
    if (refusal) throw ruleViolation(refusal);
    const after = appendToLadder(before, userId);
    const rank = after.length;
    await tx
      .insert(leagueParticipants)
      .values({ leagueId, userId, rank, status: 'added', points: 0, joinDate: now });
    const changes = await writeLadder(tx, leagueId, before, after, 'added');
    await recordLadderEdit(tx, leagueId, staffId, 'added', changes, userId);
    await tx
      .update(leagueApplications)
      .set({ status: 'confirmed', decidedAt: now, decidedBy: staffId })
      .where(
        and(
          eq(leagueApplications.leagueId, leagueId),
          eq(leagueApplications.userId, userId),
          sql`lower(${leagueApplications.status}) = 'pending'`,
        ),
      );
    return { userId, rank };
  });
}
