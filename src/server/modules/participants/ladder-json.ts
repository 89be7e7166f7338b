import { sql } from 'drizzle-orm';
import type { TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { type Db, namedStatement, queryRows } from '../../db/client.js';
import { leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** How many leagues' ladders one server process keeps (about 15 KB each for 100 players). */
const CACHED_LADDERS = 1_000;

/** Per database: each league's ladder as JSON text, with the ladder_version it was read at. */
const cachedLadders = new WeakMap<Db, Map<string, { version: number; json: string }>>();

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
  let cache = cachedLadders.get(db);
  if (!cache) {
    cache = new Map();
    cachedLadders.set(db, cache);
  }
  const cached = cache.get(leagueId);
  if (cached?.version === league.version) return cached.json;

  // Read after the version: a change in between makes the text newer than its version, and the
  // next read merely fetches it again.
  const rows = await queryRows<TParticipant>(
    db,
    // The join date leaves PostgreSQL already in the API's ISO form.
    sql`select ${leagueParticipants.rank} as "rank", ${leagueParticipants.userId} as "userId",
          coalesce(${users.firstName}, '') as "firstName", coalesce(${users.lastName}, '') as "lastName",
          to_char(${leagueParticipants.joinDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "joinDate"
        from ${leagueParticipants} join ${users} on ${users.id} = ${leagueParticipants.userId}
        where ${leagueParticipants.leagueId} = ${leagueId}
        order by ${leagueParticipants.rank}`,
    'league_ladder',
  );
  const json = JSON.stringify(rows);
  cache.delete(leagueId);
  // Maps iterate in insertion order: the first key is the ladder cached longest ago.
  if (cache.size >= CACHED_LADDERS) cache.delete(cache.keys().next().value!);
  cache.set(leagueId, { version: league.version, json });
  return json;
}
