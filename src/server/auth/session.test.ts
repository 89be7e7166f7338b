import { makeSignature } from 'better-auth/crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieSignature } from './session.js';

describe('cookieSignature', () => {
  it('signs a session token exactly as better-auth does, for any token and secret', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 32 }), async (token, secret) => {
        expect(cookieSignature(token, secret)).toBe(await makeSignature(token, secret));
      }),
      { numRuns: 200 },
    );
  });
});
