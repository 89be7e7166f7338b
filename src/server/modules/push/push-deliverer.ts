import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { MAX_ATTEMPTS, retryDelayMs } from '../../mail/deliverer.js';
import type { VapidKeys } from './vapid.js';

const BATCH = 20;
const CONCURRENCY = 4;
/** A claimed row is someone's for this long; a crashed instance's claim then lapses. */
const CLAIM_MS = 2 * 60_000;
/** A push service that does not answer within this holds a batch no longer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a device that is off (a day: older news is stale). */
const TTL_SECONDS = 24 * 60 * 60;

/** The push service says the device is gone: the subscription is removed, never retried. */
const GONE = new Set([404, 410]);

/**
 * Delivers the push outbox as MailDeliverer delivers mail: rows claimed with FOR UPDATE SKIP
 * LOCKED (so two instances never send the same push), encrypted and signed by `web-push`, retried
 * with the mail's backoff, given up as 'failed' after as many attempts. A device the push service
 * reports gone (404, 410) loses its subscription and, with it, its queued pushes.
 */
export class PushDeliverer {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
  ) {}

  kick(): void {
    void this.flush().catch((error) => this.log.error({ err: error }, 'push delivery pass failed'));
  }

  async flush(): Promise<number> {
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
    await this.running?.catch(() => undefined);
  }

  private async claim() {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(
          sql`(${pushOutbox.status} = 'pending' and ${pushOutbox.nextAttemptAt} <= ${now})
              or (${pushOutbox.status} = 'sending' and ${pushOutbox.lockedUntil} < ${now})`,
        )
        .orderBy(pushOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((r) => r.id);
      await tx
        .update(pushOutbox)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(inArray(pushOutbox.id, ids));
      return tx
        .select({
          id: pushOutbox.id,
          attempts: pushOutbox.attempts,
          payload: pushOutbox.payload,
          subscriptionId: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(inArray(pushOutbox.id, ids));
    });
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.claim();
    let next = 0;
    const worker = async () => {
      while (next < rows.length) await this.deliver(rows[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    return rows.length;
  }

  private async deliver(row: Awaited<ReturnType<PushDeliverer['claim']>>[number]): Promise<void> {
    try {
      // web-push encrypts the payload for this device (RFC 8291) and signs the request (VAPID);
      // the request itself goes out through fetch, bounded by a timeout.
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(row.payload),
        { vapidDetails: this.vapid, TTL: TTL_SECONDS, urgency: 'high' },
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok)
        throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status });
      await this.db
        .update(pushOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: row.attempts + 1,
          lastError: null,
          lockedUntil: null,
        })
        .where(and(eq(pushOutbox.id, row.id), eq(pushOutbox.status, 'sending')));
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && GONE.has(status)) {
        // The device unsubscribed or expired: forget it (its queued pushes go with it).
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        return;
      }
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      this.log.warn({ err: error, pushId: row.id, attempts }, 'push delivery failed');
      await this.db
        .update(pushOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          lockedUntil: null,
        })
        .where(eq(pushOutbox.id, row.id));
    }
  }
}
