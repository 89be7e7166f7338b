import { sql } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import { type DbOrTx, preparedRows } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { chosenSql } from '../domain/channel-preferences.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
}

export interface CategoryMail extends OutgoingMail {
  /**
   * The notification category of a mail to one player: it is not queued when the player turned
   * mail off for it, and it goes out with that category's unsubscribe link. Account mails
   * (welcome, password reset) and the administration's own messages have none.
   */
  category?: NotificationCategory;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change it reports commits,
 * and it is not lost if the mail server is down (the deliverer retries).
 */
export async function enqueueMail(
  db: DbOrTx,
  mail: OutgoingMail,
  deliveredByCaller?: { orAfterMs: number },
): Promise<number>;
/** A category mail: null when its player turned that category's mail off (nothing is queued). */
export async function enqueueMail(
  db: DbOrTx,
  mail: CategoryMail & { category: NotificationCategory },
  deliveredByCaller?: { orAfterMs: number },
): Promise<number | null>;
export async function enqueueMail(
  db: DbOrTx,
  mail: CategoryMail,
  /**
   * For a mail the request delivers itself (`MailDeliverer.deliverNow`): the outbox's passes leave
   * it alone until then, and deliver it only if the request did not (a crash, a restart).
   */
  deliveredByCaller?: { orAfterMs: number },
): Promise<number | null> {
  // Real time, as the deliverer's passes compare with the real clock.
  const dueAt = deliveredByCaller ? new Date(Date.now() + deliveredByCaller.orAfterMs) : null;
  if (mail.category && mail.to.length === 1) {
    // A category mail to one address, in one statement: the account the address belongs to, its
    // owner's choice for the category (`chosenSql`, as `mailRecipient` decides) and the row, or no
    // row when they turned that mail off. An address without an account is sent to, without a link.
    const category = mail.category;
    const [row] = await preparedRows<{ id: number | string }>(
      db,
      sql`with r as (select u.id from users u where u.email = ${mail.to[0].toLowerCase()} limit 1)
        insert into mail_outbox (to_addresses, subject, body, category, recipient_id, next_attempt_at)
        select array[${mail.to[0]}::text], ${mail.subject}, ${mail.text},
          case when r.id is null then null else ${category} end, r.id,
          ${dueAt ? sql`${dueAt.toISOString()}::timestamptz` : sql`now()`}
        from (select 1) as one left join r on true
        where r.id is null or ${chosenSql(sql`r.id`, category, 'email')}
        returning id`,
    );
    return row ? Number(row.id) : null;
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(dueAt ? { nextAttemptAt: dueAt } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
