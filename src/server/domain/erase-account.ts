import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { DEFAULT_ROLE } from '../../shared/domain.js';
import { messages } from '../../shared/messages.js';
import { DELETED_PLAYER_NAME } from '../../shared/privacy-notice.js';
import { staleRead, type Tx } from '../db/client.js';
import {
  accounts,
  excuses,
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  leagues,
  loginThrottles,
  mailOutbox,
  matchOffers,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  sessions,
  users,
  verifications,
} from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { erasePersonInAdminLog, namesAndAddressesOf } from './erase-in-admin-log.js';
import { eraseNameInNotices } from './erase-name-in-notices.js';
import { ladderOf, lockLaddersOf } from './ladder.js';
import { cancelPendingOffersOf, takeOffLadder, tellOpenMatchesClosed } from './ladder-exit.js';
import { notify } from './notify.js';

const m = messages.privacy;

/**
 * The mails about an address change, which name the player's other address in their text: the
 * notice of a change (the player's own, account/confirm-email-change.ts, or an admin's, of the same
 * subject) and the link to a new address (account/request-email-change.ts).
 */
const ADDRESS_NOTICE_SUBJECTS = [
  messages.account.emailChangedSubject,
  messages.users.emailChangedByStaffSubject,
  messages.account.emailConfirmSubject,
];

/** The address a deleted account keeps: unique (the column is), and never deliverable (RFC 2606). */
export const deletedEmailOf = (userId: string) => `silinmis-${userId}@silinmis.invalid`;

type UserRow = typeof users.$inferSelect;

/**
 * Erases an account, in the caller's transaction after it has locked the Super Admins and the user's
 * row (no key update) and checked who may do it, continuing the lock order of docs/architecture.md:
 * the user's ladders, then the row outright. The user comes off every ladder (the ranks below close
 * up, cause 'removal'), their pending offers and their matches still to be played are cancelled and
 * each other player is told and mailed,
 * their sessions, sign-in, devices and personal rows go, and the user row stays with its personal
 * fields erased, so past matches, season archives and ranks keep their player, shown as "Silinmiş
 * oyuncu" (ADR 013). The user is mailed at the address they had. `by`: who erased it ('self': the
 * player, else the admin's id).
 */
export async function eraseAccount(tx: Tx, me: UserRow, by: 'self' | { adminId: string }, now: Date) {
  const userId = me.id;
  // Every name and address they had, read before anything that names them is rewritten.
  const known = await namesAndAddressesOf(tx, me);
  // Ladders before the row locked outright (a new e-mail is a key change): every ladder write
  // holds its league and then names its players in rank_history.
  const leagueIds = await lockLaddersOf(tx, userId);
  // Applications and pending offers go before the row is locked outright. Staff deciding an
  // application hold its league and the application, and the reminder job expiring an offer holds
  // the offer; each then names the player (a new ladder row, a notification), which a row locked
  // outright would make wait while the deletion waited for their rows: a deadlock. Here the
  // deletion waits for them, holding nothing they need. A player an approval put on a ladder sends
  // the deletion round again (below). Offers in leagues the player is on wait on the ladder locks
  // above; an offer in a league they already left is cancelled all the same.
  await tx.delete(leagueApplications).where(eq(leagueApplications.userId, userId));
  const cancelled = await cancelPendingOffersOf(tx, userId, now);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const memberships = await tx
    .select({ leagueId: leagueParticipants.leagueId })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.userId, userId))
    .orderBy(leagueParticipants.leagueId);
  // One who joined another league between the two steps sends the whole deletion round again.
  if (memberships.some((x) => !leagueIds.includes(x.leagueId))) throw staleRead();
  const closedMatches: { leagueId: string; matchId: string; otherId: string }[] = [];
  for (const { leagueId } of memberships) {
    const off = await takeOffLadder(tx, leagueId, userId, await ladderOf(tx, leagueId), now);
    closedMatches.push(...off.closedMatches.map((c) => ({ ...c, leagueId })));
  }

  if (closedMatches.length > 0) {
    const names = await tx
      .select({ id: leagues.id, name: leagues.name })
      .from(leagues)
      .where(inArray(leagues.id, [...new Set(closedMatches.map((c) => c.leagueId))]));
    for (const { id, name } of names)
      await tellOpenMatchesClosed(
        tx,
        closedMatches.filter((c) => c.leagueId === id),
        messages.league.openMatchClosedByDeletionText(name, by === 'self' ? 'self' : 'admin'),
      );
  }
  if (cancelled.length > 0) {
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
    const notices = cancelled.map((o) => ({
      to: o.offererId === userId ? o.opponentId : o.offererId,
      offerId: o.id,
      text: m.offerCancelledByDeletionText(
        leagueName.get(o.leagueId) ?? '',
        by === 'self' ? 'self' : 'admin',
      ),
    }));
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
  // The outbox's records of mail to the player (their address, often their name) go, delivered or
  // not, but for one being sent this moment; a mail to several keeps its other addresses. That is
  // mail to their account, and mail with no account to any address they had: an address they left
  // may have been taken by another account since, whose mail stays. An address-change notice of
  // theirs written before such notices named their account is known by the address it names.
  const addresses = sql`array[${sql.join(
    known.emails.map((e) => sql`${e}::text`),
    sql`, `,
  )}]::text[]`;
  const theirs = sql`array(select lower(a) from unnest(${mailOutbox.to}) a) && ${addresses}`;
  const toPlayer = sql`${mailOutbox.status} <> 'sending' and (${mailOutbox.recipientId} = ${userId}
    or (${mailOutbox.recipientId} is null and (${theirs} or (${inArray(mailOutbox.subject, ADDRESS_NOTICE_SUBJECTS)}
      and exists (select 1 from unnest(${addresses}) e where strpos(lower(${mailOutbox.text}), e) > 0)))))`;
  const others = sql`array(select a from unnest(${mailOutbox.to}) a where lower(a) <> all(${addresses}))`;
  await tx
    .update(mailOutbox)
    .set({ to: others })
    .where(and(toPlayer, sql`cardinality(${others}) > 0`));
  await tx.delete(mailOutbox).where(toPlayer);
  // An offer keeps its opponent's name as written when it was made.
  await tx
    .update(matchOffers)
    .set({ opponentName: DELETED_PLAYER_NAME })
    .where(eq(matchOffers.opponentId, userId));
  // What the other players and staff were told about the player keeps the notice, not the name,
  // any name they had.
  await eraseNameInNotices(tx, userId, known.names);
  // Admin log entries about the player keep the entry, not any name or address of theirs.
  await erasePersonInAdminLog(tx, userId, known.emails);

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
      updatedBy: by === 'self' ? userId : by.adminId,
    })
    .where(eq(users.id, userId));

  await enqueueMail(tx, {
    to: [me.email],
    subject: m.deletedMailSubject,
    text: by === 'self' ? m.deletedMailText : m.deletedByAdminMailText,
  });
  return { leagueIds: memberships.map((x) => x.leagueId), cancelledOfferIds: cancelled.map((o) => o.id) };
}
