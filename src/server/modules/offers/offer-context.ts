import { type SQL, sql } from 'drizzle-orm';
import type { TCandidate, TLeagueExcuse } from '../../../shared/contract/offers.js';
import type { ExcuseType } from '../../../shared/domain.js';
import { isAnswerable } from '../../../shared/rules/deadlines.js';
import {
  type Challenger,
  candidatesInWindow,
  eligibility,
  type OfferSource,
} from '../../../shared/rules/eligibility.js';
import { isExcuseActive } from '../../../shared/rules/excuses.js';
import { defeatsForRechallenge, rechallengeOpensOn } from '../../../shared/rules/results.js';
import { istanbulToday } from '../../../shared/time.js';
import { type DbOrTx, preparedRows } from '../../db/client.js';
import { notFound } from '../../errors.js';

/** How long an ended excuse still shows on the wizard's excuse step ('Süre doldu'). */
const ENDED_EXCUSES_SHOWN_DAYS = 30;

/** What `offerContextJson` reads about one league; timestamps arrive as ISO strings. */
export interface OfferContextJson {
  league: {
    id: string;
    name: string;
    rules: string | null;
    isActive: boolean;
    endDate: string;
    maxOffers: number;
    maxOffersReceive: number;
    maxDaysToRespond: number;
    maxDaysToPlay: number;
    maxDaysToRePlay: number;
    ladderVersion: number;
    /** When a season last closed with the ladder reset (null: never): a fresh start for the re-challenge wait. */
    freshStartAt: string | null;
  } | null;
  ladder: { userId: string; rank: number; name: string }[];
  excuses: {
    userId: string;
    name: string;
    excuseType: ExcuseType;
    startDate: string;
    endDate: string | null;
  }[];
  /** Pending offers in the league: [offererId, opponentId, respondBy]. */
  pending: [string, string, string][];
  /** Planned matches in the league, not yet decided: [player1Id, player2Id]. */
  planned: [string, string][];
  /** Decided matches (played, or cancelled with a no-show) within the league's re-challenge period. */
  decided: { player1Id: string; player2Id: string; winnerId: string; decidedAt: string }[];
  /** Offers rejected within the league's re-challenge period (a rejection is a defeat too). */
  rejected: { offererId: string; opponentId: string; decidedAt: string }[];
}

/** What `offerContextJson` may narrow; SQL expressions, so a caller may pass placeholders. */
export interface OfferContextScope {
  /** A condition on `lp` (the ladder row) for the ranks needed; `null` leaves the ladder out. */
  ladder?: SQL | null;
  /** Only the excuses, pending offers and recent results naming one of these players. */
  players?: readonly string[] | null;
  /** Only the recent results that bar this player (a defeat of theirs, a rejection they made). */
  defeatsOf?: SQL | null;
}

/**
 * SQL for one JSON object with everything the eligibility rules read about a league: the league,
 * its ladder with names, its players' excuses, its pending offers, its planned matches and its recent results.
 * `leagueId` is an SQL expression, so the dashboard can embed this in its own single statement;
 * `today` is SQL too (a value or a placeholder): Istanbul's date as YYYY-MM-DD.
 * `scope.ladder` narrows the ladder read to the ranks needed, or leaves it out for a caller that
 * takes it from the ladder cache. `scope.players` narrows the excuses, pending offers and recent
 * results to those naming one of these players: all that checking one offer between them needs
 * (their quotas, the offers between them, their excuses, their re-challenge wait), read in a
 * fraction of the league's rows. `scope.defeatsOf` narrows the recent results to the one player
 * whose challenges are judged (the dashboard's): only their own defeats can close a challenge of
 * theirs, where the whole league's would be read and dropped.
 */
