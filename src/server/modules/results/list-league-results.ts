import { and, eq, isNull } from 'drizzle-orm';
import type { TLeagueResults } from '../../../shared/contract/results.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, matches } from '../../db/schema/index.js';
import { loadResultMatches, played } from './match-view.js';

const RECENT = 5;

/**
 * The latest results of each league the player plays in (names and scores only): of a match
 * between two others, where and when its players had agreed to meet and its postponement stay
 * theirs (the place is free text, which may name a home address).
 */
export async function listLeagueResults(db: DbOrTx, userId: string, now: Date): Promise<TLeagueResults> {
  const mine = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagueParticipants)
    .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
    .where(and(eq(leagueParticipants.userId, userId), eq(leagues.isActive, true)))
    .orderBy(leagues.name);
  const items = await Promise.all(
    mine.map(async (l) => ({
      ...l,
      results: (
        await loadResultMatches(
          db,
          // The current season's: a closed season's results are in its archive.
          and(eq(matches.leagueId, l.id), isNull(matches.seasonId), played(now)),
          now,
          RECENT,
        )
      ).map((m) =>
        m.player1.id === userId || m.player2.id === userId
          ? m
          : { ...m, slot: null, postponedAt: null, originalDueAt: null },
      ),
    })),
  );
  return { leagues: items };
}
