import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TLeague } from '../../../shared/contract/leagues.js';
import { isLeagueActiveNow, leagueStatus } from '../../../shared/rules/league.js';
import { istanbulToday } from '../../../shared/time.js';
import { type DbOrTx, isoTimestamp } from '../../db/client.js';
import { leagueApplications, leagueParticipants, type leagues } from '../../db/schema/index.js';

type LeagueRow = typeof leagues.$inferSelect;

/** A league row as the API shows it, with the "active now" flag of spec §4. */
export function toLeague(row: LeagueRow, now: Date): TLeague {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    startDate: row.startDate,
    endDate: row.endDate,
    rules: row.rules,
    isActive: row.isActive,
    activeNow: isLeagueActiveNow(row, istanbulToday(now)),
    status: leagueStatus(row, istanbulToday(now)),
    setCount: row.setCount,
    gameFormat: row.gameFormat,
    setDecisionsFormat: row.setDecisionsFormat as TLeague['setDecisionsFormat'],
    pointType: row.pointType as TLeague['pointType'],
    setTieBreakScore: row.setTieBreakScore,
    superTieBreak: row.superTieBreak,
    gender: row.gender as TLeague['gender'],
    maxOffers: row.maxOffers,
    maxDaysToRespond: row.maxDaysToRespond,
    maxOffersReceive: row.maxOffersReceive,
    maxDaysToPlay: row.maxDaysToPlay,
    maxDaysToRePlay: row.maxDaysToRePlay,
    overduePolicy: row.overduePolicy as TLeague['overduePolicy'],
    matchMinutes: row.matchMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * SQL for a league row as the API's JSON: all of `TLeague` but `activeNow` and `status`, which the caller gives
 * in `extra` with any other keys. The query names the league row `l`. Timestamps leave PostgreSQL
 * already in `toISOString` form.
 */
export function leagueJson(extra: Record<string, SQL> = {}): SQL {
  const column = (name: string) => sql.raw(`l.${name}`);
  const fields: Record<string, SQL> = {
    id: column('id'),
    name: column('name'),
    city: column('city'),
    startDate: column('start_date'),
    endDate: column('end_date'),
    rules: column('rules'),
    isActive: column('is_active'),
    setCount: column('set_count'),
    gameFormat: column('game_format'),
    setDecisionsFormat: column('set_decisions_format'),
    pointType: column('point_type'),
    setTieBreakScore: column('set_tie_break_score'),
    superTieBreak: column('super_tie_break'),
    gender: column('gender'),
    maxOffers: column('max_offers'),
    maxDaysToRespond: column('max_days_to_respond'),
    maxOffersReceive: column('max_offers_receive'),
    maxDaysToPlay: column('max_days_to_play'),
    maxDaysToRePlay: column('max_days_to_replay'),
    overduePolicy: column('overdue_policy'),
    matchMinutes: column('match_minutes'),
    createdAt: isoTimestamp(column('created_at')),
    updatedAt: isoTimestamp(column('updated_at')),
    ...extra,
  };
  const pairs = Object.entries(fields).map(([key, value]) => {
    // Keys are written into the SQL text: only plain identifiers, as the contract's are.
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`leagueJson: not a plain key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Pending application counts per league (status compared case-insensitively). */
export async function pendingCounts(db: DbOrTx, leagueIds: string[]): Promise<Map<string, number>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({ leagueId: leagueApplications.leagueId, n: count() })
    .from(leagueApplications)
    .where(
      and(
        inArray(leagueApplications.leagueId, leagueIds),
        sql`lower(${leagueApplications.status}) = 'pending'`,
      ),
    )
    .groupBy(leagueApplications.leagueId);
  return new Map(rows.map((r) => [r.leagueId, Number(r.n)]));
}

export const byLeague = (id: string) => eq(leagueParticipants.leagueId, id);
