import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { runAdmin } from '../../scripts/admin.js';
import { BACKUPS_FOLDER, listBackups } from '../../src/server/db/backup.js';
import { openPglitePath } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/index.js';
import { startBackupJob } from '../../src/server/jobs/backup-job.js';
import { createUser } from '../support/factories.js';

const dirs: string[] = [];
async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-yedek-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** A migrated embedded database in `folder`, from the suite's image (no migration run per test). */
async function migratedFolder(folder: string) {
  const image = await fs.readFile(inject('imageFile'));
  await (await PGlite.create(folder, { loadDataDir: new Blob([image]) })).close();
  return openPglitePath(folder);
}

const logged = { info: vi.fn(), error: vi.fn() };
const log = logged as never;
const userCount = async (database: ReturnType<typeof openPglitePath>) =>
  (await database.db.select({ n: count() }).from(users))[0].n;

// The embedded database's own folders, whatever TEST_DATABASE_URL says: they run in the PGlite pass
// of the API tests only.
const embeddedPass = !process.env.TEST_DATABASE_URL;

describe.runIf(embeddedPass)('the nightly copy of the embedded database', () => {
  it('copies the running database at one instant, once a day from 03:00 Istanbul, keeping the newest', async () => {
    const dir = await dataDir();
    const database = await migratedFolder(path.join(dir, 'pglite'));
    await createUser(database.db, { email: 'ilk@raket.test' });
    let now = new Date('2026-11-25T02:59:00+03:00');
    const job = startBackupJob(database, dir, 1, () => now, log);
    expect(job).not.toBeNull();
    const copies = path.join(dir, BACKUPS_FOLDER);
    try {
      await job!.runOnce();
      expect(await listBackups(copies)).toEqual([]);

      // Writes go on while the copy is taken; the copy holds whole rows, from one instant.
      now = new Date('2026-11-25T03:00:00+03:00');
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) await createUser(database.db, { email: `yazan${i}@raket.test` });
      })();
      await job!.runOnce();
      writing = false;
      await writer;
      expect(await listBackups(copies)).toEqual(['2026-11-25']);
      const copy = openPglitePath(path.join(copies, '2026-11-25'));
      try {
        const n = await userCount(copy);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(await userCount(database));
        const [first] = await copy.db.select().from(users).where(eq(users.email, 'ilk@raket.test'));
        expect(first).toBeDefined();
      } finally {
        await copy.close();
      }

      // Once a day; the newest nightly copy is kept (BACKUP_KEEP=1 here), a copy taken by hand stays.
      await job!.runOnce();
      await fs.mkdir(path.join(copies, '2026-11-25-14.30'));
      await fs.writeFile(path.join(copies, '2026-11-25-14.30', 'PG_VERSION'), '17');
      now = new Date('2026-11-26T04:10:00+03:00');
      await job!.runOnce();
      expect(await listBackups(copies)).toEqual(['2026-11-26', '2026-11-25-14.30']);
      expect(logged.error).not.toHaveBeenCalled();
      expect(logged.info).toHaveBeenCalledWith(
        expect.objectContaining({ backup: '2026-11-26' }),
        'database copied',
      );
    } finally {
      await job!.stop();
      await database.close();
    }
  }, 180_000);

  it('takes no copy of PostgreSQL, nor with BACKUP_KEEP=0', async () => {
    const snapshot = vi.fn();
    const embedded = { kind: 'pglite', snapshot } as never;
    const postgres = { kind: 'postgres' } as never;
    expect(startBackupJob(embedded, '/tmp', 0, () => new Date(), log)).toBeNull();
    expect(startBackupJob(postgres, '/tmp', 7, () => new Date(), log)).toBeNull();
    expect(snapshot).not.toHaveBeenCalled();
  });
});

