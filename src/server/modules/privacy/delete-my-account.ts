import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { DELETED_PLAYER_NAME } from '../../../shared/privacy-notice.js';
import { isSuperAdminRole } from '../../../shared/rules/roles.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import { type Db, staleRead } from '../../db/client.js';
import {
  accounts,
  adminLogs,
  excuses,
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  leagues,
  loginThrottles,
  matchOffers,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { ladderOf, lockLaddersOf } from '../../domain/ladder.js';
import { cancelPendingOffersOf, takeOffLadder } from '../../domain/ladder-exit.js';
import { notify } from '../../domain/notify.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { AppError, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.privacy;

/** The address a deleted account keeps: unique (the column is), and never deliverable (RFC 2606). */
export const deletedEmailOf = (userId: string) => `silinmis-${userId}@silinmis.invalid`;

/**
 * A player deletes their own account (KVKK: the right to erasure), proven by their password, in one
 * transaction and in the lock order of docs/architecture.md: the Super Admins (the last one may not
 * leave), the user's row, their ladders, then the row outright. They come off every ladder (the
 * ranks below close up, cause 'removal', as when leaving a league), their pending offers are
 * cancelled and each other player is told and mailed, their sessions, sign-in, devices and personal
 * rows go, and the user row stays with its personal fields erased, so past matches and ranks keep
 * their player, shown as "Silinmiş oyuncu" (ADR 013).
 */
export async function deleteMyAccount(
  db: Db,
  hasher: PasswordHasher,
  userId: string,
  password: string,
  now: Date,
) {
  // The password is checked before any lock is taken: hashing is slow, and locks are not needed to read it.
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!credential?.password || !(await hasher.verify(password, credential.password)))
    throw new AppError(400, 'wrong_password', m.wrongPassword, { password: m.wrongPassword });

  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!me || me.deletedAt) throw notFound();
    if (isSuperAdminRole(me.role) && superAdmins <= 1)
      throw ruleViolation(m.lastSuperAdmin, 'last_super_admin');

    // Ladders before the row locked outright (a new e-mail is a key change): every ladder write
    // holds its league and then names its players in rank_history.
    const leagueIds = await lockLaddersOf(tx, userId);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const memberships = await tx
      .select({ leagueId: leagueParticipants.leagueId })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.userId, userId))
      .orderBy(leagueParticipants.leagueId);
    // One who joined another league between the two steps sends the whole deletion round again.
    if (memberships.some((x) => !leagueIds.includes(x.leagueId))) throw staleRead();
    for (const { leagueId } of memberships)
      await takeOffLadder(tx, leagueId, userId, await ladderOf(tx, leagueId));

    // Pending offers anywhere: those in leagues the player is on wait on the ladder locks above, and
    // an offer in a league they already left is cancelled all the same.
    const cancelled = await cancelPendingOffersOf(tx, userId, now);
    if (cancelled.length > 0) {
      const name = me.firstName ? `${me.firstName} ${me.lastName ?? ''}`.trim() : me.name;
      const otherIds = [
        ...new Set(cancelled.map((o) => (o.offererId === userId ? o.opponentId : o.offererId))),
      ];
      const [others, names] = await Promise.all([
        tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, otherIds)),
        tx
          .select({ id: leagues.id, name: leagues.name })
          .from(leagues)
          .where(inArray(leagues.id, [...new Set(cancelled.map((o) => o.leagueId))])),
      ]);
      const emailOf = new Map(others.map((o) => [o.id, o.email]));
      const leagueName = new Map(names.map((l) => [l.id, l.name]));
      const notices = cancelled.map((o) => {
        const to = o.offererId === userId ? o.opponentId : o.offererId;
        return { to, offerId: o.id, text: m.offerCancelledText(name, leagueName.get(o.leagueId) ?? '') };
      });
      await notify(
        tx,
        notices.map((n) => ({
          userId: n.to,
          subject: m.offerCancelledSubject,
          message: n.text,
          type: 'matchOffer',
          offerId: n.offerId,
          target: { kind: 'offer', id: n.offerId },
          settles: true,
        })),
      );
      for (const n of notices) {
        const email = emailOf.get(n.to);
        if (email)
          await enqueueMail(tx, {
            to: [email],
            subject: m.offerCancelledSubject,
            text: n.text,
            category: 'challenges',
          });
      }
    }

    // Rows that are only the player's own: gone. Offers, matches and rank history stay (the other
    // player's history), naming the erased row.
    await tx.delete(leagueApplications).where(eq(leagueApplications.userId, userId));
    await tx.delete(leagueModerators).where(eq(leagueModerators.userId, userId));
    await tx.delete(excuses).where(eq(excuses.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // Reset links carry the user id as their value, e-mail change links "<user id> <address>".
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, userId), like(verifications.value, `${userId} %`)));
    await tx.delete(loginThrottles).where(eq(loginThrottles.email, me.email));
    // An offer keeps its opponent's name as written when it was made.
    await tx
      .update(matchOffers)
      .set({ opponentName: DELETED_PLAYER_NAME })
      .where(eq(matchOffers.opponentId, userId));
    // Admin log entries about the player keep the entry, not their address or name as text.
    const fullName = me.firstName ? `${me.firstName} ${me.lastName ?? ''}`.trim() : null;
    const erase = (value: string, by: string) =>
      sql`replace(${adminLogs.eventDetails}::text, ${JSON.stringify(value)}, ${JSON.stringify(by)})::jsonb`;
    await tx
      .update(adminLogs)
      .set({ eventDetails: erase(me.email, '') })
      .where(sql`${adminLogs.eventDetails}::text like ${`%${JSON.stringify(me.email)}%`}`);
    if (fullName)
      await tx
        .update(adminLogs)
        .set({ eventDetails: erase(fullName, DELETED_PLAYER_NAME) })
        .where(
          and(
            sql`${adminLogs.eventDetails}::text like ${`%${JSON.stringify(fullName)}%`}`,
            sql`${adminLogs.eventDetails}::text like ${`%${JSON.stringify(userId)}%`}`,
          ),
        );

    await tx
      .update(users)
      .set({
        name: DELETED_PLAYER_NAME,
        firstName: 'Silinmiş',
        lastName: 'oyuncu',
        email: deletedEmailOf(userId),
        emailVerified: false,
        image: null,
        phone: null,
        birthdate: null,
        gender: null,
        city: null,
        role: DEFAULT_ROLE,
        searchText: '',
        calendarVersion: sql`${users.calendarVersion} + 1`,
        deletedAt: now,
        updatedAt: now,
        updatedBy: userId,
      })
      .where(eq(users.id, userId));

    await enqueueMail(tx, { to: [me.email], subject: m.deletedMailSubject, text: m.deletedMailText });
    await writeAdminLog(tx, 'UserDeleted', {
      userId,
      leagues: memberships.map((x) => x.leagueId),
      cancelledOffers: cancelled.map((o) => o.id),
      note: m.logNoteDeleted,
      by: userId,
    });
    return { leagues: memberships.length, cancelledOffers: cancelled.length };
  });
}
