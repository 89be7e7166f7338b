import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { mailRecipient } from '../domain/channel-preferences.js';

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
  let recipientId: string | null = null;
  if (mail.category) {
    const recipient = await mailRecipient(db, mail.to, mail.category);
    if (recipient.optedOut) return null;
    recipientId = recipient.userId;
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      category: recipientId ? mail.category : null,
      recipientId,
      // Real time, as the deliverer's passes compare with the real clock.
      ...(deliveredByCaller ? { nextAttemptAt: new Date(Date.now() + deliveredByCaller.orAfterMs) } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
