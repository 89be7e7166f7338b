import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { leagueBody } from '../../support/league-body.js';
import { mailsNewestFirst } from './mailbox.js';
import { sameOrigin } from './origin.js';
import { MAIL_POLL } from './paths.js';

/** Letters that fold the same in Turkish and English (no i/ı), so searches in capitals work either way. */
export function tag(length = 5) {
  const letters = 'abcdefghkmnprstuvyz';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  gender?: 'male' | 'female' | 'other';
  role?: string;
}

/** Adds users through the admin API with a signed-in admin's request context (e.g. page.request). */
export async function addUsers(request: APIRequestContext, users: NewUser[]) {
  const ids: string[] = [];
  for (const u of users) {
    const res = await request.post('/api/users', {
      headers: sameOrigin(),
      data: { gender: 'male', city: 21, role: 'Oyuncu', phone: '05551112233', birthdate: '1992-02-02', ...u },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).user.id);
  }
  return ids;
}

/** The set-your-password link mailed to `address` (the newest password-reset mail of a new user). */
export async function passwordLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      for await (const text of mailsNewestFirst()) {
        const found =
          text.includes(`To: ${address}`) && /(http:\/\/\S+reset-password\?\S*token=\S+)/.exec(text);
        if (found) {
          link = found[1];
          return true;
        }
      }
      return false;
    }, MAIL_POLL)
    .toBe(true);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * A user added by an admin (`request` is signed in as one) who has set their password through the
 * mailed link: they can sign in with `password`. Uses no sign-in of its own (sign-ins are rate-limited).
 */
export async function addUserWithPassword(
  request: APIRequestContext,
  baseURL: string,
  user: NewUser,
  password = 'oyuncu123',
) {
  const [id] = await addUsers(request, [user]);
  const link = await passwordLinkFor(user.email);
  const token = new URL(link, baseURL).searchParams.get('token');
  const anon = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  const res = await anon.post('/api/auth/reset-password', { data: { token, password } });
  expect(res.status(), await res.text()).toBe(200);
  await anon.dispose();
  return { id, email: user.email, password };
}

/** A league created through the admin API, with the given users on its ladder in order. */
export async function createLeagueWithPlayers(request: APIRequestContext, name: string, userIds: string[]) {
  const res = await request.post('/api/leagues', {
    headers: sameOrigin(),
    data: leagueBody({ name }),
  });
  expect(res.status(), await res.text()).toBe(201);
  const league = (await res.json()) as { id: string; name: string };
  for (const userId of userIds) {
    const added = await request.post(`/api/leagues/${league.id}/participants`, {
      headers: sameOrigin(),
      data: { userId },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  return league;
}
