import { type SQL, sql } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';
import { type DbOrTx, preparedRows } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { chosenSql } from '../domain/channel-preferences.js';
import { claimEndsSql } from '../domain/outbox-worker.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
}

/** A mail as it is queued. */
export interface QueuedMail extends OutgoingMail {
  /**
   * The mail carries a one-time link (password reset, first password, e-mail change, verification):
   * once it went out, the outbox keeps a sentence in its place instead of its text
   * (`markMailSentSql`). Account mails only: no category mail carries one.
   */
  oneTimeLink?: boolean;
  /**
   * The account the mail is to, so an erased account's mail is found whatever address it went to
   * (ADR 013). By default the account that holds the one address at this moment; given where the
   * address is not (or no longer) the account's: the notice of an address change to the old
   * address, the link to a new one.
   */
  recipientId?: string | null;
}

export interface CategoryMail extends QueuedMail {
  /**
   * The notification category of a mail to one player: it is not queued when the player turned
   * mail off for it, and it goes out with that category's unsubscribe link. Account mails
   * (welcome, password reset) and the administration's own messages have none.
   */
  category?: NotificationCategory;
}

/**
 * `enqueueMail`'s insert for a category mail to one address, for a write that sends it in its own
 * statement (add `returning id` to learn the row's id): the account the address belongs to, its
 * owner's choice for the category (`chosenSql`, as `mailRecipient` decides) and the row, or no row
 * when they turned that mail off. An address without an account is sent to, without a link; an
 * erased account's (its match still planned with an opponent who goes on writing about it) is not,
 * as it delivers nowhere.
 */
export function categoryMailSql(
  mail: OutgoingMail & { category: NotificationCategory },
  /**
   * For a mail the request delivers itself, right after its answer (`MailDeliverer.deliverClaimed`):
   * the row is written already claimed, so the outbox's passes leave it alone, and take it only
   * when the claim lapses without its delivery recorded (a crash, a restart).
   */
  claimedByCaller = false,
): SQL {
  return sql`insert into mail_outbox (to_addresses, subject, body, category, recipient_id, status, locked_until)
    select array[${mail.to[0]}::text], ${mail.subject}::text, ${mail.text}::text,
      case when r.id is null then null else ${mail.category}::text end, r.id,
      ${claimedByCaller ? sql`'sending', ${claimEndsSql}` : sql`'pending', null`}
    from (select 1) as one
      left join (select u.id, u.deleted_at from users u where u.email = ${mail.to[0].toLowerCase()} limit 1) as r on true
    where r.id is null or (r.deleted_at is null and ${chosenSql(sql`r.id`, mail.category, 'email')})`;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change it reports commits,
 * and it is not lost if the mail server is down (the deliverer retries).
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<number>;
/** A category mail: null when its player turned that category's mail off (nothing is queued). */
export async function enqueueMail(
  db: DbOrTx,
  mail: CategoryMail & { category: NotificationCategory; oneTimeLink?: false },
): Promise<number | null>;
export async function enqueueMail(db: DbOrTx, mail: CategoryMail): Promise<number | null> {
  if (mail.category && mail.to.length === 1) {
    const [row] = await preparedRows<{ id: number | string }>(
      db,
      sql`${categoryMailSql({ ...mail, category: mail.category })} returning id`,
    );
    return row ? Number(row.id) : null;
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      oneTimeLink: mail.oneTimeLink ?? false,
      recipientId:
        mail.recipientId !== undefined
          ? mail.recipientId
          : mail.to.length === 1
            ? sql`(select u.id from users u where u.email = ${mail.to[0].toLowerCase()} limit 1)`
            : null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
