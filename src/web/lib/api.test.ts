import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./connection.js', () => ({ noteApiReachable: () => {} }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('early reads', () => {
  let calls: string[];
  let answer: number;
  beforeEach(() => {
    vi.resetModules();
    calls = [];
    answer = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        answer++;
        return json({ answer });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('the first GET of a path takes the early answer; the next one asks again', async () => {
    const { get, startEarly } = await import('./api.js');
    startEarly(['/offers/overview']);
    expect(await get('/offers/overview')).toEqual({ answer: 1 });
    expect(await get('/offers/overview')).toEqual({ answer: 2 });
    expect(calls).toEqual(['GET /api/offers/overview', 'GET /api/offers/overview']);
  });

  it('a write drops the early answers: what follows it is read again', async () => {
    const { get, post, startEarly } = await import('./api.js');
    startEarly(['/me']);
    await post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(await get('/me')).toEqual({ answer: 3 });
    expect(calls).toEqual(['GET /api/me', 'POST /api/auth/login', 'GET /api/me']);
  });

  it('an early answer older than 10 s is not used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get, startEarly } = await import('./api.js');
    startEarly(['/announcements']);
    vi.setSystemTime(Date.now() + 10_001);
    expect(await get('/announcements')).toEqual({ answer: 2 });
  });

  it('earlyOk tells whether the early read answered with content', async () => {
    const { earlyOk, startEarly } = await import('./api.js');
    expect(await earlyOk('/me')).toBe(false);
    startEarly(['/me']);
    expect(await earlyOk('/me')).toBe(true);
    vi.stubGlobal('fetch', async () => json({}, 401));
    startEarly(['/x']);
    expect(await earlyOk('/x')).toBe(false);
  });

  it("/me's answer to a signed-out visitor, 204, is no one: not ok early, null when read", async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const { earlyOk, get, startEarly } = await import('./api.js');
    startEarly(['/me']);
    expect(await earlyOk('/me')).toBe(false);
    expect(await get('/me')).toBeNull();
  });
});
