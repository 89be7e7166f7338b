import type { InjectOptions } from 'fastify';
import type { DbOrTx } from '../../src/server/db/client.js';
import type { Role } from '../../src/shared/domain.js';
import { createUser, sessionCookie, type UserOverrides } from './factories.js';
import { TEST_SECRET, type TestApp } from './test-app.js';

type Body = InjectOptions['payload'];

/**
 * The Origin a browser on the portal sends with every write (app.inject's requests go to
 * "localhost"). The server refuses a signed-in write without it.
 */
export const SAME_ORIGIN = 'http://localhost';

/** Requests made as one person (or anonymously), as the web app makes them: `await as.get('/api/me')`. */
export function clientFor(t: TestApp, cookie?: string) {
  const call = (method: InjectOptions['method'], url: string, payload?: Body) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' || method === 'HEAD' ? {} : { origin: SAME_ORIGIN }),
      },
    });
  return {
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, body: Body = {}) => call('POST', url, body),
    put: (url: string, body: Body = {}) => call('PUT', url, body),
    patch: (url: string, body: Body = {}) => call('PATCH', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Client = ReturnType<typeof clientFor>;

/** A new user with a profile and a signed-in client for them. */
export async function signedInUser(t: TestApp, o: UserOverrides & { role?: Role } = {}) {
  const user = await createUser(t.db, o);
  return { user, client: clientFor(t, await sessionCookie(t.db as DbOrTx, user.id, TEST_SECRET)) };
}
