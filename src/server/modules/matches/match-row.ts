import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { pageEnvelope } from '../../../shared/contract/common.js';
import { MATCHES_PAGE_SIZE, type TMatchPage, type TMatchRow } from '../../../shared/contract/matches.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches } from '../../db/schema/index.js';
import { player1, player2, selectMatchesWithNames } from '../../domain/match-with-names.js';

/** A user's name for tables: first and last name, or the e-mail before the profile is saved. */
export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  u.firstName ? `${u.firstName} ${u.lastName ?? ''}`.trim() : u.email;

/** Matches with both players' names and the league's, newest match date first. */
export async function selectMatches(
  db: DbOrTx,
  where: SQL | undefined,
  page = 1,
  pageSize = MATCHES_PAGE_SIZE,
): Promise<TMatchPage> {
  const [{ total }] = await db.select({ total: count() }).from(matches).where(where);
  const rows = await selectMatchesWithNames(db, {
    match: matches,
    leagueName: leagues.name,
    p1: { firstName: player1.firstName, lastName: player1.lastName, email: player1.email },
    p2: { firstName: player2.firstName, lastName: player2.lastName, email: player2.email },
  })
    .where(where)
    .orderBy(sql`${matches.matchDate} desc nulls last`, desc(matches.createdAt), desc(matches.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return pageEnvelope(
    rows.map(
      (r): TMatchRow => ({
        id: r.match.id,
        leagueId: r.match.leagueId,
        leagueName: r.leagueName,
        player1: { id: r.match.player1Id, name: displayName(r.p1) },
        player2: { id: r.match.player2Id, name: displayName(r.p2) },
        matchDate: r.match.matchDate?.toISOString() ?? null,
        slotAt: r.match.slotAt?.toISOString() ?? null,
        dueAt: r.match.dueAt?.toISOString() ?? null,
        score: r.match.score,
        status: r.match.status,
        outcome: r.match.outcome,
        resultState: r.match.resultState,
        createdAt: r.match.createdAt.toISOString(),
      }),
    ),
    page,
    pageSize,
    total,
  );
}

export const matchById = (id: string) => eq(matches.id, id);
export const matchesOfLeague = (leagueId: string) => eq(matches.leagueId, leagueId);
