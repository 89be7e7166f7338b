import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../shared/messages.js';
import { categoryScreen, isCategory } from '../../shared/rules/notification-prefs.js';
import { type Db, preparedRows, writesInOne } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { writeAdminLog } from '../domain/admin-log.js';
import {
  claimEndsSql,
  failedAttemptColumns,
  markSentSql,
  OUTBOX_BATCH,
  OutboxWorker,
} from '../domain/outbox-worker.js';
import { unsubscribeParts } from '../domain/unsubscribe-token.js';
import type { MailTransport, SentMail } from './transport.js';

/** Where a category mail's unsubscribe link points, and the key that signs it. */
export interface UnsubscribeLinks {
  baseUrl: string;
  secret: string;
}

/**
 * A row as it is sent: a category mail gains a link to its screen (unless its text already leads
 * into the portal), its unsubscribe line and List-Unsubscribe headers.
 */
export function renderMail(row: MailRow, links: UnsubscribeLinks | null): SentMail {
  const mail: SentMail = { to: row.to, subject: row.subject, text: row.text };
  if (!links || !row.recipientId || !isCategory(row.category)) return mail;
  const parts = unsubscribeParts(links.baseUrl, links.secret, row.recipientId, row.category);
  const screen = row.text.includes(`${links.baseUrl}/`)
    ? ''
    : `\n\n${messages.preferences.mailScreen[row.category](`${links.baseUrl}${categoryScreen(row.category)}`)}`;
  return { ...mail, text: `${row.text}${screen}\n\n--\n${parts.footer}`, headers: parts.headers };
}

/**
 * What marking a mail sent does to its text: a mail with a one-time link keeps a sentence saying so
 * instead (its subject stays), so a backup or dump of the database holds no link that still works.
 * Done in the statement that marks it sent, so no mail is ever recorded as sent with its link.
 */
const forgetOneTimeLink = sql`body = case when one_time_link then ${messages.mail.oneTimeLinkSent}::text else body end`;

/** Marks mails sent (see `markSentSql`), forgetting their one-time links. */
export const markMailSentSql = (ids: readonly number[]) => markSentSql('mail_outbox', ids, forgetOneTimeLink);

/**
 * Mails of a batch sent at once: a slow or silent server then holds a batch about one timeout
 * (transport.ts) rather than one per mail, without opening a connection per mail of the batch.
 */
export const DELIVERY_CONCURRENCY = 4;

/** What delivering a mail reads of its outbox row. */
export type MailRow = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'to' | 'subject' | 'text' | 'category' | 'recipientId' | 'attempts'
>;

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several app instances
 * never send the same mail; failures are retried with backoff, then kept as 'failed' with the error.
 */
export class MailDeliverer extends OutboxWorker<MailRow> {
  /** Work started after a request's answer (`later`), which `flush` and `stop` wait for. */
  private readonly afterAnswers = new Set<Promise<unknown>>();
  private lastAttemptFailed = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    log: FastifyBaseLogger,
    private readonly links: UnsubscribeLinks | null = null,
  ) {
    super(log, DELIVERY_CONCURRENCY, 'mail');
  }

  /**
   * Whether the latest attempt to deliver a mail failed (a later success clears it): the mail
   * server is known to be down, which a request may tell its user without waiting for a mail.
   */
  get failing(): boolean {
    return this.lastAttemptFailed;
  }

  /** Runs `work` without the caller waiting for it; `flush` and `stop` wait for it to finish. */
  later(work: () => Promise<unknown>): void {
    const running = work()
      .catch((error) => this.log.error({ err: error }, 'mail work after an answer failed'))
      .finally(() => this.afterAnswers.delete(running));
    this.afterAnswers.add(running);
  }

  /** Finishes the work started after answers (`later`), then delivers everything due now. */
  override async flush(): Promise<number> {
    if (this.afterAnswers.size > 0) await Promise.allSettled([...this.afterAnswers]);
    return this.deliverDue();
  }

  override async stop(): Promise<void> {
    await Promise.allSettled([...this.afterAnswers]);
    await super.stop();
    this.transport.close?.();
  }

  protected async claim() {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      // Due by the database's clock, which stamped the rows: a row written a moment ago is due.
      .where(
        sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now())
            or (${mailOutbox.status} = 'sending' and ${mailOutbox.lockedUntil} < now())`,
      )
      .orderBy(mailOutbox.id)
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: claimEndsSql })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Delivers a mail its request wrote already claimed (`categoryMailSql(…, true)`), right after the
   * answer: no claim to make. When it went out, the row is marked sent and `alsoWhenSent` (a write
   * recording the outcome) runs in the same statement; a failure is recorded as a pass records it.
   * True when it went out.
   */
  async deliverClaimed(row: MailRow, alsoWhenSent: SQL): Promise<boolean> {
    if (!(await this.send(row))) return false;
    await preparedRows(this.db, writesInOne({ sent: markMailSentSql([row.id]) }, alsoWhenSent));
    return true;
  }

  protected async markSent(rows: MailRow[]): Promise<void> {
    await preparedRows(this.db, markMailSentSql(rows.map((r) => r.id)));
  }

  /** Sends one claimed row; a failure is recorded at once: a retry later, or given up. */
  protected async send(row: MailRow): Promise<boolean> {
    try {
      await this.transport.send(row.id, renderMail(row, this.links));
      this.lastAttemptFailed = false;
      return true;
    } catch (error) {
      this.lastAttemptFailed = true;
      const next = failedAttemptColumns(row.attempts, error);
      this.log.warn({ err: error, mailId: row.id, attempts: next.attempts }, 'mail delivery failed');
      await this.db.transaction(async (tx) => {
        await tx.update(mailOutbox).set(next).where(eq(mailOutbox.id, row.id));
        // A mail given up on reaches the admins' inbox, so nobody has to watch the logs for it.
        if (next.status === 'failed')
          await writeAdminLog(tx, 'MailFailed', {
            mailId: row.id,
            to: row.to,
            subject: row.subject,
            lastError: next.lastError,
          });
      });
      return false;
    }
  }
}
