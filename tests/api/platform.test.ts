import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAccessPolicy } from '../../src/server/access.js';
import { clientFor } from '../support/client.js';
import { createUser, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health', async () => {
    const res = await clientFor(t).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
  });

  it('serves an OpenAPI document listing the routes, to admins', async () => {
    const admin = await createUser(t.db, { role: 'Admin' });
    const res = await clientFor(t, await sessionCookie(t.db, admin.id, TEST_SECRET)).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/profile');
  });

  it('sends security headers', async () => {
    const res = await clientFor(t).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Errors too: the headers are set before any route runs.
    const missing = await clientFor(t).get('/api/yok-boyle-bir-sey');
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers unknown API paths and malformed JSON in Turkish', async () => {
    const missing = await clientFor(t).get('/api/yok-boyle-bir-sey');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Aradığınız kayıt bulunamadı.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('Gönderilen bilgiler geçersiz.');
  });

  it('refuses a caller without access before reading their input', async () => {
    const res = await clientFor(t).post('/api/send-email', { to: 42, subject: [], text: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Bu işlem için giriş yapmalısınız.');
  });

  it('refuses cross-site writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://kotu.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('declares an access policy on every API route', () => {
    const table = t.app.deps.routeTable;
    expect(table.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/me', 'PUT /api/profile', 'POST /api/send-email', 'GET /api/health']),
    );
    for (const route of table) expect(route.access.kind, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('refuses to register a route that declares no policy', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireAccessPolicy([]));
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(/declares no access policy/);
    await app.close();
  });
});
