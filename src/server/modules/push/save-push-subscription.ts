import { and, eq, sql } from 'drizzle-orm';
import type { TPushSubscriptionRequest } from '../../../shared/contract/preferences.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isPushEndpoint } from './push-endpoint.js';

/**
 * This device's subscription, one per device: its endpoint names it. A browser signed in by
 * another player takes the device over (pushes follow whoever uses it now).
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  request: TPushSubscriptionRequest,
  allowHttp: boolean,
) {
  if (!isPushEndpoint(request.endpoint, allowHttp))
    throw new AppError(400, 'bad_push_endpoint', messages.preferences.pushBadEndpoint);
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: request.endpoint, p256dh: request.keys.p256dh, auth: request.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` },
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
