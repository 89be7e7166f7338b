import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagueModerators, leagues, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notify } from '../../domain/notify.js';
import { notFound } from '../../errors.js';

/** Removes a league moderator (admins): tells them in a notification and logs ModeratorRemoved. */
export async function removeModerator(db: Db, adminId: string, leagueId: string, userId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(leagueModerators)
      .where(and(eq(leagueModerators.leagueId, leagueId), eq(leagueModerators.userId, userId)))
      .returning();
    if (removed.length === 0) throw notFound();
    const [league] = await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId));
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await writeAdminLog(tx, 'ModeratorRemoved', {
      leagueId,
      leagueName: league?.name,
      userId,
      name: user?.name,
      email: user?.email,
      by: adminId,
    });
    await notify(tx, [
      {
        userId,
        subject: messages.moderators.removedSubject,
        message: messages.moderators.removedText(league?.name ?? ''),
      },
    ]);
  });
}
