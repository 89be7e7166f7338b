import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change it reports commits,
 * and it is not lost if the mail server is down (the deliverer retries).
 */
export async function enqueueMail(
  db: DbOrTx,
  mail: OutgoingMail,
  /**
   * For a mail the request delivers itself (`MailDeliverer.deliverNow`): the outbox's passes leave
   * it alone until then, and deliver it only if the request did not (a crash, a restart).
   */
  deliveredByCaller?: { orAfterMs: number },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      // Real time, as the deliverer's passes compare with the real clock.
      ...(deliveredByCaller ? { nextAttemptAt: new Date(Date.now() + deliveredByCaller.orAfterMs) } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
