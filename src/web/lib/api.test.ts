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

describe('an answer that never comes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fails as when offline once the server has not begun to answer in time, so no spinner turns for ever', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    // A request on poor mobile data: no answer and no error, until it is given up.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const { ANSWER_MS, ApiError, post } = await import('./api.js');
    const write = post('/offers', { opponentId: 'x' });
    const outcome = write.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(ANSWER_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(0);
    // It says what happened and what to do.
    expect((error as Error).message).toBe(
      'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyiniz.',
    );
  });
});
