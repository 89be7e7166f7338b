import { eq, inArray } from 'drizzle-orm';
import type { TSendEmailRequest } from '../../../shared/contract/mail.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { leagues, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notify } from '../../domain/notify.js';
import { notFound } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

/**
 * The spec's POST /api/send-email: one address, or a list for league mailing. Each recipient gets
 * a mail of their own, so nobody sees the others' addresses. With `notify`, recipients who have an
 * account also find the message among their notifications. The admin log records who sent it, to
 * whom (the account or address, or the league and how many) and the subject, not the message.
 * The mail ends with a line saying the portal's administration sent it; the notification is the
 * message alone.
 */
export async function sendEmail(db: Db, adminId: string, request: TSendEmailRequest) {
  const recipients = [...new Set(Array.isArray(request.to) ? request.to : [request.to])];
  const ids = await db.transaction(async (tx) => {
    const league = request.leagueId
      ? (
          await tx
            .select({ id: leagues.id, name: leagues.name })
            .from(leagues)
            .where(eq(leagues.id, request.leagueId))
        )[0]
      : undefined;
    if (request.leagueId && !league) throw notFound(messages.mail.leagueGone);
    const queued: number[] = [];
    for (const to of recipients)
      queued.push(
        await enqueueMail(tx, {
          to: [to],
          subject: request.subject,
          text: `${request.text}\n\n--\n${messages.mail.adminFooter}`,
        }),
      );
    const lower = recipients.map((r) => r.toLowerCase());
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, lower));
    if (request.notify)
      await notify(
        tx,
        accounts.map((a) => ({
          userId: a.id,
          subject: request.subject,
          message: request.text,
          type: 'adminMail',
        })),
      );
    await writeAdminLog(tx, 'AdminMailSent', mailLogDetails(recipients, accounts, league, request, adminId));
    return queued;
  });
  return { ok: true as const, queued: ids.length, ids };
}

/** The mail's admin log entry: a league's mailing by league, one person by account (else address). */
function mailLogDetails(
  recipients: string[],
  accounts: { id: string }[],
  league: { id: string; name: string } | undefined,
  request: TSendEmailRequest,
  adminId: string,
) {
  const single = !league && recipients.length === 1;
  return {
    leagueId: league?.id,
    leagueName: league?.name,
    userId: single ? accounts[0]?.id : undefined,
    email: single && accounts.length === 0 ? recipients[0] : undefined,
    recipients: recipients.length,
    subject: request.subject,
    by: adminId,
  };
}
