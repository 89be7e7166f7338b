import { and, eq } from 'drizzle-orm';
import type { TPushState } from '../../../shared/contract/preferences.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

/** Whether push is on for the caller on the device `endpoint` names (another player's is not). */
export async function getPushState(db: Db, userId: string, endpoint: string): Promise<TPushState> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .limit(1);
  return { on: !!row };
}
