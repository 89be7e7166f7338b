import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { cancelExcuseRefusal, formatExcusePeriod } from '../../../shared/rules/excuses.js';
import { istanbulToday } from '../../../shared/time.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { excuses } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notify } from '../../domain/notify.js';
import { ruleViolation } from '../../errors.js';
import { lockExcuseForChange } from './excuse-access.js';
import { tellLeagueMates } from './tell-league-mates.js';

const m = messages.excuse;

/**
 * Cancels an excuse that has not started yet (one that has can only be ended or shortened), for
 * the player or their staff. A cancellation by staff tells the player and is logged for the admins.
 */
export async function cancelExcuse(db: Db, actor: SessionUser, excuseId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { excuse, owner, byStaff } = await lockExcuseForChange(tx, actor, excuseId);
    const refusal = cancelExcuseRefusal(excuse, istanbulToday(now));
    if (refusal) throw ruleViolation(refusal, 'excuse_cancel');
    await tx.delete(excuses).where(eq(excuses.id, excuseId));
    await tellLeagueMates(
      tx,
      owner.id,
      m.cancelledForOthers(owner.name, excuse.excuseType, formatExcusePeriod(excuse), byStaff),
    );
    if (byStaff) {
      const period = formatExcusePeriod(excuse);
      await notify(tx, [
        {
          userId: owner.id,
          subject: m.notificationSubject,
          message: m.staffCancelled(period),
          type: 'excuse',
        },
      ]);
      await writeAdminLog(tx, 'ExcuseCancelled', {
        excuseId,
        userId: owner.id,
        name: owner.name,
        excuseType: excuse.excuseType,
        period,
        by: actor.id,
      });
    }
  });
}
