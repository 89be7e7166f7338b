// Bad-input fuzzing: every API route that takes input (params, query, body) gets generated garbage —
// wrong types, missing and extra fields, huge strings, unicode, SQL and HTML fragments, negative and
// enormous numbers, broken JSON. Every state-changing route also gets bad headers: a missing, `null`,
// garbage or foreign Origin on a percent-encoded spelling of its path, and odd Content-Types. It must
// never answer 5xx, every error message must be Turkish, and the database must be exactly as before
// (row count and checksum of every table).

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { clientFor, SAME_ORIGIN } from '../support/client.js';
import { addParticipants, createLeague, createUser, sessionCookie } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createAdminLog, createAnnouncement, createNotification } from '../support/messaging-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

const RUNS_PER_ROUTE = 20;
// A fixed seed keeps CI reproducible; FUZZ_SEED=<n> explores other inputs.
const SEED = Number(process.env.FUZZ_SEED ?? 7);

let t: TestApp;
let cookies: Record<'player' | 'superAdmin', string>;
let openapi: { paths: Record<string, Record<string, OpenApiOperation>> };

interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

beforeAll(async () => {
  // The clock stands still at the start: the sessions made below are never idle long enough to be
  // touched (a session's last activity is written every 30 s), so a refused request writes nothing.
  const startedAt = new Date();
  t = await createTestApp({ now: () => startedAt });
  // Some data for the garbage to miss: a ladder, an offer, an excuse, a notification, an announcement, a log.
  const player = await createUser(t.db, { firstName: 'Pelin' });
  const superAdmin = await createUser(t.db, { role: 'Super Admin', firstName: 'Selim' });
  const rival = await createUser(t.db, { firstName: 'Rakip' });
  const league = await createLeague(t.db);
  await addParticipants(t.db, league.id, [rival.id, player.id]);
  await makeModerator(t.db, league.id, rival.id);
  await createOfferRow(t.db, league.id, player.id, rival.id);
  await createExcuseRow(t.db, player.id, '2026-01-01', null);
  await createNotification(t.db, player.id);
  await createAnnouncement(t.db);
  await createAdminLog(t.db, 'JoinRequest');
  cookies = {
    player: await sessionCookie(t.db, player.id, TEST_SECRET),
    superAdmin: await sessionCookie(t.db, superAdmin.id, TEST_SECRET),
  };
  openapi = (await clientFor(t, cookies.superAdmin).get('/api/openapi.json')).json();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// The garbage

const fragments = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(1)',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Egnp.exe',
  '🎾💥👨‍👩‍👧',
  'İıŞşĞğÜüÖöÇç',
  '$' + '{7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '',
  '   ',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-99-99T99:99',
  'true',
  '__proto__',
  'constructor',
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fragments) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(5_000), 'ş'.repeat(20_000), '<b>'.repeat(30_000)) },
  { weight: 1, arbitrary: fc.emailAddress().map((e) => `${e}\u0000`) },
);

// Fastify refuses a path segment over routerOptions.maxParamLength (200) before routing: see below.
const pathSegment = nastyString.filter((s) => {
  try {
    return encodeURIComponent(s).length <= 200;
  } catch {
    return false; // a lone surrogate cannot be put in a URL at all
  }
});

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -999_999,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000_000, max: -1 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        nastyString.filter((k) => k.length < 50),
        tie('value'),
        { maxKeys: 3 },
      ),
    },
  ),
})).value;

/** An object with the route's own fields (each missing or garbage) plus extra ones. */
const fieldsOf = (names: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(names.map((n) => [n, nastyValue])), { requiredKeys: [] }),
      fc.dictionary(
        fc.constantFrom('extra', 'isAdmin', 'role', 'userId', 'id', '__proto__', 'where'),
        nastyValue,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));

