import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client.js';
import { IMAGE_FILE, TEMPLATE_DB, templateDatabaseUrl } from './database.js';

/**
 * Migrates one database image for the whole run; each test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL template database when TEST_DATABASE_URL is set).
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = openPostgres(templateDatabaseUrl(url), 1);
    await database.migrate();
    await database.close();
    return;
  }
  const client = new PGlite();
  const database = openPglite(client);
  await database.migrate();
  const image = await client.dumpDataDir('none');
  await fs.mkdir(path.dirname(IMAGE_FILE), { recursive: true });
  await fs.writeFile(IMAGE_FILE, Buffer.from(await image.arrayBuffer()));
  await database.close();
}
