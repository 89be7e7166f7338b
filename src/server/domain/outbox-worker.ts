import { type AnyColumn, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** Rows a pass claims at once. */
export const OUTBOX_BATCH = 20;
/** A claimed row is someone's for this long; a crashed instance's claim then lapses. */
export const OUTBOX_CLAIM_MS = 2 * 60_000;
/** Attempts before a row is given up as 'failed'. */
export const MAX_ATTEMPTS = 8;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … capped at 60. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** The columns outbox rows get when they went out (any number of rows in one update). */
export function sentColumns(attempts: AnyColumn) {
  return {
    status: 'sent' as const,
    sentAt: new Date(),
    attempts: sql`${attempts} + 1`,
    lastError: null,
    lockedUntil: null,
  };
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
 * back full. A kick during a pass runs one more pass after it, so nothing written meanwhile waits for
 * the timer, and a burst of writes shares a few passes rather than running one each.
 */
export abstract class OutboxWorker<Row> {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

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

  /** Starts a delivery pass soon, without waiting for it. */
  kick(): void {
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
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * Sends claimed rows, a few at a time, each marked as soon as it went out: a row left 'sending'
   * is sent again once its claim lapses (by any instance), so none that went out may wait for the
   * rest of its batch (a slow mail server can hold a batch longer than a claim lasts).
   */
  protected async deliver(rows: Row[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (await this.send(row)) await this.markSent([row]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.claim();
    await this.deliver(rows);
    return rows.length;
  }
}
