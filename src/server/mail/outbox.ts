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
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text })
    .returning({ id: mailOutbox.id });
  return row.id;
}
