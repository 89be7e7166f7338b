import { eq } from 'drizzle-orm';
import type { TSettings } from '../../../shared/contract/settings.js';
import { SETTINGS_DEFAULTS } from '../../../shared/domain.js';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** The 'general' settings, or the defaults (30 minutes, 7 days, verification on) before the first save. */
export async function getSettings(db: DbOrTx): Promise<TSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 'general'));
  return row
    ? {
        loginTimeout: row.loginTimeout,
        matchCompletionDeadline: row.matchCompletionDeadline,
        emailVerification: row.emailVerification,
      }
    : { ...SETTINGS_DEFAULTS };
}
