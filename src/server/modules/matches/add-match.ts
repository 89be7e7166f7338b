import { and, eq, inArray } from 'drizzle-orm';
import { istanbulWallTimeToDate, type TCreateMatchInput } from '../../../shared/contract/matches.js';
import { messages } from '../../../shared/messages.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { leagueParticipants, leagues, matches, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notFound, ruleViolation } from '../../errors.js';
import { matchById, selectMatches } from './match-row.js';

const m = messages.matches;

/**
 * Adds a match (spec §2 /macm): two different players, a date and time (Istanbul), an optional
 * score and a status (default planlanmış). With a league, both players must be on its ladder; the
 * route lets only admins add a match without a league. Logged as MatchAdded.
 */
export async function addMatch(db: Db, actor: SessionUser, input: TCreateMatchInput, now: Date) {
  return db.transaction(async (tx) => {
    const playerIds = [input.player1Id, input.player2Id];
    if (input.leagueId) {
      const [league] = await tx
        .select({ id: leagues.id })
        .from(leagues)
        .where(eq(leagues.id, input.leagueId));
      if (!league) throw notFound(messages.league.notFound);
      const onLadder = await tx
        .select({ userId: leagueParticipants.userId })
        .from(leagueParticipants)
        .where(
          and(eq(leagueParticipants.leagueId, input.leagueId), inArray(leagueParticipants.userId, playerIds)),
        );
      if (onLadder.length !== 2) throw ruleViolation(m.playerNotInLeague);
    } else {
      const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, playerIds));
      if (found.length !== 2) throw ruleViolation(m.playerNotFound);
    }
    const [match] = await tx
      .insert(matches)
      .values({
        leagueId: input.leagueId,
        player1Id: input.player1Id,
        player2Id: input.player2Id,
        matchDate: istanbulWallTimeToDate(input.matchDate),
        // A planned match staff add comes with its time: the players' agreed slot (place unsaid).
        slotAt: input.status === 'planlanmış' ? istanbulWallTimeToDate(input.matchDate) : null,
        score: input.score,
        status: input.status,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: matches.id });
    await writeAdminLog(tx, 'MatchAdded', {
      matchId: match.id,
      leagueId: input.leagueId,
      player1Id: input.player1Id,
      player2Id: input.player2Id,
      matchDate: input.matchDate,
      status: input.status,
      by: actor.id,
    });
    const page = await selectMatches(tx, matchById(match.id));
    return page.items[0];
  });
}
