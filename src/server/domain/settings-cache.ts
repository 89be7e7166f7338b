import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '../../shared/domain.js';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';

export interface GeneralSettings {
  loginTimeout: number;
  matchCompletionDeadline: number;
  emailVerification: boolean;
}

/** Read on every signed-in request (idle timeout), so kept for a few seconds; a save here clears it. */
const TTL_MS = 5_000;

export class SettingsCache {
  private value: GeneralSettings | null = null;
  private readAt = 0;

  constructor(private readonly db: Db) {}

  async get(): Promise<GeneralSettings> {
    if (this.value && Date.now() - this.readAt < TTL_MS) return this.value;
    const [row] = await this.db.select().from(settings).where(eq(settings.id, 'general'));
    this.value = row
      ? {
          loginTimeout: row.loginTimeout,
          matchCompletionDeadline: row.matchCompletionDeadline,
          emailVerification: row.emailVerification,
        }
      : { ...SETTINGS_DEFAULTS };
    this.readAt = Date.now();
    return this.value;
  }

  invalidate(): void {
    this.value = null;
  }
}
