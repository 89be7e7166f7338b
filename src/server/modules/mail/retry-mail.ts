import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** Puts a failed mail back in the queue, due now (admin). */
export async function retryMail(db: Db, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id });
    if (rows.length === 0) throw notFound();
    return { ok: true as const };
  });
}
