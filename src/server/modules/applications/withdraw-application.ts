import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagueApplications } from '../../db/schema/index.js';
import { notFound, ruleViolation } from '../../errors.js';

/**
 * A player withdraws their own pending application, in one transaction: the application row is
 * locked (as approving or rejecting it locks it, after its league), then removed, so the player may
 * apply elsewhere. Somebody else's application answers 404, a decided one is refused.
 */
export async function withdrawApplication(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: leagueApplications.id, status: leagueApplications.status })
      .from(leagueApplications)
      .where(and(eq(leagueApplications.id, id), eq(leagueApplications.userId, userId)))
      .for('update');
    if (!application) throw notFound();
    if (application.status.toLowerCase() !== 'pending')
      throw ruleViolation(messages.applications.alreadyDecided);
    await tx.delete(leagueApplications).where(eq(leagueApplications.id, id));
    return { ok: true as const };
  });
}
