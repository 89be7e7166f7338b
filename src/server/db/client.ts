import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import {
  type ExtractTablesWithRelations,
  fillPlaceholders,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgErrorCode } from '../errors.js';
import { snapshotPglite } from './backup.js';
import { type Listening, listenPglite, listenPostgres } from './listen.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A use case takes either the database or the transaction it runs in. */
export type DbOrTx = Db | Tx;

const dialect = new PgDialect();

/** Runs a hand-written statement; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * A timestamp column as JSON built in SQL should carry it: `toISOString`'s form, in UTC, to the
 * millisecond, so an answer built in the database reads as one mapped in Node.
 */
export function isoTimestamp(column: SQLWrapper): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A hand-written statement for a hot read, turned into SQL text once: its values are
 * `sql.placeholder(name)`s filled at each call, so a request skips drizzle's walk over a big query
 * (about 5 % of the dashboard's CPU). Each connection plans it once, where a big statement can
 * cost more to plan than to run: on PostgreSQL it runs as a named prepared statement; PGlite (one
 * connection, which takes no parameters for a prepared statement) prepares it with PREPARE and
 * runs it with EXECUTE, its values written as literals by node-postgres's `escapeLiteral`. Only
 * for the database object, never a transaction (whose statements must stay on its connection).
 * PGlite answers through its own client: JSON and numbers arrive parsed, as they do through drizzle.
 */
export function namedStatement<Row, Values extends Record<string, unknown>>(name: string, query: SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return async (db: Db, values: Values): Promise<Row[]> => {
    compiled ??= dialect.sqlToQuery(query);
    const params = fillPlaceholders(compiled.params, values);
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool)
      return (await client.query({ name, text: compiled.sql, values: params })).rows;
    return executePrepared<Row>(client as PGlite, name, compiled.sql, params);
  };
}

/** Per PGlite instance, the statements it has prepared or is preparing (`namedStatement`). */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

async function executePrepared<Row>(client: PGlite, name: string, text: string, params: unknown[]) {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOnPglite.set(client, prepared);
  }
  const statements = prepared;
  const prepare = () => {
    let preparing = statements.get(name);
    if (!preparing) {
      // Two first calls at once share one PREPARE; one the database has already (42P05) is
      // prepared; any other failure is tried again by the next call.
      preparing = client.exec(`PREPARE ${name} AS ${text}`).catch((error) => {
        if (pgErrorCode(error) === '42P05') return;
        statements.delete(name);
        throw error;
      });
      statements.set(name, preparing);
    }
    return preparing;
  };
  const literals = params.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'object')
      throw new Error(`namedStatement ${name}: a value must be a string, number or boolean`);
    return pg.escapeLiteral(String(value));
  });
  const call = literals.length > 0 ? `EXECUTE ${name}(${literals.join(', ')})` : `EXECUTE ${name}`;
  // Planned once: the generic plan, for this statement only (SET LOCAL lasts as long as the
  // implicit transaction of this one query string).
  const execute = async () => {
    await prepare();
    const results = await client.exec(`SET LOCAL plan_cache_mode = force_generic_plan; ${call}`);
    return results[results.length - 1].rows as Row[];
  };
  try {
    return await execute();
  } catch (error) {
    // The statement is gone (26000: DEALLOCATE, DISCARD): prepared again, once.
    if (pgErrorCode(error) !== '26000') throw error;
    statements.delete(name);
    return execute();
  }
}

/** Types drizzle's node-postgres driver leaves as text (timestamps, dates, intervals and their arrays). */
const TEXT_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asDrizzleReadsThem = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;
const preparedNames = new Map<string, string>();

/**
 * `queryRows` for a hot statement of a fixed shape, in a transaction or not: on PostgreSQL it runs
 * as a named prepared statement (named by its text), so each connection parses it once, and plans
 * it once where the transaction asked for generic plans (`holdRanks`); the writes' big statements
 * cost more to plan than to run. Rows read as `queryRows` reads them. Only for statements whose
 * text does not vary with the data (a list of values makes a new one).
 */
