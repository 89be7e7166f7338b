import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  request,
} from '@playwright/test';
import { ADMIN, uniqueEmail } from './accounts.js';
import { verifyByMail } from './mailbox.js';
import { sameOrigin } from './origin.js';

// Sign-ins are rate limited per address (10 a minute), so these journeys sign each account in
// once through the API and hand its cookies to the browser, instead of a login per page.

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
let adminState: Promise<StorageState> | undefined;

async function signedInState(baseURL: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  const res = await api.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

/** An API client signed in as the Super Admin; one sign-in per test worker. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  adminState ??= signedInState(baseURL, ADMIN);
  return request.newContext({ baseURL, storageState: await adminState, extraHTTPHeaders: sameOrigin() });
}

/** A browser page signed in as the Super Admin. */
export async function adminPage(browser: Browser, baseURL: string) {
  adminState ??= signedInState(baseURL, ADMIN);
  const context = await browser.newContext({ storageState: await adminState });
  return context.newPage();
}

/** Registers a player with a profile (one sign-in) and opens a browser page signed in as them. */
export async function playerPage(
  browser: Browser,
  baseURL: string,
  firstName: string,
  lastName: string,
  contextOptions: BrowserContextOptions = {},
) {
  const account = { email: uniqueEmail(), password: 'oyuncu123' };
  const anon = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  expect(
    (await anon.post('/api/auth/register', { data: { ...account, privacyNoticeVersion: 1 } })).status(),
  ).toBe(201);
  await anon.dispose();
  await verifyByMail(baseURL, account.email);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  expect((await api.post('/api/auth/login', { data: account })).status()).toBe(200);
  const saved = await api.put('/api/profile', {
    data: { firstName, lastName, gender: 'male', phone: '05551112233', birthdate: '1990-01-01', city: 21 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const state = await api.storageState();
  await api.dispose();
  const context = await browser.newContext({ ...contextOptions, storageState: state });
  return { page: await context.newPage(), player: { ...account, name: `${firstName} ${lastName}` } };
}

/** Leaves a notification for `email` the way an admin can: admin mail with "also notify". */
export async function notifyByMail(admin: APIRequestContext, email: string, subject: string, text: string) {
  const res = await admin.post('/api/send-email', { data: { to: email, subject, text, notify: true } });
  expect(res.status(), await res.text()).toBe(200);
}
