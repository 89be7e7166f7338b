import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { TLadderPreview } from '../../../shared/contract/matches.js';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, matches, users } from '../../db/schema/index.js';
import { agreedBeforeResetSql } from '../../domain/finalize-result.js';
import { scoreFormatOf } from '../../domain/score-format.js';
import { notFound } from '../../errors.js';

/**
 * What /macm's add form needs to say, before saving a played league match, where its result leaves
 * the pair, as addMatch will apply it: on the pair's planned match when they have one (its
 * challenger, player 1, may be the form's player 2), else on a new match with the form's player 1
 * as challenger. Nothing moves when either player is off the ladder or the planned match was agreed
 * before the league's last reset.
 */
export async function ladderPreview(
  db: DbOrTx,
  leagueId: string,
  player1Id: string,
  player2Id: string,
): Promise<TLadderPreview> {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound(messages.league.notFound);
  const [rungs, [{ size }], [open], named] = await Promise.all([
    db
      .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(
        and(
          eq(leagueParticipants.leagueId, leagueId),
          inArray(leagueParticipants.userId, [player1Id, player2Id]),
        ),
      ),
    db.select({ size: count() }).from(leagueParticipants).where(eq(leagueParticipants.leagueId, leagueId)),
    db
      .select({ player1Id: matches.player1Id, beforeReset: agreedBeforeResetSql })
      .from(matches)
      .where(
        and(
          eq(matches.leagueId, leagueId),
          eq(matches.status, 'planlanmış'),
          or(
            and(eq(matches.player1Id, player1Id), eq(matches.player2Id, player2Id)),
            and(eq(matches.player1Id, player2Id), eq(matches.player2Id, player1Id)),
          ),
        ),
      )
      .limit(1),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [player1Id, player2Id])),
  ]);
  const swapped = !!open && open.player1Id !== player1Id;
  const [first, second] = swapped ? [player2Id, player1Id] : [player1Id, player2Id];
  const nameOf = (id: string) => {
    const u = named.find((x) => x.id === id);
    return `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || messages.matches.unnamedPlayer;
  };
  const r1 = rungs.find((r) => r.userId === first);
  const r2 = rungs.find((r) => r.userId === second);
  return {
    format: scoreFormatOf(league),
    player1: { id: first, name: nameOf(first) },
    player2: { id: second, name: nameOf(second) },
    swapped,
    beforeReset: !!open?.beforeReset,
    ladder:
      r1 && r2 && first !== second && !open?.beforeReset
        ? {
            player1Rank: r1.rank,
            player2Rank: r2.rank,
            size,
            corrects: false,
            winner: null,
            challengerRankBefore: null,
          }
        : null,
  };
}