export function offerContextJson(leagueId: SQL, today: SQL, scope: OfferContextScope = {}): SQL {
  const ladderScope = scope.ladder === undefined ? sql`true` : scope.ladder;
  const players = scope.players ?? null;
  const defeatsOf = scope.defeatsOf ?? null;
  const ids = players
    ? sql.join(
        players.map((id) => sql`${id}`),
        sql`, `,
      )
    : null;
  const naming = (...columns: SQL[]) =>
    ids
      ? sql`and (${sql.join(
          columns.map((c) => sql`${c} in (${ids})`),
          sql` or `,
        )})`
      : sql``;
  return sql`json_build_object(
    'league', (
      select json_build_object(
        'id', l.id, 'name', l.name, 'rules', l.rules, 'isActive', l.is_active, 'endDate', l.end_date,
        'maxOffers', l.max_offers, 'maxOffersReceive', l.max_offers_receive,
        'maxDaysToRespond', l.max_days_to_respond, 'maxDaysToPlay', l.max_days_to_play,
        'maxDaysToRePlay', l.max_days_to_replay, 'ladderVersion', l.ladder_version,
        -- The last close that reset the ladder: defeats decided by then are no longer waited on.
        'freshStartAt', (select max(s.closed_at) from seasons s
          where s.league_id = l.id and s.reset_rule = 'alphabetical')
      ) from leagues l where l.id = ${leagueId}
    ),
    'ladder', ${
      ladderScope
        ? sql`(
      select coalesce(json_agg(json_build_object('userId', lp.user_id, 'rank', lp.rank, 'name', u.name)
        order by lp.rank), '[]'::json)
      from league_participants lp join users u on u.id = lp.user_id
      where lp.league_id = ${leagueId} and ${ladderScope}
    )`
        : sql`'[]'::json`
    },
    'excuses', (
      select coalesce(json_agg(json_build_object('userId', e.user_id, 'name', u.name,
        'excuseType', e.excuse_type, 'startDate', e.start_date, 'endDate', e.end_date)
        order by e.start_date), '[]'::json)
      from excuses e
      join league_participants lp on lp.user_id = e.user_id and lp.league_id = ${leagueId}
      join users u on u.id = e.user_id
      where (e.end_date is null or e.end_date >= ${today}::date - ${ENDED_EXCUSES_SHOWN_DAYS}::int)
        ${naming(sql`e.user_id`)}
    ),
    'pending', (
      select coalesce(json_agg(json_build_array(o.offerer_id, o.opponent_id, o.respond_by)), '[]'::json)
      from match_offers o where o.league_id = ${leagueId} and o.status = 'pending'
        ${naming(sql`o.offerer_id`, sql`o.opponent_id`)}
    ),
    'planned', (
      select coalesce(json_agg(json_build_array(m.player1_id, m.player2_id)), '[]'::json)
      from matches m where m.league_id = ${leagueId} and m.status = 'planlanmış'
        ${naming(sql`m.player1_id`, sql`m.player2_id`)}
        ${defeatsOf ? sql`and ${defeatsOf} in (m.player1_id, m.player2_id)` : sql``}
    ),
    'decided', (
      select coalesce(json_agg(json_build_object('player1Id', m.player1_id, 'player2Id', m.player2_id,
        'winnerId', m.winner_id, 'decidedAt', coalesce(m.confirmed_at, m.updated_at))), '[]'::json)
      from matches m join leagues l on l.id = m.league_id
      where m.league_id = ${leagueId}
        and l.max_days_to_replay > 0
        and m.status in ('oynanmış', 'iptal')
        and m.winner_id is not null
        ${naming(sql`m.player1_id`, sql`m.player2_id`)}
        ${defeatsOf ? sql`and ${defeatsOf} in (m.player1_id, m.player2_id) and m.winner_id <> ${defeatsOf}` : sql``}
        -- From the UTC midnight maxDaysToRePlay + 1 days before today: the rule narrows it by Istanbul date.
        and coalesce(m.confirmed_at, m.updated_at)
          >= ((${today}::date - (l.max_days_to_replay + 1))::timestamp at time zone 'UTC')
    ),
    'rejected', (
      select coalesce(json_agg(json_build_object('offererId', o.offerer_id, 'opponentId', o.opponent_id,
        'decidedAt', o.update_time)), '[]'::json)
      from match_offers o join leagues l on l.id = o.league_id
      where o.league_id = ${leagueId}
        and l.max_days_to_replay > 0
        and o.status = 'rejected'
        ${naming(sql`o.offerer_id`, sql`o.opponent_id`)}
        ${defeatsOf ? sql`and o.opponent_id = ${defeatsOf}` : sql``}
        and o.update_time >= ((${today}::date - (l.max_days_to_replay + 1))::timestamp at time zone 'UTC')
    )
  )`;
}

/**
 * Everything the eligibility rules need about one league, in one query (see `offerContextJson`);
 * `defeatsOf`, the one player whose challenges are judged, narrows the recent results to theirs.
 */
export async function loadOfferContext(db: DbOrTx, leagueId: string, now: Date, defeatsOf: string) {
  const today = istanbulToday(now);
  const [row] = await preparedRows<{ ctx: OfferContextJson }>(
    db,
    sql`select ${offerContextJson(sql`${leagueId}::uuid`, sql`${today}`, { defeatsOf: sql`${defeatsOf}` })} as ctx`,
  );
  return offerContext(row.ctx, now);
}

