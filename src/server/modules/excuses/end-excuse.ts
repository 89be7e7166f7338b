import { eq } from 'drizzle-orm';
import type { TExcuse } from '../../../shared/contract/excuses.js';
import { messages } from '../../../shared/messages.js';
import { endExcuseRefusal, formatExcusePeriod } from '../../../shared/rules/excuses.js';
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
 * Gives an excuse an earlier last day ("Bitir" or "Kısalt"), for the player or their staff. A
 * change by staff tells the player and is logged for the admins.
 */
export async function endExcuse(
  db: Db,
  actor: SessionUser,
  excuseId: string,
  endDate: string,
  now: Date,
): Promise<{ excuse: TExcuse; message: string }> {
  return db.transaction(async (tx) => {
    const { excuse, owner, byStaff } = await lockExcuseForChange(tx, actor, excuseId);
    const today = istanbulToday(now);
    const refusal = endExcuseRefusal(excuse, endDate, today);
    if (refusal) throw ruleViolation(refusal, 'excuse_end');
    const [saved] = await tx.update(excuses).set({ endDate }).where(eq(excuses.id, excuseId)).returning();
    const period = formatExcusePeriod(saved);
    if (byStaff) {
      await notify(tx, [
        { userId: owner.id, subject: m.notificationSubject, message: m.staffChanged(period), type: 'excuse' },
      ]);
      await writeAdminLog(tx, 'ExcuseChanged', {
        excuseId,
        userId: owner.id,
        name: owner.name,
        excuseType: excuse.excuseType,
        period,
        previous: formatExcusePeriod(excuse),
        by: actor.id,
      });
    }
    const message = endDate < today ? m.ended : m.shortened;
    await tellLeagueMates(
      tx,
      owner.id,
      endDate < today
        ? m.endedForOthers(owner.name, excuse.excuseType, byStaff)
        : m.shortenedForOthers(owner.name, excuse.excuseType, period, byStaff),
    );
    return {
      excuse: {
        ...saved,
        excuseType: saved.excuseType,
        createdAt: saved.createdAt.toISOString(),
      },
      message,
    };
  });
}
