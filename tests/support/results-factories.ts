// Factories for matches and results, shared by the API tests and the demo seed.
import type { DbOrTx } from '../../src/server/db/client.js';
import { leagueModerators, matches } from '../../src/server/db/schema/index.js';
import { addDays } from '../../src/shared/time.js';

export interface PlannedMatchOverrides {
  /** When the offer was accepted; the play deadline is `maxDaysToPlay` (5) days later. */
  acceptedAt?: Date;
  maxDaysToPlay?: number;
}

/** A planned match as an accepted offer leaves it: player 1 the challenger, player 2 the challenged. */
export async function createPlannedMatch(
  db: DbOrTx,
  leagueId: string,
  challengerId: string,
  opponentId: string,
  o: PlannedMatchOverrides = {},
) {
  const acceptedAt = o.acceptedAt ?? new Date();
  const [match] = await db
    .insert(matches)
    .values({
      leagueId,
      player1Id: challengerId,
      player2Id: opponentId,
      status: 'planlanmış',
      dueAt: addDays(acceptedAt, o.maxDaysToPlay ?? 5),
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    })
    .returning();
  return match;
}

/** Makes `userId` a moderator of the league. */
export async function addModerator(db: DbOrTx, leagueId: string, userId: string) {
  await db.insert(leagueModerators).values({ leagueId, userId });
}
