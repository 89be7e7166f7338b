import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CategoryPreference,
  categoryOf,
  DEFAULT_PREFERENCES,
  NOTIFICATION_CATEGORIES,
  resolvePreferences,
  screenOf,
} from './notification-prefs.js';

describe('notification preferences', () => {
  it('maps each notification type to its category and screen', () => {
    expect(categoryOf('matchOffer')).toBe('challenges');
    expect(categoryOf('matchResult')).toBe('results');
    expect(categoryOf('matchDispute')).toBe('results');
    // Arranging a match and its deadline passing are about the match, as its result is.
    expect(categoryOf('matchArrange')).toBe('results');
    expect(categoryOf('matchOverdue')).toBe('results');
    expect(categoryOf('adminMail')).toBe('announcements');
    expect(categoryOf(undefined)).toBe('leagues');
    expect(categoryOf('excuse')).toBe('leagues');
    expect(screenOf('matchOffer')).toBe('/match_rew');
    expect(screenOf('matchResult')).toBe('/maclarim');
  });

  it('gives every category exactly once, saved rows over the defaults', () => {
    const row = fc.record({
      category: fc.constantFrom(...NOTIFICATION_CATEGORIES),
      email: fc.boolean(),
      push: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.category }), (saved: CategoryPreference[]) => {
        const table = resolvePreferences(saved);
        expect(table.map((r) => r.category)).toEqual([...NOTIFICATION_CATEGORIES]);
        for (const r of table) {
          const own = saved.find((s) => s.category === r.category);
          expect({ email: r.email, push: r.push }).toEqual(
            own ? { email: own.email, push: own.push } : DEFAULT_PREFERENCES[r.category],
          );
        }
      }),
    );
  });
});
