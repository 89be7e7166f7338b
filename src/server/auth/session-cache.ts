import type { SessionUser } from '../access.js';

/**
 * How long a resolved session is reused without reading the database. Short enough that a change
 * made through another server process (sign-out, role change, deletion) takes hold within seconds;
 * this process forgets the affected entries at once.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  user: SessionUser;
  expiresAt: Date;
  cachedAt: number;
}

/**
 * Sessions resolved in the last few seconds, keyed by the signed cookie value. A page makes
 * several API calls at once; without this each one would read the session again (ADR 005).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Moves on every forget. A read that began before a forget must not store what it read: the
   * session may have been ended or the role changed while it waited for the database.
   */
  private generation = 0;

  /** Take this before reading the database; hand it to `set`. */
  currentGeneration(): number {
    return this.generation;
  }

  get(cookieValue: string, now: Date): SessionUser | null {
    const entry = this.entries.get(cookieValue);
    if (!entry) return null;
    const age = now.getTime() - entry.cachedAt;
    // A clock that went backwards (tests move it) must not keep an entry forever either.
    if (age < 0 || age >= SESSION_CACHE_MS || entry.expiresAt <= now) {
      this.entries.delete(cookieValue);
      return null;
    }
    return entry.user;
  }

  set(cookieValue: string, user: SessionUser, expiresAt: Date, now: Date, readAt: number) {
    if (readAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookieValue, { user, expiresAt, cachedAt: now.getTime() });
  }

  /** After a sign-out, a role change, a password reset or a deletion of this user. */
  forgetUser(userId: string) {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
