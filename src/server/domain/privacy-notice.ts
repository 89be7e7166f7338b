import { desc } from 'drizzle-orm';
import type { TPrivacyNotice } from '../../shared/contract/privacy.js';
import { DEFAULT_PRIVACY_NOTICE, DEFAULT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy-notice.js';
import type { DbOrTx } from '../db/client.js';
import { privacyNotices } from '../db/schema/index.js';

/**
 * The information text (Aydınlatma Metni) in force: the highest saved version, or the built-in
 * text as version 1 before the Super Admin first saves one. Read by /settings, the public page and
 * sign-up, which records the version a new account accepted.
 */
export async function currentPrivacyNotice(db: DbOrTx): Promise<TPrivacyNotice> {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row
    ? { version: row.version, text: row.text, updatedAt: row.createdAt.toISOString() }
    : { version: DEFAULT_PRIVACY_NOTICE_VERSION, text: DEFAULT_PRIVACY_NOTICE, updatedAt: null };
}
