import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TARGET_KINDS } from '../domain.js';
import { targetPath } from './notification-target.js';

describe('targetPath', () => {
  it('gives every kind a screen of the web app', () => {
    for (const kind of NOTIFICATION_TARGET_KINDS)
      expect(targetPath({ kind, id: 'x' })).toMatch(/^\/[a-z_-]+/);
  });
  it('opens an offer on the offers page and a player on their page', () => {
    expect(targetPath({ kind: 'offer', id: 'a' })).toBe('/match_rew?teklif=a');
    expect(targetPath({ kind: 'player', id: 'u 1' })).toBe('/players/u%201');
  });
});