export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = preparedNames.get(text);
  if (!name) {
    name = `raket_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return (await client.query({ name, text, values: params, types: asDrizzleReadsThem })).rows as T[];
}

/**
 * One statement of several writes: each entry of `writes` becomes a CTE under its name (a later one
 * may read an earlier one's RETURNING), then `select` answers. Data-modifying CTEs run whether the
 * select reads them or not; a plain SELECT CTE (a NOTIFY) runs only if the select reads it.
 */
export function writesInOne(writes: Record<string, SQL>, select: SQL): SQL {
  const ctes = Object.entries(writes).map(([name, write]) => sql`${sql.identifier(name)} as (${write})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${select}`;
}

/**
 * PostgreSQL's answers to two transactions that got in each other's way: a deadlock (40P01) and a
 * serialization failure (40001, also thrown by `staleRead`). The transaction was rolled back whole
 * and may simply run again.
 */
const RETRYABLE = new Set(['40P01', '40001']);
/** How many times a transaction runs at most before its error reaches the client (as a 409). */
export const TRANSACTION_ATTEMPTS = 4;
/**
 * How many transactions this process has run again after a deadlock (not counting the
 * serialization failures a `staleRead` asks for): the tests read it to show that writers meeting at
 * once wait for each other rather than deadlock.
 */
export const deadlockRetries = { count: 0 };

/**
 * Thrown inside a transaction that finds, after taking its locks, that what it read before them has
 * changed (a user who joined another league meanwhile): the whole transaction runs again.
 */
export function staleRead(): Error {
  return Object.assign(new Error('Kilitlerden önce okunan veri değişti.'), { code: '40001' });
}

/**
 * Makes `db.transaction` run the whole callback again, a few times with a short random pause, when
 * PostgreSQL ends it with a deadlock or a serialization failure. Every writer takes its locks in
 * one order (docs/architecture.md, "Lock order"), so this is a safety net, not the plan. A callback
 * must therefore keep its effects in the database (mail goes through the outbox row it writes).
 * Nested transactions (savepoints, `tx.transaction`) are not retried: the outer one is.
 */
export function retryOnConflict<T extends Pick<Db, 'transaction'>>(db: T): T {
  const transaction = db.transaction.bind(db);
  const retrying = async (...args: Parameters<Db['transaction']>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
        if (pgErrorCode(error) === '40P01') deadlockRetries.count += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
  db.transaction = retrying as Db['transaction'];
  return db;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (sent by any instance on PostgreSQL, by this
   * process on the embedded database), after the transaction that sent it commits.
   */
  listen(channel: string, onPayload: (payload: string) => void): Listening;
  /** The embedded database in a folder: copies it, as it is at one instant, into `target` (db/backup). */
  snapshot?(target: string): Promise<void>;
}

/**
 * Planner settings for every connection. PostgreSQL's default random_page_cost (4) assumes spinning
 * disks and makes it scan all users rather than look up a ladder's hundred by primary key; our data
 * sits on SSD or in memory, for which 1.1 is the usual setting.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Embedded PostgreSQL (PGlite) in a folder, in memory, or from a dumped image (tests). */
export function openPglite(client: PGlite): Database {
  // PGlite runs statements one at a time, in order: every later query sees these settings.
  for (const [name, value] of Object.entries(PLANNER_SETTINGS))
    client.exec(`SET ${name} = ${value}`).catch((error) => console.error(error));
  const db = retryOnConflict(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, onPayload) => listenPglite(client, channel, onPayload),
  };
}

/**
 * PGlite's default shared_buffers (128 MB) sits inside the server's own memory, on top of the
 * operating system's file cache that already holds the data files; 16 MB keeps the server's
 * memory near its aim (docs/performance.md) at little cost to the benchmark's reads.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export function openPglitePath(dataDir: string | undefined): Database {
  const client = yieldingBetweenStatements(new PGlite(dataDir, { startParams: PGLITE_START_PARAMS }));
  const database = openPglite(client);
  if (dataDir) database.snapshot = (target) => snapshotPglite(client, dataDir, target);
  return database;
}

/**
 * PGlite runs each statement synchronously on the server's one thread, and the statements waiting
 * for it run back to back in one turn of the event loop. Node takes up one new connection per turn
 * (libuv accepts once per poll), so under a burst a new connection waited for seconds while those
 * already open were served (docs/performance.md). So once the database has had the thread for
 * SLICE_MS since it last gave it back, it gives it back for a turn of the loop before its next
 * message: new connections are taken up between slices. A shorter slice takes them up sooner but
 * interleaves more requests' statements, which lengthens the slowest answers of a steady load; a
 * turn before every message cost the cheapest reads a third of their rate. 20 ms kept a burst's
 * slowest writes under half a second at the cost of some tens of milliseconds at the steady load's
 * tail (ADR 017).
 */
const SLICE_MS = 20;
function yieldingBetweenStatements(client: PGlite): PGlite {
  const raw = client.execProtocolRaw.bind(client);
  let sliceStart = performance.now();
  client.execProtocolRaw = async (...args: Parameters<typeof raw>) => {
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return raw(...args);
  };
  return client;
}

/** A PostgreSQL server reached through node-postgres. */
export function openPostgres(url: string, poolSize = 10): Database {
  // Startup parameters: set before the first query. (Poolers in transaction mode, such as
  // PgBouncer's, refuse them, and would also break our named prepared statements: connect directly.)
  const options = Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  // An idle connection the server ends (a restart, a failover, a dropped database) must not crash
  // the process: the pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.error(`PostgreSQL bağlantısı kapandı: ${error.message}`));
  const db = retryOnConflict(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
}
