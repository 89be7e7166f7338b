import { sql } from 'drizzle-orm';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';

export async function healthRoutes(app: TypedApp) {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: { response: { 200: z.object({ ok: z.boolean(), database: z.string() }) } },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { ok: true, database: app.deps.database.kind };
    },
  );
}
