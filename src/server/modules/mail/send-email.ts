import { inArray } from 'drizzle-orm';
import type { TSendEmailRequest } from '../../../shared/contract/mail.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notify } from '../../domain/notify.js';
import { enqueueMail } from '../../mail/outbox.js';

/**
 * The spec's POST /api/send-email: one address, or a list for league mailing. Each recipient gets
 * a mail of their own, so nobody sees the others' addresses. With `notify`, recipients who have an
 * account also find the message among their notifications.
 */
export async function sendEmail(db: Db, request: TSendEmailRequest) {
  const recipients = [...new Set(Array.isArray(request.to) ? request.to : [request.to])];
  const ids = await db.transaction(async (tx) => {
    const queued: number[] = [];
    for (const to of recipients)
      queued.push(await enqueueMail(tx, { to: [to], subject: request.subject, text: request.text }));
    if (request.notify) {
      const lower = recipients.map((r) => r.toLowerCase());
      const accounts = await tx.select({ id: users.id }).from(users).where(inArray(users.email, lower));
      await notify(
        tx,
        accounts.map((a) => ({
          userId: a.id,
          subject: request.subject,
          message: request.text,
          type: 'adminMail',
        })),
      );
    }
    return queued;
  });
  return { ok: true as const, queued: ids.length, ids };
}
