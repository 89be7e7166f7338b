import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { TPushSubscriptionRequest } from '../../../shared/contract/preferences.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isPushEndpoint } from './push-endpoint.js';

/** How many devices one player may take push on; a further one replaces the one longest unrenewed. */
export const MAX_PUSH_DEVICES = 10;

/**
 * This device's subscription, one per device: its endpoint names it. A browser signed in by
 * another player takes the device over (pushes follow whoever uses it now). A player keeps at
 * most `MAX_PUSH_DEVICES`, so a script cannot give one account thousands of addresses for every
 * notice to be posted to; saving renews a device, and the oldest beyond the limit go.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  request: TPushSubscriptionRequest,
  allowHttp: boolean,
) {
  if (!isPushEndpoint(request.endpoint, allowHttp))
    throw new AppError(400, 'bad_push_endpoint', messages.preferences.pushBadEndpoint);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: request.endpoint, p256dh: request.keys.p256dh, auth: request.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth`, createdAt: sql`now()` },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
  return { ok: true as const };
}

/** Turns push off on this device: only the caller's own subscription goes. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  return { ok: true as const };
}
