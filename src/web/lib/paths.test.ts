import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { targetPath } from '../../shared/rules/notification-target.js';
import { afterSignIn, matchCardPath, NEXT_PARAM, paths, withNext } from './paths.js';

describe('afterSignIn', () => {
  it('returns to a page of the app the visitor was going to', () => {
    expect(afterSignIn('/maclarim')).toBe('/maclarim');
    expect(afterSignIn('/players/abc?x=1')).toBe('/players/abc?x=1');
  });

  it('goes home for nothing, another site, or a signed-out page', () => {
    for (const next of [
      null,
      undefined,
      '',
      'maclarim',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/guesthome?sonra=/x',
      '/',
      '/ma\nclarim',
      '/\t/evil.example',
    ])
      expect(afterSignIn(next)).toBe(paths.home);
  });

  it('never leaves the app: the answer is always a path of this origin', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const url = new URL(afterSignIn(next), 'https://raket.example');
        expect(url.origin).toBe('https://raket.example');
      }),
    );
  });
});

describe('withNext', () => {
  it('carries the destination in the query, and nothing when it is home', () => {
    expect(withNext(paths.login, '/maclarim')).toBe(`/login?${NEXT_PARAM}=%2Fmaclarim`);
    expect(withNext(paths.login, '//evil.example')).toBe('/login');
  });
});

describe('matchCardPath', () => {
  it('is where a notification about a match leads: its card on Maçlarım', () => {
    expect(matchCardPath('a1-b2')).toBe('/maclarim#mac-a1-b2');
    expect(targetPath({ kind: 'match', id: 'a1-b2' })).toBe(matchCardPath('a1-b2'));
  });
});
