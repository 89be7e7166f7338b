import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { TParticipant } from '../../shared/contract/leagues.js';
import { messages } from '../../shared/messages.js';
import { type Db, isoTimestamp, namedStatement } from '../db/client.js';
import { leagueParticipants, leagues, users } from '../db/schema/index.js';
import { notFound } from '../errors.js';

/** How many leagues' ladders one server process keeps (about 40 KB each for 100 players: JSON text and rungs). */
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
  /** The same JSON brotli-compressed, made at the first request that takes brotli (`ladderBrotli`). */
  brotli?: Buffer;
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

/** The league's ladder with the version it is at, in one statement (a cache miss). */
const ladderRows = namedStatement<
  { version: number; rows: (TParticipant & { name: string })[] },
  { leagueId: string }
>(
  'league_ladder',
  sql`select ${leagues.ladderVersion} as "version", (
        select coalesce(json_agg(json_build_object(
          'rank', ${leagueParticipants.rank}, 'userId', ${leagueParticipants.userId},
          'firstName', coalesce(${users.firstName}, ''), 'lastName', coalesce(${users.lastName}, ''),
          'joinDate', ${isoTimestamp(leagueParticipants.joinDate)}, 'name', ${users.name}
        ) order by ${leagueParticipants.rank}), '[]'::json)
        from ${leagueParticipants} join ${users} on ${users.id} = ${leagueParticipants.userId}
        where ${leagueParticipants.leagueId} = ${leagues.id}
      ) as "rows"
      from ${leagues} where ${leagues.id} = ${sql.placeholder('leagueId')}`,
);

/**
 * A league's ladder sorted by rank, as the JSON the API sends: names and join dates only (never
 * e-mail, phone or birth date). The ladder is read again only when the league's ladder_version
 * has moved (database triggers raise it on every change to what a ladder shows, from any server
 * process), so most reads are one primary-key lookup.
 */
export async function ladderJson(db: Db, leagueId: string): Promise<string> {
  return (await currentLadder(db, leagueId)).json;
}

/**
 * `ladderJson` compressed with brotli, for a browser that takes it: compressed once per version of
 * the ladder and kept beside its JSON, at a higher quality than a per-request compression can
 * afford, so the hottest read sends the smallest answer without compressing it again each time.
 */
export async function ladderBrotli(db: Db, leagueId: string): Promise<Buffer> {
  const ladder = await currentLadder(db, leagueId);
  ladder.brotli ??= zlib.brotliCompressSync(ladder.json, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(ladder.json),
    },
  });
  return ladder.brotli;
}

async function currentLadder(db: Db, leagueId: string): Promise<CachedLadder> {
  const [league] = await ladderVersion(db, { leagueId });
  if (!league) throw notFound(messages.league.notFound);
  return cachedLadder(db, leagueId, league.version);
}

/**
 * The league's ladder: from the cache when it holds `version` (the ladder_version the caller has
 * just read), else read with the version it has now, in one statement, and kept under that. When
 * the ladder changed after the caller's read, the answer is the newer ladder (its `version` says so).
 */
export async function cachedLadder(db: Db, leagueId: string, version: number): Promise<CachedLadder> {
  let cache = cachedLadders.get(db);
  if (!cache) {
    cache = new Map();
    cachedLadders.set(db, cache);
  }
  const cached = cache.get(leagueId);
  if (cached?.version === version) return cached;

  const [read] = await ladderRows(db, { leagueId });
  if (!read) throw notFound(messages.league.notFound);
  const { rows } = read;
  const entry: CachedLadder = {
    version: read.version,
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
