// The hot statements prepared once per connection (`namedStatement`, `preparedRows`): they answer
// as a plain statement would, on PGlite (PREPARE / EXECUTE with literal values) and on PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, openPglite, preparedRows, queryRows } from '../../src/server/db/client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const echo = namedStatement<
  { text: string | null; n: number; json: { a: number } },
  { text: string | null; n: number }
>(
  'test_echo',
  sql`select ${sql.placeholder('text')}::text as "text", ${sql.placeholder('n')}::int + 1 as "n",
    json_build_object('a', ${sql.placeholder('n')}::int) as "json"`,
);

describe('prepared statements', () => {
  it('return the values given, quotes, backslashes and nulls included, with JSON and numbers parsed', async () => {
    for (const text of ["O'Brien", 'ters \\ eğik', "'); drop table users; --", null]) {
      expect(await echo(t.db, { text, n: 41 })).toEqual([{ text, n: 42, json: { a: 41 } }]);
    }
  });

  it('on the embedded database, prepare again a statement that was dropped', async () => {
    // Its own embedded database, whichever the suite runs on: PREPARE / EXECUTE is PGlite's path.
    const embedded = openPglite(new PGlite());
    try {
      expect(await echo(embedded.db, { text: 'bir', n: 1 })).toEqual([{ text: 'bir', n: 2, json: { a: 1 } }]);
      await embedded.db.execute(sql`deallocate test_echo`);
      expect(await echo(embedded.db, { text: 'iki', n: 2 })).toEqual([{ text: 'iki', n: 3, json: { a: 2 } }]);
    } finally {
      await embedded.close();
    }
  });

  it('inside a transaction read as a plain statement does: timestamps as text, JSON parsed', async () => {
    const query = sql`select now() as "at", 7::bigint as "id", json_build_object('k', 1) as "json"`;
    await t.db.transaction(async (tx) => {
      const [prepared] = await preparedRows<{ at: string; id: string; json: unknown }>(tx, query);
      const [plain] = await queryRows<{ at: string; id: string; json: unknown }>(tx, query);
      expect(prepared).toEqual(plain);
      expect(typeof prepared.at).toBe('string');
    });
  });
});
