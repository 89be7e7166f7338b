import { sql } from 'drizzle-orm';
import type { TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { type Db, namedStatement, queryRows } from '../../db/client.js';
import { leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** How many leagues' ladders one server process keeps (about 15 KB each for 100 players). */
const CACHED_LADDERS = 1_000;

/** A rung as the offer rules read it: the player's display name, not their name's parts. */
export interface LadderRung {
  userId: string;
  rank: number;
  name: string;
}

interface CachedLadder {
  version: number;
  /** The ladder as the API sends it (GET /leagues/:id/participants). */
  json: string;
  /** The same ladder for the dashboard's offer rules. */
  rungs: LadderRung[];
}

/** Per database: each league's ladder, with the ladder_version it was read at. */
const cachedLadders = new WeakMap<Db, Map<string, CachedLadder>>();

const ladderVersion = namedStatement<{ version: number }, { leagueId: string }>(
  'ladder_version',
  sql`select ${leagues.ladderVersion} as "version" from ${leagues}
      where ${leagues.id} = ${sql.placeholder('leagueId')}`,
);

/**
 * A league's ladder sorted by rank, as the JSON the API sends: names and join dates only (never
 * e-mail, phone or birth date). The ladder is read again only when the league's ladder_version
 * has moved (database triggers raise it on every change to what a ladder shows, from any server
 * process), so most reads are one primary-key lookup.
 */
export async function ladderJson(db: Db, leagueId: string): Promise<string> {
  const [league] = await ladderVersion(db, { leagueId });
  if (!league) throw notFound(messages.league.notFound);
  return (await cachedLadder(db, leagueId, league.version)).json;
}

/**
 * The league's ladder at `version` (its ladder_version, read by the caller before this): from the
 * cache when it holds that version, else read and kept. Read after the version, a change in
 * between makes the ladder newer than its version, and the next read merely fetches it again.
 */
export async function cachedLadder(db: Db, leagueId: string, version: number): Promise<CachedLadder> {
  let cache = cachedLadders.get(db);
  if (!cache) {
    cache = new Map();
    cachedLadders.set(db, cache);
  }
  const cached = cache.get(leagueId);
  if (cached?.version === version) return cached;

  const rows = await queryRows<TParticipant & { name: string }>(
    db,
    // The join date leaves PostgreSQL already in the API's ISO form.
    sql`select ${leagueParticipants.rank} as "rank", ${leagueParticipants.userId} as "userId",
          coalesce(${users.firstName}, '') as "firstName", coalesce(${users.lastName}, '') as "lastName",
          to_char(${leagueParticipants.joinDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "joinDate",
          ${users.name} as "name"
        from ${leagueParticipants} join ${users} on ${users.id} = ${leagueParticipants.userId}
        where ${leagueParticipants.leagueId} = ${leagueId}
        order by ${leagueParticipants.rank}`,
    'league_ladder',
  );
  const entry: CachedLadder = {
    version,
    json: JSON.stringify(
      rows.map(({ rank, userId, firstName, lastName, joinDate }) => ({
        rank,
        userId,
        firstName,
        lastName,
        joinDate,
      })),
    ),
    rungs: rows.map(({ userId, rank, name }) => ({ userId, rank, name })),
  };
  cache.delete(leagueId);
  // Maps iterate in insertion order: the first key is the ladder cached longest ago.
  if (cache.size >= CACHED_LADDERS) cache.delete(cache.keys().next().value!);
  cache.set(leagueId, entry);
  return entry;
}
