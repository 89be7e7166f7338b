import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RankChangeCause } from '../../../shared/domain.js';
import { type Rung, rankChanges } from '../../../shared/rules/ladder.js';
import type { Tx } from '../../db/client.js';
import { leagueParticipants, leagues, rankHistory } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/**
 * Locks a league's ladder for the rest of the transaction and returns it ordered by rank.
 * The league row is the ladder's lock: every rank change of the league (approve, add, remove,
 * reorder, offer answers, match results) takes it first, so concurrent changes run one after
 * another and ranks stay a permutation 1..n (the deferred UNIQUE (league_id, rank) backs this).
 */
export async function lockLadder(tx: Tx, leagueId: string): Promise<Rung[]> {
  const [league] = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .for('update');
  if (!league) throw notFound();
  return ladderOf(tx, leagueId);
}

/** A ladder ordered by rank; for the holder of its lock (`lockLadder`, `lockLaddersOf`). */
export async function ladderOf(tx: Tx, leagueId: string): Promise<Rung[]> {
  return tx
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
}

/**
 * Locks the ladders of every league the user plays in, in league id order, and returns those ids.
 * Taken before anything that locks the user's row outright (deleting them, changing their e-mail),
 * because every ladder write already holds its league and then names its players in `rank_history`
 * (docs/architecture.md, "Lock order").
 */
export async function lockLaddersOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      inArray(
        leagues.id,
        tx
          .select({ id: leagueParticipants.leagueId })
          .from(leagueParticipants)
          .where(eq(leagueParticipants.userId, userId)),
      ),
    )
    .orderBy(leagues.id)
    .for('update');
  return rows.map((r) => r.id);
}

export interface RankChangeRefs {
  matchId?: string;
  offerId?: string;
}

/**
 * Writes the ranks that differ between `before` and `after` (players only on `before` must already
 * be deleted by the caller; players only on `after` must already be inserted) and records each
 * change in the ladder history with its cause.
 */
export async function writeLadder(
  tx: Tx,
  leagueId: string,
  before: Rung[],
  after: Rung[],
  cause: RankChangeCause,
  refs: RankChangeRefs = {},
) {
  const changes = rankChanges(before, after);
  const moved = changes.filter((c) => c.oldRank !== null && c.newRank !== null);
  if (moved.length > 0) {
    // One statement for every moved player; the deferred unique constraint is checked at commit.
    const values = sql.join(
      moved.map((c) => sql`(${c.userId}::text, ${c.newRank}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${leagueParticipants} as p set rank = v.rank
      from (values ${values}) as v(user_id, rank)
      where p.league_id = ${leagueId} and p.user_id = v.user_id`);
  }
  if (changes.length > 0) {
    await tx.insert(rankHistory).values(
      changes.map((c) => ({
        leagueId,
        userId: c.userId,
        oldRank: c.oldRank,
        newRank: c.newRank,
        cause,
        ...refs,
      })),
    );
  }
  return changes;
}

/** The participant row of a player in a league, if any. */
export async function findParticipant(tx: Tx, leagueId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(leagueParticipants)
    .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
  return row;
}