describe.runIf(embeddedPass)('npm run admin -- backup / restore', () => {
  it('copies the stopped server’s database and puts a copy back, keeping what it replaced', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir };
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const said = () => [...out.mock.calls, ...err.mock.calls].flat().join('\n');

    expect(await runAdmin(['backup'], env)).toBe(1);
    expect(said()).toContain('bir veritabanı yok');

    let database = await migratedFolder(path.join(dir, 'pglite'));
    await createUser(database.db, { email: 'once@raket.test' });
    await database.close();
    expect(await runAdmin(['backup'], env)).toBe(0);
    const [name] = await listBackups(path.join(dir, BACKUPS_FOLDER));
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}\.\d{2}$/);
    expect(said()).toContain('Veritabanının kopyası alındı');

    // A mistake after the copy: the player is gone.
    database = openPglitePath(path.join(dir, 'pglite'));
    await database.db.delete(users).where(eq(users.email, 'once@raket.test'));
    await createUser(database.db, { email: 'sonra@raket.test' });
    await database.close();

    expect(await runAdmin(['restore'], env)).toBe(0);
    expect(said()).toContain(`  ${name}`);
    expect(await runAdmin(['restore', 'yok-boyle-bir-kopya'], env)).toBe(1);
    expect(said()).toContain('bir veritabanı kopyası değil');
    expect(await runAdmin(['restore', name], env)).toBe(0);
    expect(said()).toContain('Döndürülmeden önceki hali şurada saklandı');

    database = openPglitePath(path.join(dir, 'pglite'));
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    await database.close();
    expect(emails).toEqual(['once@raket.test']);
    // What the restore replaced is a copy of its own, which can be put back in turn.
    const kept = (await listBackups(path.join(dir, BACKUPS_FOLDER))).find((c) =>
      c.endsWith('-geri-yuklemeden-once'),
    );
    expect(kept).toBeDefined();
    const before = openPglitePath(path.join(dir, BACKUPS_FOLDER, kept!));
    const keptEmails = (await before.db.select({ email: users.email }).from(users)).map((u) => u.email);
    await before.close();
    expect(keptEmails).toEqual(['sonra@raket.test']);
  }, 180_000);

  it('keeps every database it replaces, two restores in the same minute too', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir };
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T14:30:05+03:00') });
    try {
      let database = await migratedFolder(path.join(dir, 'pglite'));
      await createUser(database.db, { email: 'once@raket.test' });
      await database.close();
      expect(await runAdmin(['backup'], env)).toBe(0);
      // A second copy by hand in the same minute is a copy of its own.
      expect(await runAdmin(['backup'], env)).toBe(0);
      const copies = path.join(dir, BACKUPS_FOLDER);
      expect(await listBackups(copies)).toEqual(['2026-11-25-14.30-2', '2026-11-25-14.30']);

      database = openPglitePath(path.join(dir, 'pglite'));
      await createUser(database.db, { email: 'sonra@raket.test' });
      await database.close();

      // The operator restores a copy, then (the same minute) restores again: the database as it
      // was before the first restore, with its later player, must still be somewhere.
      expect(await runAdmin(['restore', '2026-11-25-14.30'], env)).toBe(0);
      expect(await runAdmin(['restore', '2026-11-25-14.30-2'], env)).toBe(0);
      const kept = (await listBackups(copies)).filter((c) => c.includes('-geri-yuklemeden-once'));
      expect(kept).toHaveLength(2);
      const held: string[][] = [];
      for (const name of kept) {
        const copy = openPglitePath(path.join(copies, name));
        held.push((await copy.db.select({ email: users.email }).from(users)).map((u) => u.email).sort());
        await copy.close();
      }
      expect(held).toContainEqual(['once@raket.test', 'sonra@raket.test']);
    } finally {
      vi.useRealTimers();
    }
  }, 180_000);

  it('leaves the database as it was when the copy does not migrate', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir };
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A copy whose record of migrations is gone: migrating it runs the first one again, and fails.
    const broken = path.join(dir, BACKUPS_FOLDER, 'bozuk');
    await fs.mkdir(path.dirname(broken));
    let database = await migratedFolder(broken);
    await database.db.execute(sql`drop schema drizzle cascade`);
    await database.close();
    database = await migratedFolder(path.join(dir, 'pglite'));
    await createUser(database.db, { email: 'bugun@raket.test' });
    await database.close();

    expect(await runAdmin(['restore', 'bozuk'], env)).toBe(1);
    expect(err.mock.calls.flat().join('\n')).toContain('veritabanı olduğu gibi bırakıldı');
    database = openPglitePath(path.join(dir, 'pglite'));
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    await database.close();
    expect(emails).toEqual(['bugun@raket.test']);
    expect(await listBackups(path.join(dir, BACKUPS_FOLDER))).toEqual(['bozuk']);
  }, 180_000);

  it('refuses while a server holds the folder, and on PostgreSQL', async () => {
    const dir = await dataDir();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runAdmin(['backup'], { DATABASE_URL: 'postgres://x@127.0.0.1:1/y' })).toBe(2);
    expect(err.mock.calls.flat().join('\n')).toContain('pg_dump');
    await fs.writeFile(path.join(dir, 'raket.lock'), String(process.ppid));
    await expect(runAdmin(['backup'], { DATA_DIR: dir })).rejects.toThrow('başka bir Raket süreci');
    expect(await runAdmin(['backup', 'fazla'], { DATA_DIR: dir })).toBe(2);
  });
});
