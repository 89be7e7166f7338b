import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZProfileRequest } from '../../../shared/contract/profile.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { laddersNotFitting } from '../../domain/gender-fit.js';
import { searchTextOf } from '../../domain/text-search.js';
import { notFound, ruleViolation } from '../../errors.js';

export type ProfileInput = z.output<typeof ZProfileRequest>;

/** Creates or updates the player's profile and logs ProfileCreation / ProfileUpdate for the admins. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput, now: Date) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: users.email, completedAt: users.profileCompletedAt, gender: users.gender })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!current) throw notFound();
    if (current.gender && current.gender !== input.gender) {
      const unfit = await laddersNotFitting(tx, userId, input.gender);
      if (unfit.length > 0)
        throw ruleViolation(messages.profile.genderOnLadder(unfit.join(', ')), 'gender_on_ladder');
    }
    const isNew = !current.completedAt;
    await tx
      .update(users)
      .set({
        ...input,
        name: `${input.firstName} ${input.lastName}`,
        searchText: searchTextOf(input.firstName, input.lastName, current.email),
        profileCompletedAt: current.completedAt ?? now,
        updatedAt: now,
        updatedBy: userId,
        ...(isNew ? { createdBy: userId } : {}),
      })
      .where(eq(users.id, userId));
    await writeAdminLog(tx, isNew ? 'ProfileCreation' : 'ProfileUpdate', {
      userId,
      email: current.email,
      name: `${input.firstName} ${input.lastName}`,
    });
    return { created: isNew };
  });
}
