import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** Rows a pass claims at once. */
export const OUTBOX_BATCH = 20;
/** A claimed row is someone's for this long; a crashed instance's claim then lapses. */
export const OUTBOX_CLAIM_MS = 2 * 60_000;

/**
 * When a claim made now lapses, by the database's clock: the passes judge what is due and which
 * claims have lapsed by that clock, which stamps the rows, so claims are stamped by it too.
 */
export const claimEndsSql: SQL = sql.raw(`now() + interval '${OUTBOX_CLAIM_MS} milliseconds'`);
/** Attempts before a row is given up as 'failed'. */
export const MAX_ATTEMPTS = 8;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … capped at 60. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * How long a kick waits before its pass: every kick of that while shares the pass, so a burst of
 * writes costs the outbox a few passes a second rather than a claim per write.
 */
export const KICK_DELAY_MS = 20;

/**
 * Marks claimed outbox rows as sent (any number of them, in one statement); `alsoSet` adds
 * assignments of that outbox's own (the mail outbox forgets one-time links).
 */
export function markSentSql(
  outbox: 'mail_outbox' | 'push_outbox',
  ids: readonly number[],
  alsoSet?: SQL,
): SQL {
  return sql`update ${sql.raw(outbox)} set status = 'sent', sent_at = now(), attempts = attempts + 1,
      last_error = null, locked_until = null${alsoSet ? sql`, ${alsoSet}` : sql``}
    where id = any(${`{${ids.join(',')}}`}::bigint[]) and status = 'sending'`;
}

/** The columns an outbox row gets when an attempt failed: a retry later, or given up. */
export function failedAttemptColumns(previousAttempts: number, error: unknown) {
  const attempts = previousAttempts + 1;
  const failed = attempts >= MAX_ATTEMPTS;
  return {
    status: failed ? ('failed' as const) : ('pending' as const),
    attempts,
    lastError: String((error as Error)?.message ?? error).slice(0, 500),
    nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
    lockedUntil: null,
  };
}

/**
 * The delivery loop both outboxes (mail and push) share: a pass claims a batch in one statement
 * (the subclass claims with FOR UPDATE SKIP LOCKED, so several app instances never send the same
 * row), sends it a few at a time, marks each row as it goes out, and goes on while batches come
 * back full. A kick starts a pass a moment later (KICK_DELAY_MS), shared by every kick meanwhile; a
 * kick during a pass runs one more pass after it, so nothing written meanwhile waits for the timer,
 * and a burst of writes shares a few passes rather than running one each.
 */
export abstract class OutboxWorker<Row> {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private kicked: NodeJS.Timeout | null = null;

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    /** Rows of one batch sent at once: a silent server then holds a batch about one timeout. */
    private readonly concurrency: number,
    /** Names the outbox in the log ("mail", "push"). */
    private readonly name: string,
  ) {}

  /** Claims the rows due now (at most OUTBOX_BATCH) and marks them as being sent, in one statement. */
  protected abstract claim(): Promise<Row[]>;
  /**
   * Sends one claimed row; never throws for a failed send. True when it went out (the caller
   * marks it sent, with the rest of its batch); false when it did not, its outcome recorded.
   */
  protected abstract send(row: Row): Promise<boolean>;
  /** Records claimed rows as sent. */
  protected abstract markSent(rows: Row[]): Promise<void>;

  /** Starts a delivery pass in a moment (one for all kicks meanwhile), without waiting for it. */
  kick(): void {
    if (this.kicked) return;
    this.kicked = setTimeout(() => {
      this.kicked = null;
      this.pass();
    }, KICK_DELAY_MS);
  }

  private pass(): void {
    void this.deliverDue().catch((error) =>
      this.log.error({ err: error }, `${this.name} delivery pass failed`),
    );
  }

  /** Delivers everything due now; resolves when done. */
  async flush(): Promise<number> {
    return this.deliverDue();
  }

  /** One pass over what is due (or, while a pass runs, one more after it). */
  protected async deliverDue(): Promise<number> {
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
        } while (sent === OUTBOX_BATCH);
      } while (this.again);
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.pass(), intervalMs);
    this.timer.unref();
    this.pass();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.kicked) clearTimeout(this.kicked);
    this.timer = null;
    this.kicked = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * Sends claimed rows, a few at a time, each marked as soon as it went out: a row left 'sending'
   * is sent again once its claim lapses (by any instance), so none that went out may wait for the
   * rest of its batch (a slow mail server can hold a batch longer than a claim lasts). Rows that
   * went out while an earlier mark was under way are marked together in the next statement.
   */
  protected async deliver(rows: Row[]): Promise<void> {
    let next = 0;
    const sent: Row[] = [];
    const failures: unknown[] = [];
    // One mark after another, each taking every row that went out since the one before it; a
    // worker goes on sending meanwhile, and the pass ends once the last mark is done.
    let marks: Promise<void> = Promise.resolve();
    const markSoon = (row: Row) => {
      sent.push(row);
      marks = marks
        .then(async () => {
          if (sent.length > 0) await this.markSent(sent.splice(0));
        })
        .catch((error) => {
          failures.push(error);
        });
    };
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (await this.send(row)) markSoon(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
    await marks;
    if (failures.length > 0) throw failures[0];
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.claim();
    await this.deliver(rows);
    return rows.length;
  }
}