/** Raw bodies that are not a JSON object at all. */
const rawBodies = fc.constantFrom(
  { payload: '{"a":', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"metin"', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '12', type: 'application/json' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'text/xml' },
  { payload: 'düz metin', type: 'text/plain' },
  { payload: `{"x":"${'a'.repeat(300 * 1024)}"}`, type: 'application/json' },
);

// ---------------------------------------------------------------------------------------------
// What the answers and the database must look like

const catalogue = new Set<string>();
(function collect(node: unknown) {
  if (typeof node === 'string') catalogue.add(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) collect(v);
})(messages);

// English sentence words (type names like "string" or "number" appear in zod's Turkish locale).
const ENGLISH =
  /\b(the|is|are|must|should|expected|received|invalid|required|error|failed|cannot|unexpected|please|field|value|not|unsupported|too|request|body|params|querystring|property|internal|server|missing|unknown|length)\b/i;
// A Turkish letter, or a Turkish ending ("Konu zorunludur.", "Seçiniz").
const TURKISH = /[çğıöşüÇĞİÖŞÜ]|[dt][ıiuü]r\b|(iniz|ınız|unuz|ünüz)\b/;

function assertTurkish(message: unknown, context: string) {
  expect(typeof message, context).toBe('string');
  const text = message as string;
  expect(text.length, context).toBeGreaterThan(0);
  // Quoted parts are the allowed values of an enum ("pending"|"failed"), not sentences.
  expect(text.replace(/"[^"]*"/g, ''), context).not.toMatch(ENGLISH);
  expect(catalogue.has(text) || TURKISH.test(text), `not Turkish: ${context}`).toBe(true);
}

let snapshotQuery: string | undefined;

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql.raw>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A row as text. A session's last-activity time moves on any request every 30 seconds (the idle
 * timeout), whatever the answer: on a slow run it would look like a write of a refused request.
 */
const rowText = (table: string) => (table === 'sessions' ? `(to_jsonb(x) - 'updated_at')::text` : 'x::text');

/** Row count and checksum of every table, in one round trip. */
async function snapshot(): Promise<Record<string, string>> {
  if (!snapshotQuery) {
    const tables = (
      await rowsOf<{ name: string }>(
        sql.raw(`select table_name as name from information_schema.tables
                 where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
      )
    )
      .map((r) => r.name)
      // A refused sign-in is meant to count against its account (tests/api/auth.test.ts checks it).
      .filter((name) => name !== 'login_throttles');
    snapshotQuery = tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::int || ':' || coalesce(md5(string_agg(${rowText(name)}, '|' order by ${rowText(name)})), '') as state from "${name}" x`,
      )
      .join(' union all ');
  }
  const rows = await rowsOf<{ name: string; state: string }>(sql.raw(snapshotQuery));
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}

// ---------------------------------------------------------------------------------------------

function inputsOf(method: string, url: string) {
  const op = openapi.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
  const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = op.requestBody
    ? Object.keys(Object.values(op.requestBody.content ?? {})[0]?.schema?.properties ?? {})
    : null;
  return { pathParams, query, body };
}

function fillPath(url: string, params: Record<string, string>) {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] || '-'));
}

