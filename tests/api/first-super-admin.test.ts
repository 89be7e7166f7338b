import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../scripts/admin.js';
import { openPglitePath } from '../../src/server/db/client.js';
import { adminLogs, users } from '../../src/server/db/schema/index.js';
import { grantSuperAdmin } from '../../src/server/modules/users/grant-super-admin.js';
import { clientFor } from '../support/client.js';
import { templateDatabaseUrl } from '../support/database.js';
import { createUser } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const superAdmins = (t: TestApp) =>
  t.db.select({ email: users.email }).from(users).where(sql`${users.role} in ('Super Admin', 'SuperAdmin')`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first account of a fresh portal', () => {
  it('of sign-ups sent at once on a fresh database, exactly one becomes Super Admin', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const t = await createTestApp();
      try {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            clientFor(t).post('/api/auth/register', {
              email: `ilk-${trial}-${i}@raket.test`,
              password: 'gizli123',
              privacyNoticeVersion: 1,
            }),
          ),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
        expect(await superAdmins(t)).toHaveLength(1);
        // Later sign-ups stay players.
        await clientFor(t).post('/api/auth/register', {
          email: `sonra-${trial}@raket.test`,
          password: 'gizli123',
          privacyNoticeVersion: 1,
        });
        const [later] = await t.db
          .select()
          .from(users)
          .where(eq(users.email, `sonra-${trial}@raket.test`));
        expect(later.role).toBe('Oyuncu');
        expect(await superAdmins(t)).toHaveLength(1);
      } finally {
        await t.close();
      }
    }
  }, 120_000);
});

describe('npm run admin -- grant <email>', () => {
  it('makes an existing account Super Admin, logged; an unknown address changes nothing', async () => {
    const t = await createTestApp();
    try {
      const player = await createUser(t.db, { email: 'oyuncu@raket.test' });
      expect(await grantSuperAdmin(t.db, 'kimse@raket.test', new Date())).toBe('notFound');
      expect(await superAdmins(t)).toHaveLength(0);
      expect(await grantSuperAdmin(t.db, ' OYUNCU@raket.test ', new Date())).toBe('granted');
      expect(await superAdmins(t)).toEqual([{ email: player.email }]);
      expect(await grantSuperAdmin(t.db, 'oyuncu@raket.test', new Date())).toBe('already');
      const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'RoleChanged'));
      expect(logs.map((l) => l.eventDetails)).toEqual([
        { userId: player.id, email: player.email, from: 'Oyuncu', to: 'Super Admin' },
      ]);
    } finally {
      await t.close();
    }
  });

  it('works on the embedded database in DATA_DIR, with Turkish output and exit codes', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-admin-'));
    try {
      const database = openPglitePath(path.join(dataDir, 'pglite'));
      await database.migrate();
      await createUser(database.db, { email: 'kurucu@raket.test' });
      await database.close();

      const out = vi.spyOn(console, 'log').mockImplementation(() => {});
      const err = vi.spyOn(console, 'error').mockImplementation(() => {});
      const env = { DATA_DIR: dataDir };
      expect(await runAdmin(['grant'], env)).toBe(2);
      expect(err.mock.calls.flat().join('\n')).toContain('grant <e-posta>');
      expect(await runAdmin(['grant', 'yok@raket.test'], env)).toBe(1);
      expect(err.mock.calls.flat().join('\n')).toContain(
        'yok@raket.test adresiyle kayıtlı bir hesap bulunamadı.',
      );
      expect(await runAdmin(['grant', 'kurucu@raket.test'], env)).toBe(0);
      expect(out.mock.calls.flat().join('\n')).toContain('kurucu@raket.test artık Super Admin.');

      const reopened = openPglitePath(path.join(dataDir, 'pglite'));
      const [row] = await reopened.db.select().from(users).where(eq(users.email, 'kurucu@raket.test'));
      await reopened.close();
      expect(row.role).toBe('Super Admin');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'works on DATABASE_URL',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `raket_admin_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const out = vi.spyOn(console, 'log').mockImplementation(() => {});
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const env = { DATABASE_URL: templateDatabaseUrl(url, name) };
        // The command migrates an empty database; an address nobody registered is refused.
        expect(await runAdmin(['grant', 'kurucu@raket.test'], env)).toBe(1);
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        await client.query(
          `insert into users (id, email, name, role) values ('u1', 'kurucu@raket.test', 'Kurucu', 'Oyuncu')`,
        );
        expect(await runAdmin(['grant', 'kurucu@raket.test'], env)).toBe(0);
        expect(out.mock.calls.flat().join('\n')).toContain('kurucu@raket.test artık Super Admin.');
        const { rows } = await client.query(`select role from users where id = 'u1'`);
        await client.end();
        expect(rows[0].role).toBe('Super Admin');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
