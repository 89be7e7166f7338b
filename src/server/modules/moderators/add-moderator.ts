import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagueModerators, leagues, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notify } from '../../domain/notify.js';
import { notErased } from '../../domain/user-row.js';
import { conflict, notFound } from '../../errors.js';

/** Appoints a league moderator (admins): notifies them ('Moderator Yetkisi') and logs ModeratorAdded. */
export async function addModerator(db: Db, adminId: string, leagueId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [league] = await tx
      .select({ id: leagues.id, name: leagues.name })
      .from(leagues)
      .where(eq(leagues.id, leagueId))
      .for('update');
    if (!league) throw notFound(messages.league.notFound);
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), notErased()))
      // Waits for a deletion of the user in progress, then finds no one (404, not a seat for an
      // erased account), as adding a player does.
      .for('key share');
    if (!user) throw notFound(messages.league.userNotFound);
    const [existing] = await tx
      .select({ userId: leagueModerators.userId })
      .from(leagueModerators)
      .where(and(eq(leagueModerators.leagueId, leagueId), eq(leagueModerators.userId, userId)));
    if (existing) throw conflict(messages.moderators.duplicate, 'duplicate_moderator');
    await tx.insert(leagueModerators).values({ leagueId, userId });
    await notify(tx, [
      {
        userId,
        subject: messages.moderators.notificationSubject,
        message: messages.moderators.notificationText(league.name),
        target: { kind: 'league', id: leagueId },
      },
    ]);
    await writeAdminLog(tx, 'ModeratorAdded', {
      leagueId,
      leagueName: league.name,
      userId,
      name: user.name,
      email: user.email,
      by: adminId,
    });
  });
}
