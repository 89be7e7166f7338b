import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.js';

const user = { id: 'u1', email: 'a@raket.test', role: 'Oyuncu', sessionId: 's1' };
const at = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const expires = later(86_400_000);

describe('SessionCache', () => {
  it('keeps a session for SESSION_CACHE_MS, and never past its expiry', () => {
    const cache = new SessionCache();
    cache.set('cookie', user, expires, at, cache.currentGeneration());
    expect(cache.get('cookie', later(SESSION_CACHE_MS - 1))).toEqual(user);
    expect(cache.get('cookie', later(SESSION_CACHE_MS))).toBeNull();
    cache.set('short', user, later(10), at, cache.currentGeneration());
    expect(cache.get('short', later(10))).toBeNull();
  });

  it('forgets a user at once, and refuses what a read begun before the forget brings back', () => {
    const cache = new SessionCache();
    cache.set('cookie', user, expires, at, cache.currentGeneration());
    const readBegan = cache.currentGeneration();
    cache.forgetUser('u1');
    expect(cache.get('cookie', at)).toBeNull();
    // That read saw the session before it was ended or its role changed: it must not be stored.
    cache.set('cookie', user, expires, at, readBegan);
    expect(cache.get('cookie', at)).toBeNull();
    cache.set('cookie', user, expires, at, cache.currentGeneration());
    expect(cache.get('cookie', at)).toEqual(user);
    cache.clear();
    expect(cache.get('cookie', at)).toBeNull();
  });
});
