import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/client.js';
import { templateDatabaseUrl } from './database.js';

/**
 * Migrates one database image for the whole run; each test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL template database when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  // Named per run, so several runs on one machine (developers side by side) never share an image.
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const TEMPLATE_DB = `raket_tpl_${runId}`;
    project.provide('templateDb', TEMPLATE_DB);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = openPostgres(templateDatabaseUrl(url, TEMPLATE_DB), 1);
    await database.migrate();
    await database.close();
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const IMAGE_FILE = path.resolve(`.tmp/pglite-image-${runId}.tar`);
  project.provide('imageFile', IMAGE_FILE);
  const client = new PGlite();
  const database = openPglite(client);
  await database.migrate();
  const image = await client.dumpDataDir('none');
  await fs.mkdir(path.dirname(IMAGE_FILE), { recursive: true });
  await fs.writeFile(IMAGE_FILE, Buffer.from(await image.arrayBuffer()));
  await database.close();
  return () => fs.rm(IMAGE_FILE, { force: true });
}
