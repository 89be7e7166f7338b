import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, sessions } from '../../db/schema/index.js';

/**
 * A signed-in player signs out everywhere but here (a lost phone, a club computer): every other
 * session of the user ends, and so does push on every other device, as signing out ends it on the
 * device signed out of. This device's push, named by its endpoint, stays. Nothing else is written.
 * Answers how many sessions and devices were ended.
 */
export async function endOtherSessions(
  db: Db,
  actor: { userId: string; sessionId: string },
  keepPushEndpoint: string | undefined,
) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)))
      .returning({ id: sessions.id });
    const devices = await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, actor.userId),
          keepPushEndpoint === undefined ? undefined : ne(pushSubscriptions.endpoint, keepPushEndpoint),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    return { sessions: ended.length, pushDevices: devices.length };
  });
}
