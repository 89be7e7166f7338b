import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TExcuse, ZCreateExcuseRequest } from '../../../shared/contract/excuses.js';
import { messages } from '../../../shared/messages.js';
import { formatExcusePeriod, pastExcuseRefusal, planNewExcuse } from '../../../shared/rules/excuses.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { excuses, users } from '../../db/schema/index.js';
import { AppError, notFound, ruleViolation } from '../../errors.js';
import { tellLeagueMates } from './tell-league-mates.js';

const m = messages.excuse;

export type CreateExcuseInput = z.output<typeof ZCreateExcuseRequest>;

/**
 * Adds an excuse period for the player. One wholly in the past (ending before today, Istanbul) is
 * refused, under its end date. The player's row is locked first, so two requests at once
 * cannot both pass the overlap rule. An open-ended excuse that started earlier ends the day before
 * the new one starts. Every other participant of the player's leagues is notified.
 */
export async function createExcuse(
  db: Db,
  userId: string,
  input: CreateExcuseInput,
  now: Date,
): Promise<TExcuse> {
  const past = pastExcuseRefusal(input, istanbulToday(now));
  if (past) throw new AppError(422, 'in_past', past, { endDate: past });
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!me) throw notFound();
    const existing = await tx
      .select({ startDate: excuses.startDate, endDate: excuses.endDate })
      .from(excuses)
      .where(eq(excuses.userId, userId))
      .orderBy(excuses.startDate);
    const plan = planNewExcuse(input, existing);
    if (plan.refusal !== null) {
      throw ruleViolation(plan.refusal, plan.refusal === m.dateOrder ? 'date_order' : 'overlap');
    }
    if (plan.endOpenOn) {
      await tx
        .update(excuses)
        .set({ endDate: plan.endOpenOn })
        .where(and(eq(excuses.userId, userId), isNull(excuses.endDate)));
    }

    const [excuse] = await tx
      .insert(excuses)
      .values({
        userId,
        excuseType: input.excuseType,
        startDate: input.startDate,
        endDate: input.endDate,
        createdAt: now,
      })
      .returning();

    await tellLeagueMates(
      tx,
      userId,
      m.notificationText(me.name, input.excuseType, formatExcusePeriod(input), input.endDate === null),
    );
    return {
      ...excuse,
      excuseType: excuse.excuseType,
      createdAt: excuse.createdAt.toISOString(),
    };
  });
}
