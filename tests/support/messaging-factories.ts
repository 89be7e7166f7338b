// Factories for notifications, announcements, admin logs and match offers (the reminder job's
// input), shared by the API tests and the demo seed.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.js';
import {
  adminLogs,
  announcements,
  type leagues,
  notifications,
  readAnnouncements,
} from '../../src/server/db/schema/index.js';
import type { AdminLogEventType, OfferStatus } from '../../src/shared/domain.js';
import { createOfferRow } from './challenge-factories.js';

type League = typeof leagues.$inferSelect;
interface Person {
  id: string;
  name: string;
}

/** A pending offer made at `createdAt`; respondBy = createdAt + league.maxDaysToRespond days. */
export async function createOffer(
  db: DbOrTx,
  o: {
    league: League;
    offerer: Person;
    opponent: Person;
    createdAt?: Date;
    status?: OfferStatus;
    halfTimeReminderSent?: boolean;
  },
) {
  return createOfferRow(db, o.league.id, o.offerer.id, o.opponent.id, {
    opponentName: o.opponent.name,
    createdAt: o.createdAt,
    status: o.status,
    daysToRespond: o.league.maxDaysToRespond,
    halfTimeReminderSent: o.halfTimeReminderSent,
  });
}

export async function createNotification(
  db: DbOrTx,
  userId: string,
  o: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, subject: 'Bildirim', message: 'Bir bildiriminiz var.', ...o })
    .returning();
  return row;
}

/** `n` notifications for one user, one minute apart, the last one newest; subjects "Bildirim 1".."n". */
export async function createNotifications(db: DbOrTx, userId: string, n: number, start = new Date()) {
  const rows = [];
  for (let i = 1; i <= n; i++) {
    rows.push(
      await createNotification(db, userId, {
        subject: `Bildirim ${i}`,
        message: `Mesaj ${i}`,
        createdAt: new Date(start.getTime() - (n - i) * 60_000),
      }),
    );
  }
  return rows;
}

export async function createAnnouncement(db: DbOrTx, o: Partial<typeof announcements.$inferInsert> = {}) {
  const [row] = await db
    .insert(announcements)
    .values({ title: 'Duyuru', content: 'Kort bakımı yapılacaktır.', ...o })
    .returning();
  return row;
}

export async function markAnnouncementRead(db: DbOrTx, userId: string, announcementId: string) {
  await db.insert(readAnnouncements).values({ userId, announcementId }).onConflictDoNothing();
}

export async function createAdminLog(
  db: DbOrTx,
  eventType: AdminLogEventType,
  o: Partial<typeof adminLogs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(adminLogs)
    .values({ eventType, eventDetails: { note: eventType }, ...o })
    .returning();
  return row;
}

/**
 * `n` admin log rows in one statement (for the 100 000-row inbox check): spread over the last
 * `days` days before `end`, event types and statuses cycling.
 */
export async function createManyAdminLogs(db: DbOrTx, n: number, end = new Date(), days = 365) {
  await db.execute(sql`
    insert into admin_logs (event_type, event_details, created_at, status)
    select (array['ProfileUpdate','ProfileCreation','MatchOffer','ApplicationApproved','JoinRequest'])[1 + i % 5],
           jsonb_build_object('n', i),
           ${end.toISOString()}::timestamptz - (i * ${(days * 86_400) / n}::float8) * interval '1 second',
           (array['unread','read','read','deleted'])[1 + i % 4]
    from generate_series(1, ${n}) as i`);
}

/** Demo content for `npm run demo`: two announcements and a welcome notification for each player. */
export async function createDemoMessaging(db: DbOrTx, playerIds: string[]) {
  await createAnnouncement(db, {
    title: 'Sezon başladı',
    content: 'Merdiven ligimizin yeni sezonu başladı. Üst sıralardaki oyunculara teklif gönderebilirsiniz.',
  });
  await createAnnouncement(db, {
    title: 'Kort bakımı',
    content: 'Cumartesi günü 1 numaralı kort bakım nedeniyle kapalıdır.',
    endDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  });
  for (const userId of playerIds)
    await createNotification(db, userId, {
      subject: 'Hoş geldiniz',
      message: 'Raket’e hoş geldiniz! Duyuruları panodan takip edebilirsiniz.',
    });
}
