import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TReminderResult } from '../../../shared/contract/reminders.js';
import { messages } from '../../../shared/messages.js';
import { isInReminderWindow, reminderActionFor } from '../../../shared/rules/reminders.js';
import { formatDateTime } from '../../../shared/time.js';
import type { Db, Tx } from '../../db/client.js';
import { leagues, matchOffers, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notify } from '../../domain/notify.js';
import { enqueueMail } from '../../mail/outbox.js';

/** The advisory lock key of the reminder job: one run at a time across every app instance. */
export const REMINDER_LOCK_KEY = 5_170_001;

const m = messages.reminders;
const none = (inWindow: boolean, busy: boolean): TReminderResult => ({
  pending: 0,
  expired: 0,
  reminders: 0,
  inWindow,
  busy,
});

const offerer = alias(users, 'offerer');
const opponent = alias(users, 'opponent');

async function pendingOffers(tx: Tx) {
  return tx
    .select({
      offer: matchOffers,
      offererName: offerer.name,
      offererEmail: offerer.email,
      opponentName: opponent.name,
      opponentEmail: opponent.email,
      league: leagues.name,
    })
    .from(matchOffers)
    .innerJoin(leagues, eq(leagues.id, matchOffers.leagueId))
    .innerJoin(offerer, eq(offerer.id, matchOffers.offererId))
    .innerJoin(opponent, eq(opponent.id, matchOffers.opponentId))
    .where(eq(matchOffers.status, 'pending'));
}
type PendingOffer = Awaited<ReturnType<typeof pendingOffers>>[number];

async function tryLock(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) as locked`,
  );
  return Boolean((result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}

/**
 * The reminder job (spec §7): within 08:00–22:59 Istanbul, pending offers past their deadline
 * expire (both players mailed and notified), and offers past half time get one reminder to the
 * opponent. One transaction under an advisory lock; each offer is claimed with a conditional
 * UPDATE … RETURNING, so overlapping runs never mail twice.
 */
export async function runReminderCheck(db: Db, now: Date, baseUrl: string): Promise<TReminderResult> {
  if (!isInReminderWindow(now)) return none(false, false);
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return none(true, true);
    const offers = await pendingOffers(tx);
    const toExpire: PendingOffer[] = [];
    const toRemind: PendingOffer[] = [];
    for (const o of offers) {
      const action = reminderActionFor(o.offer, now);
      if (action === 'expire') toExpire.push(o);
      else if (action === 'remind') toRemind.push(o);
    }
    const expired = await claim(tx, toExpire, { status: 'expired', updateTime: now }, []);
    const reminded = await claim(tx, toRemind, { halfTimeReminderSent: true }, [
      eq(matchOffers.halfTimeReminderSent, false),
    ]);
    for (const o of expired) await reportExpired(tx, o);
    for (const o of reminded) await sendReminder(tx, o, baseUrl);
    return {
      pending: offers.length,
      expired: expired.length,
      reminders: reminded.length,
      inWindow: true,
      busy: false,
    };
  });
}

/** Updates the offers that are still pending; returns only those this run changed. */
async function claim(
  tx: Tx,
  offers: PendingOffer[],
  set: Partial<typeof matchOffers.$inferInsert>,
  extra: ReturnType<typeof eq>[],
): Promise<PendingOffer[]> {
  if (offers.length === 0) return [];
  const claimed = await tx
    .update(matchOffers)
    .set(set)
    .where(
      and(
        inArray(
          matchOffers.id,
          offers.map((o) => o.offer.id),
        ),
        eq(matchOffers.status, 'pending'),
        ...extra,
      ),
    )
    .returning({ id: matchOffers.id });
  const ids = new Set(claimed.map((c) => c.id));
  return offers.filter((o) => ids.has(o.offer.id));
}

function details(o: PendingOffer) {
  return {
    offerId: o.offer.id,
    leagueId: o.offer.leagueId,
    offererId: o.offer.offererId,
    offererEmail: o.offererEmail,
    opponentId: o.offer.opponentId,
    opponentEmail: o.opponentEmail,
    respondBy: o.offer.respondBy.toISOString(),
  };
}

async function reportExpired(tx: Tx, o: PendingOffer) {
  const deadline = formatDateTime(o.offer.respondBy);
  const told = [
    {
      userId: o.offer.offererId,
      to: o.offererEmail,
      text: messages.inbox.offerExpiredSent(o.opponentName, o.league, deadline),
    },
    {
      userId: o.offer.opponentId,
      to: o.opponentEmail,
      text: messages.inbox.offerExpiredReceived(o.offererName, o.league, deadline),
    },
  ];
  for (const { to, text } of told) {
    await enqueueMail(tx, { to: [to], subject: m.expiredSubject, text, category: 'challenges' });
  }
  // Nothing is left to answer: the offer's notifications become read.
  await notify(
    tx,
    told.map(({ userId, text }) => ({
      userId,
      subject: m.expiredSubject,
      message: text,
      type: 'matchOffer',
      offerId: o.offer.id,
      target: { kind: 'offer', id: o.offer.id },
      settles: true,
    })),
  );
  await writeAdminLog(tx, 'EmailNotification_matchOffers_Expired', details(o));
}

async function sendReminder(tx: Tx, o: PendingOffer, baseUrl: string) {
  const text = m.reminderText(
    o.offererName,
    o.league,
    formatDateTime(o.offer.respondBy),
    `${baseUrl}/match_rew`,
  );
  await enqueueMail(tx, { to: [o.opponentEmail], subject: m.reminderSubject, text, category: 'challenges' });
  await notify(tx, [
    {
      userId: o.offer.opponentId,
      subject: m.reminderSubject,
      message: text,
      type: 'matchOffer',
      offerId: o.offer.id,
      target: { kind: 'offer', id: o.offer.id },
    },
  ]);
  await writeAdminLog(tx, 'EmailNotification_matchOffers_Reminder', details(o));
}
