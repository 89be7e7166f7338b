import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TARGET_KINDS } from '../domain.js';
import { categoryOf } from './notification-prefs.js';
import { STAFF_MATCH_TYPES, targetPath } from './notification-target.js';

describe('targetPath', () => {
  it('gives every kind a screen of the web app', () => {
    for (const kind of NOTIFICATION_TARGET_KINDS)
      expect(targetPath({ kind, id: 'x' })).toMatch(/^\/[a-z_-]+/);
  });
  it('opens an offer on the offers page and a player on their page', () => {
    expect(targetPath({ kind: 'offer', id: 'a' })).toBe('/match_rew?teklif=a');
    expect(targetPath({ kind: 'player', id: 'u 1' })).toBe('/players/u%201');
  });
  it('opens a match on Maçlarım for its players, on Maç Yönetimi for the staff asked to decide it', () => {
    expect(targetPath({ kind: 'match', id: 'm' }, 'matchDispute')).toBe('/maclarim#mac-m');
    expect(targetPath({ kind: 'match', id: 'm' }, 'matchDisputeStaff')).toBe('/macm');
    expect(targetPath({ kind: 'match', id: 'm' }, 'matchOverdue')).toBe('/macm');
    // They are about results, for the staff's notification settings too.
    for (const type of STAFF_MATCH_TYPES) expect(categoryOf(type)).toBe('results');
  });
});