/**
 * The eligibility rules over one league's state at `now`. Inside a transaction that holds the
 * ladder lock it is the state every rule is re-checked against.
 *
 * An offer counts as pending (in the quotas and the one-offer-per-pair rule) only until its answer
 * time: past it, it can no longer be accepted, though it stays 'pending' until the reminder job
 * closes it, which it does only from 08:00 to 22:59. An offer that ran out at night holds neither
 * player back until then.
 */
export function offerContext(json: OfferContextJson, now: Date) {
  const today = istanbulToday(now);
  const { ladder, excuses: excuseRows } = json;
  if (!json.league) throw notFound();
  const league = json.league;
  const sentTo = new Map<string, Set<string>>();
  const receivedCount = new Map<string, number>();
  const open = json.pending.filter(([, , respondBy]) => isAnswerable(new Date(respondBy), now));
  for (const [offererId, opponentId] of open) {
    if (!sentTo.has(offererId)) sentTo.set(offererId, new Set());
    sentTo.get(offererId)!.add(opponentId);
    receivedCount.set(opponentId, (receivedCount.get(opponentId) ?? 0) + 1);
  }
  const matchWith = new Map<string, Set<string>>();
  for (const [a, b] of json.planned) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (!matchWith.has(x)) matchWith.set(x, new Set());
      matchWith.get(x)!.add(y);
    }
  }
  const sentCount = (userId: string) => open.filter(([offererId]) => offererId === userId).length;
  const defeats = defeatsForRechallenge(
    json.decided.map((d) => ({ ...d, decidedOn: istanbulToday(new Date(d.decidedAt)) })),
    json.rejected.map((r) => ({ ...r, decidedOn: istanbulToday(new Date(r.decidedAt)) })),
    league.freshStartAt,
  );
  const opensOn = (challengerId: string, opponentId: string) =>
    rechallengeOpensOn(defeats, challengerId, opponentId, league.maxDaysToRePlay, today);
  const excused = new Set(excuseRows.filter((e) => isExcuseActive(e, today)).map((e) => e.userId));
  const rankOf = (userId: string) => ladder.find((r) => r.userId === userId)?.rank ?? null;

  const challenger = (userId: string): Challenger => ({
    userId,
    rank: rankOf(userId),
    excused: excused.has(userId),
    pendingSent: sentCount(userId),
    pendingTo: sentTo.get(userId) ?? new Set<string>(),
    matchWith: matchWith.get(userId) ?? new Set<string>(),
  });

  const limits = { maxOffers: league.maxOffers, maxOffersReceive: league.maxOffersReceive };

  const check = (source: OfferSource, challengerId: string, opponentId: string) => {
    const rung = ladder.find((r) => r.userId === opponentId);
    if (!rung) return null;
    return eligibility(
      source,
      challenger(challengerId),
      {
        userId: rung.userId,
        rank: rung.rank,
        excused: excused.has(rung.userId),
        pendingReceived: receivedCount.get(rung.userId) ?? 0,
        rechallengeOpensOn: opensOn(challengerId, rung.userId),
      },
      limits,
    );
  };

  const candidates = (source: OfferSource, challengerId: string): TCandidate[] =>
    candidatesInWindow(source, { userId: challengerId, rank: rankOf(challengerId) }, ladder).map((p) => {
      const e = check(source, challengerId, p.userId)!;
      return {
        userId: p.userId,
        name: p.name,
        rank: p.rank,
        excused: excused.has(p.userId),
        offerable: e.ok,
        reason: e.ok ? null : e.reason,
        opensOn: !e.ok && e.reason === 'recentlyBeaten' ? opensOn(challengerId, p.userId) : null,
      };
    });

  const leagueExcuses = (exceptUserId: string): TLeagueExcuse[] =>
    excuseRows
      .filter((e) => e.userId !== exceptUserId)
      .map((e) => ({
        userId: e.userId,
        name: e.name,
        excuseType: e.excuseType,
        startDate: e.startDate,
        endDate: e.endDate,
        active: isExcuseActive(e, today),
      }));

  const activeExcuseOf = (userId: string) =>
    excuseRows.find((e) => e.userId === userId && isExcuseActive(e, today)) ?? null;

  return { league, ladder, rankOf, check, candidates, leagueExcuses, activeExcuseOf, opensOn };
}
