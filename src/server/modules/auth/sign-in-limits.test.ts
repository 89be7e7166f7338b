import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAccount, signInKey } from './sign-in-limits.js';

describe('the sign-in limit’s key', () => {
  it('names the account as signing in reads it', () => {
    expect(signInAccount({ email: '  Oyuncu@Raket.TEST ', password: 'x' })).toBe('oyuncu@raket.test');
    expect(signInAccount({ email: 'a'.repeat(300) })).toHaveLength(254);
    // One account, however its 'i' is typed: a capital 'İ' is not a second key with its own tries.
    expect(signInAccount({ email: 'İLKER@raket.test' })).toBe(signInAccount({ email: 'ilker@raket.test' }));
  });

  it('makes a key of any body, never throwing', () => {
    for (const body of [undefined, null, '', 'metin', 5, [], ['a@b.co'], { email: 5 }, { email: null }, {}])
      expect(signInAccount(body), JSON.stringify(body)).toBe('');
    const req = (ip: unknown, body: unknown) => ({ ip, body }) as unknown as FastifyRequest;
    expect(signInKey(req('10.0.0.1', undefined))).toBe('10.0.0.1 ');
    expect(signInKey(req(undefined, { email: 'A@b.co' }))).toBe(' a@b.co');
    // The network address as the plugin keys it: an IPv4 address written as IPv6 is the same address.
    expect(signInKey(req('::ffff:10.0.0.1', { email: 'a@b.co' }))).toBe('10.0.0.1 a@b.co');
  });
});
