// The browser tests' server starts on a fresh embedded database. Migrating one from nothing took
// the server's start 8 to 20 s; so the config's server command first copies in a database migrated
// once, by the server's own code, and kept in .tmp under a hash of what makes it (the migrations,
// the database client and PGlite's version). The server's own migration then finds nothing to do.
// Usage: node --import tsx tests/e2e/support/seed-database.ts <data dir>
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-database.ts <data dir>');

/** The files under `dir`, sorted, with their paths. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    })
    .sort();
}

const hash = crypto.createHash('sha256');
for (const file of [
  'src/server/db/client.ts',
  'node_modules/@electric-sql/pglite/package.json',
  ...filesUnder('src/server/db/migrations'),
]) {
  hash.update(`${file}\0`);
  hash.update(fs.readFileSync(file));
}
const name = `e2e-pglite-${hash.digest('hex').slice(0, 12)}`;
const template = path.resolve('.tmp', name);

if (!fs.existsSync(template)) {
  fs.mkdirSync(path.dirname(template), { recursive: true });
  const building = `${template}-${process.pid}`;
  const { openPglitePath } = await import('../../../src/server/db/client.js');
  const database = openPglitePath(building);
  await database.migrate();
  await database.close();
  // Another run may have made the same one meanwhile: either will do.
  if (fs.existsSync(template)) fs.rmSync(building, { recursive: true, force: true });
  else fs.renameSync(building, template);
  for (const old of fs.readdirSync(path.dirname(template)))
    if (/^e2e-pglite-[0-9a-f]{12}$/.test(old) && old !== name)
      fs.rmSync(path.resolve('.tmp', old), { recursive: true, force: true });
}
fs.mkdirSync(dataDir, { recursive: true });
fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
