import type { TSendEmailRequest } from '../../../shared/contract/mail.js';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../mail/outbox.js';

/**
 * The spec's POST /api/send-email: one address, or a list for league mailing. Each recipient gets
 * a mail of their own, so nobody sees the others' addresses.
 */
export async function sendEmail(db: Db, request: TSendEmailRequest) {
  const recipients = [...new Set(Array.isArray(request.to) ? request.to : [request.to])];
  const ids = await db.transaction(async (tx) => {
    const queued: number[] = [];
    for (const to of recipients)
      queued.push(await enqueueMail(tx, { to: [to], subject: request.subject, text: request.text }));
    return queued;
  });
  return { ok: true as const, queued: ids.length, ids };
}
