// The two ceilings the API is compared with, on the same machine and in the same kind of process:
// GET /bare answers from memory; GET /one-query runs one primary-key lookup through the same
// driver as the server (PGlite, or pg when DATABASE_URL is set), prepared once as the server's hot
// reads are (`namedStatement`), so a read is compared with the best one statement can do.
// Run: node --import tsx bench/ceiling-server.ts <port>   (prints "ready" when listening)
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { namedStatement, openPglite, openPostgres } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { insertUsersInBulk } from '../tests/support/admin-factories.js';

const port = Number(process.argv[2] ?? 3216);
const url = process.env.DATABASE_URL;
const database = url ? openPostgres(url) : openPglite(new PGlite());
const ids: string[] = [];
if (url) {
  // The benchmark database is already seeded: read its user ids.
  for (const row of await database.db.select({ id: users.id }).from(users).limit(1000)) ids.push(row.id);
} else {
  await database.migrate();
  const list = Array.from({ length: 10_000 }, (_, i) => ({
    email: `tavan${i}@bench.raket.test`,
    firstName: 'Tavan',
    lastName: `${i}`,
    gender: 'male' as const,
  }));
  for (let i = 0; i < list.length; i += 1000)
    ids.push(...(await insertUsersInBulk(database.db, list.slice(i, i + 1000))));
}

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const oneUser = namedStatement<{ id: string; name: string }, { id: string }>(
  'ceiling_one_user',
  sql`select ${users.id} as "id", ${users.name} as "name" from ${users} where ${users.id} = ${sql.placeholder('id')}`,
);
let n = 0;
app.get('/one-query', async () => {
  const [row] = await oneUser(database.db, { id: ids[n++ % ids.length] });
  return row;
});
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
