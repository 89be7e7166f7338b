import { sql } from 'drizzle-orm';
import type { TLadderActions } from '../../../shared/contract/home.js';
import { movementSince } from '../../../shared/rules/movement.js';
import { istanbulToday } from '../../../shared/time.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { loadOfferContext } from './offer-context.js';

/** Movement is counted over the last week. */
const MOVEMENT_DAYS = 7;

/**
 * Each ladder row as the signed-in player sees it on the dashboard: whether they may challenge it
 * now and if not why, by the same `eligibility` rule (dashboard reading) that `createOffer`
 * enforces (a closed or ended league: none), over the same league state (`loadOfferContext`, the
 * recent results narrowed to the player's own defeats, the only ones that bar them); and its movement since a week ago
 * from rank_history (the old rank of each player's first change since then, or the rank they joined at), not counting
 * a new season's starting order. A league that does
 * not exist answers 404 (from the context). Ids, ranks and reasons only: names come with the ladder.
 */
export async function getLadderActions(
  db: DbOrTx,
  userId: string,
  leagueId: string,
  now: Date,
): Promise<TLadderActions> {
  const today = istanbulToday(now);
  const since = new Date(now.getTime() - MOVEMENT_DAYS * 86_400_000);
  const [ctx, firstChanges] = await Promise.all([
    loadOfferContext(db, leagueId, now, userId),
    queryRows<{ user_id: string; old_rank: number | null; new_rank: number | null }>(
      db,
      // The arrows count from the later of a week ago and the last season's close: a closed
      // season's changes carry its id, and a new season's starting order is not movement (a close
      // that keeps the order writes no row, so the close is not found from its rows).
      sql`select distinct on (user_id) user_id, old_rank, new_rank from rank_history
          where league_id = ${leagueId} and created_at > ${since}
            and season_id is null and cause <> 'season'
          order by user_id, created_at, id`,
    ),
  ]);
  const firstChange = new Map(
    firstChanges.map((c) => [c.user_id, { oldRank: c.old_rank, newRank: c.new_rank }]),
  );
  const myRank = ctx.rankOf(userId);
  // As createOffer: nobody challenges in a league that is closed or over (no buttons, no chips).
  const open = myRank !== null && ctx.league.isActive && ctx.league.endDate >= today;
  return {
    leagueId,
    myRank,
    since: since.toISOString(),
    rows: ctx.ladder.map((row) => {
      const e = !open ? null : ctx.check('dashboard', userId, row.userId);
      const reason = e === null ? 'noRank' : e.ok ? null : e.reason;
      return {
        userId: row.userId,
        rank: row.rank,
        move: movementSince(row.rank, firstChange.get(row.userId)),
        reason,
        opensOn: reason === 'recentlyBeaten' ? ctx.opensOn(userId, row.userId) : null,
      };
    }),
  };
}
