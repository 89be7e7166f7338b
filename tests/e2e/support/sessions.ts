import { type APIRequestContext, expect, request } from '@playwright/test';
import { sameOrigin } from './origin.js';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
type Account = { email: string; password: string };

/**
 * The API sessions this test worker has signed in, by account and password. A sign-in hashes the
 * password on the server (scrypt), the dearest request of a journey's setup: an API client for a
 * person already signed in here takes their session again, after asking the server that it still
 * holds (a password changed, the sessions ended elsewhere or the account deleted end it), and signs
 * in afresh only when it does not. Browser sign-ins (`signIn`) stay sign-ins of their own, as each
 * device has its own session.
 */
const known = new Map<string, StorageState>();
const keyOf = (account: Account) => `${account.email}\n${account.password}`;

/** Keeps the session of a client that has just signed in as `account`, for the next client. */
export async function rememberSession(account: Account, api: APIRequestContext) {
  known.set(keyOf(account), await api.storageState());
}

/** An API client signed in as `account`: the session this worker holds for it, else a new sign-in. */
export async function sessionClient(
  baseURL: string,
  account: Account,
  headers: Record<string, string> = {},
): Promise<APIRequestContext> {
  const extraHTTPHeaders = { ...headers, ...sameOrigin() };
  const key = keyOf(account);
  const state = known.get(key);
  if (state) {
    const api = await request.newContext({ baseURL, storageState: state, extraHTTPHeaders });
    // /api/me answers 204 to a request without a session.
    if ((await api.get('/api/me')).status() === 200) return api;
    known.delete(key);
    await api.dispose();
  }
  const api = await request.newContext({ baseURL, extraHTTPHeaders });
  const res = await api.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  known.set(key, await api.storageState());
  return api;
}

/** The cookies of a session of `account` (as `sessionClient` finds or makes it), for a browser context. */
export async function sessionState(
  baseURL: string,
  account: Account,
  headers: Record<string, string> = {},
): Promise<StorageState> {
  const api = await sessionClient(baseURL, account, headers);
  const state = await api.storageState();
  await api.dispose();
  return state;
}
