import type { TNotificationSettings } from '../../../shared/contract/preferences.js';
import type { DbOrTx } from '../../db/client.js';
import { preferencesOf } from '../../domain/channel-preferences.js';

export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<TNotificationSettings> {
  return { categories: await preferencesOf(db, userId) };
}
