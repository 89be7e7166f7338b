import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { verifyByMail } from './mailbox.js';
import { sameOrigin } from './origin.js';
import { rememberSession } from './sessions.js';

export const ADMIN = { email: 'yonetici@raket.test', password: 'yonetici123' };

export function uniqueEmail(prefix = 'oyuncu') {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}@raket.test`;
}

export interface PlayerProfile {
  firstName: string;
  lastName: string;
  gender?: 'male' | 'female' | 'other';
}

/** An API client signed in as `account` (the same cookies a browser would hold). */
export async function apiAs(
  baseURL: string,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  const res = await api.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Registers a player with a completed profile through the API; returns the credentials. */
export async function createPlayer(baseURL: string, profile: PlayerProfile, email = uniqueEmail()) {
  const account = { email, password: 'oyuncu123' };
  const anon = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  expect(
    (await anon.post('/api/auth/register', { data: { ...account, privacyNoticeVersion: 1 } })).status(),
  ).toBe(201);
  await anon.dispose();
  await verifyByMail(baseURL, account.email);
  const api = await apiAs(baseURL, account);
  const res = await api.put('/api/profile', {
    data: {
      ...profile,
      gender: profile.gender ?? 'male',
      phone: '05551112233',
      birthdate: '1990-01-01',
      city: 21,
    },
  });
  expect(res.ok()).toBe(true);
  const me = await (await api.get('/api/me')).json();
  await rememberSession(account, api);
  await api.dispose();
  return { ...account, id: me.id as string };
}

/**
 * Signs the page's browser in and opens `path` (home by default). The session comes from the sign-in
 * API, as the login screen would get it, into the page's own cookies: a journey that is not about the
 * login screen does not draw it. Journeys about signing in use `signInThroughForm`.
 */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/home') {
  const res = await page.request.post('/api/auth/login', { data: account, headers: sameOrigin() });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  if (path === '/home') await expect(page).toHaveURL(/\/home$/);
}

/** Signs in through the login screen, as a person does, and lands at home. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
