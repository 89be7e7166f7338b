import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { type Db, preparedRows, queryRows } from '../../db/client.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import {
  claimEndsSql,
  failedAttemptColumns,
  markSentSql,
  OUTBOX_BATCH,
  OutboxWorker,
} from '../../domain/outbox-worker.js';
import { isPushEndpoint } from './push-endpoint.js';
import { pushPayload } from './push-payload.js';
import type { VapidKeys } from './vapid.js';

const CONCURRENCY = 4;
/** A push service that does not answer within this holds a batch no longer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a device that is off (a day: older news is stale). */
const TTL_SECONDS = 24 * 60 * 60;

interface ClaimedPush {
  id: number;
  attempts: number;
  payload: unknown;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service says the device is gone: the subscription is removed, never retried. */
const GONE = new Set([404, 410]);

/**
 * Delivers the push outbox as MailDeliverer delivers mail: rows claimed with FOR UPDATE SKIP
 * LOCKED (so two instances never send the same push), encrypted and signed by `web-push`, retried
 * with the mail's backoff, given up as 'failed' after as many attempts. A device the push service
 * reports gone (404, 410) loses its subscription and, with it, its queued pushes.
 */
export class PushDeliverer extends OutboxWorker<ClaimedPush> {
  constructor(
    private readonly db: Db,
    private readonly vapid: VapidKeys,
    log: FastifyBaseLogger,
    /** Posts to any http(s) address: only the tests' stand-in push service. */
    private readonly anyService = false,
  ) {
    super(log, CONCURRENCY, 'push');
  }

  protected async claim(): Promise<ClaimedPush[]> {
    // One statement: the due rows claimed (skipping those another instance holds, due by the
    // database's clock, which stamped them) and read with the device each goes to.
    const rows = await queryRows<ClaimedPush>(
      this.db,
      sql`with claimed as (
          update push_outbox set status = 'sending',
            locked_until = ${claimEndsSql}
          where id in (
            select id from push_outbox
            where (status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and locked_until < now())
            order by id limit ${OUTBOX_BATCH} for update skip locked)
          returning id, attempts, payload, subscription_id)
        select c.id, c.attempts, c.payload, s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth
        from claimed c join push_subscriptions s on s.id = c.subscription_id
        order by c.id`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  protected async markSent(rows: ClaimedPush[]): Promise<void> {
    await preparedRows(
      this.db,
      markSentSql(
        'push_outbox',
        rows.map((r) => r.id),
      ),
    );
  }

  protected async send(row: ClaimedPush): Promise<boolean> {
    if (!isPushEndpoint(row.endpoint, this.anyService)) {
      // Saved before push services were checked: never posted to, forgotten like a gone device.
      await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      return false;
    }
    try {
      // web-push encrypts the payload for this device (RFC 8291) and signs the request (VAPID);
      // the request itself goes out through fetch, bounded by a timeout.
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        pushPayload(row.payload),
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
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && GONE.has(status)) {
        // The device unsubscribed or expired: forget it (its queued pushes go with it).
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        return false;
      }
      const next = failedAttemptColumns(row.attempts, error);
      this.log.warn({ err: error, pushId: row.id, attempts: next.attempts }, 'push delivery failed');
      await this.db.update(pushOutbox).set(next).where(eq(pushOutbox.id, row.id));
      return false;
    }
  }
}
