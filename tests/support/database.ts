import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    imageFile: string;
    templateDb: string;
  }
}

export function templateDatabaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated database for one test file: a copy of the image made by global-setup. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `raket_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    await admin.end();
    const dbUrl = templateDatabaseUrl(url, name);
    const database = openPostgres(dbUrl, 20);
    return {
      ...database,
      url: dbUrl,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const image = await fs.readFile(inject('imageFile'));
  const client = new PGlite({ loadDataDir: new Blob([image]) });
  return openPglite(client);
}

/**
 * The same database for a second app instance: a pool of its own on PostgreSQL (as another
 * server would have), the same embedded database otherwise. Closing it leaves the first open.
 */
export function shareTestDatabase(first: Database & { url?: string }): Database {
  if (first.url) return openPostgres(first.url, 5);
  return { ...first, close: async () => {} };
}