function queryString(values: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    for (const one of Array.isArray(v) ? v : [v])
      search.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

describe('bad-input fuzzing', () => {
  it('finds routes that take input', () => {
    const withInput = t.app.deps.routeTable.filter((r) => {
      const i = inputsOf(r.method, r.url);
      return i.pathParams.length > 0 || i.query.length > 0 || i.body !== null;
    });
    expect(withInput.length).toBeGreaterThan(40);
  });

  it('refuses an over-long path segment before routing, with a 4xx', async () => {
    const before = await snapshot();
    for (const route of t.app.deps.routeTable.filter((r) => r.url.includes(':'))) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, new Proxy({}, { get: () => 'ş'.repeat(300) })),
        headers: { cookie: cookies.superAdmin },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      assertTurkish(res.json().error.message, `${route.method} ${route.url}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx, always in Turkish, and writes nothing', async () => {
    const before = await snapshot();
    let state = before;
    for (const route of t.app.deps.routeTable) {
      const { pathParams, query, body } = inputsOf(route.method, route.url);
      if (pathParams.length === 0 && query.length === 0 && body === null) continue;
      const request = fc.record({
        who: fc.constantFrom<'player' | 'superAdmin' | 'anonymous'>(
          'player',
          'superAdmin',
          'superAdmin',
          'anonymous',
        ),
        params: fc.record(Object.fromEntries(pathParams.map((p) => [p, pathSegment]))),
        query: query.length > 0 ? fieldsOf(query) : fc.constant({}),
        body:
          body !== null
            ? fc.oneof(
                { weight: 4, arbitrary: fieldsOf(body).map((json) => ({ json })) },
                { weight: 1, arbitrary: rawBodies },
              )
            : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const cookie = r.who === 'anonymous' ? undefined : cookies[r.who];
          const raw = r.body && 'payload' in r.body ? r.body : undefined;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: fillPath(route.url, r.params) + queryString(r.query),
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(route.method === 'GET' ? {} : { origin: SAME_ORIGIN }),
              ...(raw ? { 'content-type': raw.type } : {}),
            },
            payload: raw ? raw.payload : r.body && 'json' in r.body ? (r.body.json as object) : undefined,
          });
          const context = `${route.method} ${route.url} as ${r.who} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) assertTurkish(res.json().error?.message, context);
          // A refused request (and any read) leaves every table as it was. Free text such as an
          // announcement titled "<script>" is valid input: an accepted write moves the baseline.
          if (res.statusCode >= 400 || route.method === 'GET')
            expect(await snapshot(), `changed the database: ${context}`).toEqual(state);
          else {
            // An accepted write's mails (a new announcement's) are delivered after its answer: the
            // baseline is taken once they have gone, so that delivery is not read as the next
            // request's change.
            await t.app.deps.mailer.flush();
            await t.app.deps.pusher.flush();
            state = await snapshot();
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);

  const writes = () => t.app.deps.routeTable.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  /** A route's path with a real-looking id in every parameter. */
  const pathOf = (url: string) =>
    fillPath(url, new Proxy({}, { get: () => '00000000-0000-4000-8000-000000000000' }));

  it('refuses every state-changing route from another origin, however its path is spelled', async () => {
    expect(writes().length).toBeGreaterThan(40);
    const before = await snapshot();
    // The router decodes the path after the origin check has looked at it: each spelling is the same route.
    const spellings = (path: string) => [
      path,
      path.replace(/^\/api/, '/%61pi'),
      path.replace(/^\/api/, '/%61%70%69'),
      path.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    ];
    const origins: (string | undefined)[] = [
      undefined,
      'null',
      '',
      'garbage',
      'http://',
      'http://evil.test',
      'https://localhost.evil.test',
      'http://localhost/yol',
      `${SAME_ORIGIN}, http://evil.test`,
      'ş://ü',
    ];
    for (const route of writes()) {
      for (const url of spellings(pathOf(route.url))) {
        for (const who of ['player', 'superAdmin', 'anonymous'] as const) {
          for (const origin of origins) {
            // Without a session cookie a missing Origin is not a cross-site write (a script signing in).
            if (who === 'anonymous' && origin === undefined) continue;
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: {
                ...(who === 'anonymous' ? {} : { cookie: cookies[who] }),
                ...(origin === undefined ? {} : { origin }),
                'content-type': 'application/json',
              },
              payload: '{}',
            });
            const context = `${route.method} ${url} as ${who}, Origin ${origin} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, context).toBe(403);
            assertTurkish(res.json().error?.message, context);
          }
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  it('answers odd Content-Types on every state-changing route with a Turkish 4xx', async () => {
    const before = await snapshot();
    const types = [
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json;;;',
      'APPLICATION/JSON',
      'application/json; boundary=x',
      'application/vnd.api+json',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain',
      'text/html; charset=utf-8',
      'application/octet-stream',
      'image/png',
      ';',
      '',
      'garbage',
      'ş/ü',
    ];
    const bodies = ['{"a":', '\u00ff\u00fe{', '<x/>'];
    for (const route of writes()) {
      for (const type of types) {
        for (const payload of bodies) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: pathOf(route.url),
            headers: { cookie: cookies.superAdmin, origin: SAME_ORIGIN, 'content-type': type },
            payload,
          });
          const context = `${route.method} ${route.url}, Content-Type ${type} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, context).toBeLessThan(500);
          assertTurkish(res.json().error?.message, context);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  it('answers odd request headers on every read without a 5xx, in Turkish, and writes nothing', async () => {
    const before = await snapshot();
    const reads = t.app.deps.routeTable.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(40);
    // Each set of headers with the caller's own session cookie, unless it replaces the cookie.
    const oddHeaders: Record<string, string | string[]>[] = [
      { cookie: 'better-auth.session_token=%E0%A4%A; =; ;;' },
      { cookie: 'better-auth.session_token=abc.%ZZ' },
      { cookie: '__proto__=1; constructor=2; better-auth.session_token=' },
      { cookie: ['better-auth.session_token=yok', 'better-auth.session_token=abc'] },
      { cookie: `a=${'x'.repeat(6000)}` },
      { range: 'bytes=0-10' },
      { range: 'bytes=5-1, -0, x' },
      { 'if-none-match': '*' },
      { 'if-none-match': `W/"x", "${'"a",'.repeat(300)}` },
      { 'if-modified-since': 'Tue, 99 Zzz 99999 99:99:99 GMT', 'if-range': 'yok' },
      { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
      { 'accept-encoding': 'identity;q=0, *;q=0' },
      { 'accept-encoding': 'ş'.repeat(2000) },
      { accept: 'text/html;;;q=x, */*;q=NaN' },
      { 'x-forwarded-for': 'garbage, , ::::', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'ş' },
      { 'content-type': 'application/json; charset=utf-16', 'content-length': '0' },
    ];
    for (const route of reads) {
      const url = pathOf(route.url);
      for (const who of ['player', 'superAdmin'] as const) {
        for (const headers of oddHeaders) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { cookie: cookies[who], ...headers } as Record<string, string>,
          });
          const context = `GET ${route.url} as ${who} with ${JSON.stringify(headers).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type'])))
            assertTurkish(res.json().error?.message, context);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 600_000);
});

describe('notification targets, restore and offer history: bad input', () => {
  it('answers garbage with a Turkish 4xx and changes nothing', async () => {
    const before = await snapshot();
    const player = clientFor(t, cookies.player);
    for (const id of ['x', '00000000-0000-4000-8000-000000000000', "' OR '1'='1", '%00']) {
      const res = await player.post(`/api/notifications/${encodeURIComponent(id)}/restore`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      assertTurkish(res.json().error.message, id);
    }
    for (const page of ['0', '-1', 'abc', '1e309', '99999999999999999999']) {
      const res = await player.get(`/api/offers/history?page=${encodeURIComponent(page)}`);
      expect(res.statusCode, page).toBe(400);
      assertTurkish(res.json().error.message, page);
    }
    expect(await snapshot()).toEqual(before);
    // Mark all read takes no input: a stray body is ignored, never a 5xx.
    const all = await player.post('/api/notifications/read-all', { page: "'; DROP TABLE users; --" });
    expect(all.statusCode).toBe(200);
  });
});
