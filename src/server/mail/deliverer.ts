import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCategory } from '../../shared/rules/notification-prefs.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { writeAdminLog } from '../domain/admin-log.js';
import { unsubscribeParts } from '../domain/unsubscribe-token.js';
import type { MailTransport, SentMail } from './transport.js';

/** Where a category mail's unsubscribe link points, and the key that signs it. */
export interface UnsubscribeLinks {
  baseUrl: string;
  secret: string;
}

/** A row as it is sent: a category mail gains its unsubscribe line and List-Unsubscribe headers. */
export function renderMail(row: typeof mailOutbox.$inferSelect, links: UnsubscribeLinks | null): SentMail {
  const mail: SentMail = { to: row.to, subject: row.subject, text: row.text };
  if (!links || !row.recipientId || !isCategory(row.category)) return mail;
  const parts = unsubscribeParts(links.baseUrl, links.secret, row.recipientId, row.category);
  return { ...mail, text: `${row.text}\n\n--\n${parts.footer}`, headers: parts.headers };
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/**
 * Mails of a batch sent at once: a slow or silent server then holds a batch about one timeout
 * (transport.ts) rather than one per mail, without opening a connection per mail of the batch.
 */
export const DELIVERY_CONCURRENCY = 4;
/** A claimed row is someone's for this long; a crashed instance's claim then lapses. */
const CLAIM_MS = 2 * 60_000;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … capped at 60. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several app instances
 * never send the same mail; failures are retried with backoff, then kept as 'failed' with the error.
 */
export class MailDeliverer {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  /** Work started after a request's answer (`later`), which `flush` and `stop` wait for. */
  private readonly afterAnswers = new Set<Promise<unknown>>();
  private lastAttemptFailed = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly links: UnsubscribeLinks | null = null,
  ) {}

  /** Starts a delivery pass soon, without waiting for it. */
  kick(): void {
    void this.deliverDue().catch((error) => this.log.error({ err: error }, 'mail delivery pass failed'));
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
  async flush(): Promise<number> {
    if (this.afterAnswers.size > 0) await Promise.allSettled([...this.afterAnswers]);
    return this.deliverDue();
  }

  /** Delivers everything due now; resolves when done. */
  private async deliverDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      do {
        this.again = false;
        let sent: number;
        do {
          sent = await this.deliverBatch();
          total += sent;
        } while (sent === BATCH);
      } while (this.again);
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.afterAnswers]);
    await this.running?.catch(() => undefined);
  }

  private async claim() {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now})
              or (${mailOutbox.status} = 'sending' and ${mailOutbox.lockedUntil} < ${now})`,
        )
        .orderBy(mailOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((r) => r.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Delivers one mail now, without waiting for the others in the outbox: a request that wants to
   * know whether its own mail went out (sending an offer) waits only for that one. When another
   * pass has already claimed it, this waits for the running pass instead.
   */
  async deliverNow(id: number): Promise<void> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: new Date(Date.now() + CLAIM_MS) })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
      .returning();
    if (row) await this.deliver(row);
    else await this.deliverDue();
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.claim();
    let next = 0;
    const worker = async () => {
      while (next < rows.length) await this.deliver(rows[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, rows.length) }, worker));
    return rows.length;
  }

  /** Sends one claimed row and records the outcome: sent, or a retry later, or given up. */
  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      await this.transport.send(row.id, renderMail(row, this.links));
      this.lastAttemptFailed = false;
      await this.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: row.attempts + 1,
          lastError: null,
          lockedUntil: null,
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
    } catch (error) {
      this.lastAttemptFailed = true;
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      this.log.warn({ err: error, mailId: row.id, attempts }, 'mail delivery failed');
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      await this.db.transaction(async (tx) => {
        await tx
          .update(mailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            lastError,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            lockedUntil: null,
          })
          .where(eq(mailOutbox.id, row.id));
        // A mail given up on reaches the admins' inbox, so nobody has to watch the logs for it.
        if (failed)
          await writeAdminLog(tx, 'MailFailed', {
            mailId: row.id,
            to: row.to,
            subject: row.subject,
            lastError,
          });
      });
    }
  }
}
