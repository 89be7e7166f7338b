import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, preparedRows } from '../../db/client.js';

export interface HeldRanks {
  /** Whether the league exists. */
  league: boolean;
  /** Of the players asked for, those on the league's ladder, with their ranks. */
  ranks: Map<string, number>;
}

const lockPlayers = (league: SQL, userIds: string[]) => sql`
  select lp.user_id as "userId", lp.rank from league_participants lp
  where lp.league_id = ${league} and lp.user_id in (${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )})
  order by lp.user_id
  for update of lp`;

/**
 * Holds a league's ranks still for the rest of the transaction without taking its ladder outright,
 * for an offer write that changes no rank (sending, accepting): the league row `FOR SHARE`, which
 * every rank change's `FOR UPDATE` (`lockLadder`) waits for and which other offer writes of the
 * league share; then the ladder rows of the players the write is about, `FOR UPDATE` in user id
 * order, so two writes about the same player (their sent and received quotas, one pending offer
 * per pair, their other offers closed on an answer) run one after the other. One round trip: the
 * league is locked first (the players' scan needs it), the players after the sort.
 *
 * It also asks for generic plans for the rest of the transaction (`set_config(…, true)`): the offer
 * writes' statements that follow are prepared (`preparedRows`) and planned once per connection,
 * where a custom plan each time had cost more than running them (the offer's context: 0.83 ms to
 * plan, 0.06 ms to run). Every later statement of the transaction gets a generic plan, drizzle's
 * too: one added after the hold writes the values a plan could depend on (a status a partial index
 * names) as literals, as those statements do, so a generic plan is as good as a custom one.
 *
 * The players are scanned with the statement's snapshot: a player who joined while the league lock
 * was awaited is not seen, so when any is missing the players are locked again with a fresh
 * snapshot (the league held by then, nobody can join or leave meanwhile).
 */
export async function holdRanks(tx: DbOrTx, leagueId: string, userIds: string[]): Promise<HeldRanks> {
  const [row] = await preparedRows<{ league: boolean; players: { userId: string; rank: number }[] }>(
    tx,
    sql`with l as materialized (select id from leagues where id = ${leagueId}::uuid for share),
      p as materialized (${lockPlayers(sql`(select id from l)`, userIds)}),
      g as materialized (select set_config('plan_cache_mode', 'force_generic_plan', true))
      select exists (select 1 from l) as league,
        coalesce((select json_agg(json_build_object('userId', p."userId", 'rank', p.rank)) from p), '[]'::json)
          as players,
        (select count(*) from g) as "genericPlans"`,
  );
  let players = row.players;
  if (row.league && players.length < new Set(userIds).size)
    players = await preparedRows<{ userId: string; rank: number }>(
      tx,
      lockPlayers(sql`${leagueId}::uuid`, userIds),
    );
  return { league: row.league, ranks: new Map(players.map((p) => [p.userId, p.rank])) };
}
