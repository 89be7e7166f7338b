import { sql } from 'drizzle-orm';
import type { TOffersOverview } from '../../../shared/contract/offers.js';
import { MAX_OFFER_WINDOW } from '../../../shared/rules/eligibility.js';
import { leagueStatus } from '../../../shared/rules/league.js';
import { istanbulToday } from '../../../shared/time.js';
import { type Db, namedStatement } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';
import { cachedLadder } from '../../domain/cached-ladder.js';
import { type OfferContextJson, offerContext, offerContextJson } from './offer-context.js';
import { type OfferJson, offersJson, toOffer } from './offer-queries.js';

/** The dashboard's one statement; its values are filled per request. */
type OverviewRow = {
  my_rank: number | null;
  leagues: { id: string; name: string; startDate: string; endDate: string; rank: number }[];
  ctx: OfferContextJson;
  offers: OfferJson[];
};
const userIdParam = sql.placeholder('userId');
const todayParam = sql.placeholder('today');
const leagueIdParam = sql.placeholder('leagueId');

const overview = namedStatement<OverviewRow, { userId: string; today: string; leagueId: string | null }>(
  'offers_overview',
  sql`
    with active as (
      select lp.league_id, lp.rank, lp.join_date, l.name, l.start_date, l.end_date
      from league_participants lp join leagues l on l.id = lp.league_id
      where lp.user_id = ${userIdParam} and l.is_active and l.end_date >= ${todayParam}::date
    ),
    mine as (
      -- The league asked for when it is one of the player's, else the most recently joined.
      select league_id, rank from active
      order by (league_id = ${leagueIdParam}::uuid) is true desc, join_date desc, league_id
      limit 1
    )
    select
      (select rank from mine) as my_rank,
      (select coalesce(json_agg(json_build_object('id', a.league_id, 'name', a.name,
        'startDate', a.start_date, 'endDate', a.end_date, 'rank', a.rank) order by a.join_date desc, a.league_id), '[]'::json)
        from active a) as leagues,
      -- The ladder comes from the ladder cache, checked against the league's ladderVersion.
      ${offerContextJson(sql`(select league_id from mine)`, sql`${todayParam}`, { ladder: null, defeatsOf: sql`${userIdParam}` })} as ctx,
      ${offersJson(sql`${matchOffers.status} = 'pending' and ${userIdParam} in (${matchOffers.offererId}, ${matchOffers.opponentId})`)} as offers
  `,
);

/**
 * The player's league, rank, offerable opponents (both readings), pending offers and excuses, in
 * one statement: the dashboard's most frequent read.
 *
 * The player's league is an active one (isActive, end date not passed in Istanbul) they are ranked
 * in: the one asked for (`leagueId`) when it is such a league, else the most recently joined; every
 * such league is listed so the offer screens can switch between them. Offers received in a league that is no
 * longer active can still be answered or cancelled, so pending offers are read from every league.
 */
export async function getOffersOverview(
  db: Db,
  userId: string,
  now: Date,
  leagueId: string | null = null,
): Promise<TOffersOverview> {
  const today = istanbulToday(now);
  const [row] = await overview(db, { userId, today, leagueId });
  const pending = row.offers.map(toOffer);
  const base = {
    now: now.toISOString(),
    today,
    leagues: row.leagues.map((l) => ({
      id: l.id,
      name: l.name,
      startDate: l.startDate,
      rank: l.rank,
      status: leagueStatus({ isActive: true, ...l }, today),
    })),
    received: pending.filter((o) => o.opponent.userId === userId),
    sent: pending.filter((o) => o.offerer.userId === userId),
  };
  const { league } = row.ctx;
  if (!league || row.my_rank === null) {
    return {
      ...base,
      league: null,
      myRank: null,
      myActiveExcuse: null,
      dashboardCandidates: [],
      excuses: [],
    };
  }
  // The player and the ranks they may challenge: the rest of the ladder plays no part here. If the
  // ladder moved since the statement read the version, the cache answers with the newer ladder, and
  // the player's rank is taken from it so the window matches it.
  const { rungs } = await cachedLadder(db, league.id, league.ladderVersion);
  const myRank = rungs.find((r) => r.userId === userId)?.rank ?? row.my_rank;
  const ladder = rungs.filter((r) => r.rank >= myRank - MAX_OFFER_WINDOW && r.rank <= myRank);
  const ctx = offerContext({ ...row.ctx, ladder }, now);
  const own = ctx.activeExcuseOf(userId);
  return {
    ...base,
    league: {
      id: league.id,
      name: league.name,
      rules: league.rules,
      maxOffers: league.maxOffers,
      maxOffersReceive: league.maxOffersReceive,
      maxDaysToRespond: league.maxDaysToRespond,
      maxDaysToPlay: league.maxDaysToPlay,
    },
    myRank,
    myActiveExcuse: own
      ? { excuseType: own.excuseType, startDate: own.startDate, endDate: own.endDate }
      : null,
    dashboardCandidates: ctx.candidates('dashboard', userId),
    excuses: ctx.leagueExcuses(userId),
  };
}
