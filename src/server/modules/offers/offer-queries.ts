import { eq, type SQL, sql } from 'drizzle-orm';
import type { TOffer } from '../../../shared/contract/offers.js';
import type { OfferStatus } from '../../../shared/domain.js';
import { playByFor } from '../../../shared/rules/deadlines.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';

/** An offer as `offersJson` builds it in SQL: timestamps arrive as ISO strings. */
export interface OfferJson {
  id: string;
  leagueId: string;
  status: OfferStatus;
  offererId: string;
  offererName: string;
  offererRank: number | null;
  opponentId: string;
  opponentName: string;
  opponentRank: number | null;
  createdAt: string;
  respondBy: string;
  updateTime: string;
  validityDays: number;
  maxDaysToPlay: number;
  dueAt: string | null;
}

/**
 * SQL for a JSON array of offers, newest first, with both players' names and current ranks.
 * `where` may name the columns of `match_offers`. It is one expression, so a bigger statement
 * (the dashboard's) can embed it and stay one round trip. The names and ranks are scalar
 * subqueries rather than joins: a seven-table join cost PostgreSQL more to plan than to run.
 */
export function offersJson(where: SQL, limit = 100): SQL {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', o.id,
      'leagueId', o.league_id,
      'status', o.status,
      'offererId', o.offerer_id,
      'offererName', (select u.name from users u where u.id = o.offerer_id),
      'offererRank', (select lp.rank from league_participants lp
        where lp.league_id = o.league_id and lp.user_id = o.offerer_id),
      'opponentId', o.opponent_id,
      'opponentName', (select u.name from users u where u.id = o.opponent_id),
      'opponentRank', (select lp.rank from league_participants lp
        where lp.league_id = o.league_id and lp.user_id = o.opponent_id),
      'createdAt', o.created_at,
      'respondBy', o.respond_by,
      'updateTime', o.update_time,
      'validityDays', (select l.max_days_to_respond from leagues l where l.id = o.league_id),
      'maxDaysToPlay', (select l.max_days_to_play from leagues l where l.id = o.league_id),
      'dueAt', (select m.due_at from matches m where m.offer_id = o.id)
    ) order by o.created_at desc), '[]'::json)
    from (
      select * from ${matchOffers} where ${where} order by match_offers.created_at desc limit ${limit}
    ) o
  )`;
}

export function toOffer(o: OfferJson): TOffer {
  const { status } = o;
  return {
    id: o.id,
    leagueId: o.leagueId,
    status,
    offerer: { userId: o.offererId, name: o.offererName, rank: o.offererRank },
    opponent: { userId: o.opponentId, name: o.opponentName, rank: o.opponentRank },
    createdAt: new Date(o.createdAt).toISOString(),
    respondBy: new Date(o.respondBy).toISOString(),
    validityDays: o.validityDays,
    maxDaysToPlay: o.maxDaysToPlay,
    playBy:
      status === 'accepted'
        ? o.dueAt
          ? new Date(o.dueAt).toISOString()
          : playByFor(new Date(o.updateTime), o.maxDaysToPlay).toISOString()
        : null,
  };
}

/** Offers with both players' names and current ranks, in one query. */
export async function findOffers(db: DbOrTx, where: SQL, limit = 100): Promise<TOffer[]> {
  const [row] = await queryRows<{ offers: OfferJson[] }>(
    db,
    sql`select ${offersJson(where, limit)} as offers`,
  );
  return row.offers.map(toOffer);
}

export async function findOffer(db: DbOrTx, id: string): Promise<TOffer | undefined> {
  const [offer] = await findOffers(db, eq(matchOffers.id, id), 1);
  return offer;
}
