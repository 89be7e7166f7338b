import type { TSettings, ZSettings } from '../../../shared/contract/settings.js';
import type { z } from '../../../shared/zod.js';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { getSettings } from './get-settings.js';

/** Saves the general settings (a merge into the one 'general' row) and logs SettingsUpdated. */
export async function saveSettings(
  db: Db,
  actorId: string,
  body: z.output<typeof ZSettings>,
  now: Date,
): Promise<TSettings> {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const input: TSettings = {
      ...body,
      emailVerification: body.emailVerification ?? before.emailVerification,
    };
    await tx
      .insert(settings)
      .values({ id: 'general', ...input, updatedAt: now, updatedBy: actorId })
      .onConflictDoUpdate({ target: settings.id, set: { ...input, updatedAt: now, updatedBy: actorId } });
    await writeAdminLog(tx, 'SettingsUpdated', { before, after: input, by: actorId });
    return input;
  });
}
