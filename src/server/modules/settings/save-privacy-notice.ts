import { sql } from 'drizzle-orm';
import type { TPrivacyNotice } from '../../../shared/contract/privacy.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { privacyNotices } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { currentPrivacyNotice } from '../../domain/privacy-notice.js';

/** The advisory lock key under which the information text gets its next version. */
const PRIVACY_NOTICE_LOCK = 7_345_012;

/**
 * The Super Admin saves the information text. A text that differs from the one in force becomes
 * the next version (logged as SettingsUpdated); the same text again changes nothing. Saves run one
 * at a time (an advisory lock), so two at once get two versions, never the same number.
 */
export async function savePrivacyNotice(
  db: Db,
  actorId: string,
  text: string,
  now: Date,
): Promise<TPrivacyNotice & { changed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRIVACY_NOTICE_LOCK})`);
    const current = await currentPrivacyNotice(tx);
    if (current.text === text) return { ...current, changed: false };
    const version = current.version + 1;
    await tx.insert(privacyNotices).values({ version, text, createdAt: now, createdBy: actorId });
    await writeAdminLog(tx, 'SettingsUpdated', { note: messages.privacy.logNote(version), by: actorId });
    return { version, text, updatedAt: now.toISOString(), changed: true };
  });
}
