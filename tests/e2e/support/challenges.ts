import crypto from 'node:crypto';
import { type Browser, expect, request } from '@playwright/test';
import { leagueBody } from '../../support/league-body.js';
import { ADMIN, signIn, uniqueEmail } from './accounts.js';
import { verifyByMail } from './mailbox.js';
import { sameOrigin } from './origin.js';
import { sessionClient } from './sessions.js';

export interface LadderPlayer {
  email: string;
  password: string;
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Each simulated person comes from their own address: sign-in is rate-limited per address, and a
 * journey signs in a dozen people within a minute.
 */
export const ownAddress = () => ({
  'x-forwarded-for': `10.${[1, 2, 3].map(() => crypto.randomInt(1, 254)).join('.')}`,
});

/** An API client signed in as `account` (the session this worker holds for it, else a new sign-in). */
export async function apiFor(baseURL: string, account: { email: string; password: string }) {
  return sessionClient(baseURL, account, ownAddress());
}

/** A browser context of its own (own cookies, own address) for one player. */
export async function pageFor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { ...ownAddress(), ...sameOrigin() } });
  return context.newPage();
}

/**
 * A phone of its own for one player (390 px wide, touch, own address), signed in and opened at
 * `path`.
 */
export async function signedInPhone(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await signIn(page, account, path);
  return page;
}

/** `offerer` challenges `opponent` through the API (as the dashboard sends it); answers the offer's id. */
export async function sendOfferThroughApi(
  baseURL: string,
  leagueId: string,
  offerer: LadderPlayer,
  opponent: LadderPlayer,
): Promise<string> {
  const api = await apiFor(baseURL, offerer);
  const sent = await api.post('/api/offers', {
    data: { leagueId, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { offer } = (await sent.json()) as { offer: { id: string } };
  await api.dispose();
  return offer.id;
}

async function registerPlayer(baseURL: string, firstName: string, lastName: string) {
  const account = { email: uniqueEmail(), password: 'oyuncu123' };
  const anon = await request.newContext({ baseURL, extraHTTPHeaders: { ...ownAddress(), ...sameOrigin() } });
  expect(
    (await anon.post('/api/auth/register', { data: { ...account, privacyNoticeVersion: 1 } })).status(),
  ).toBe(201);
  await anon.dispose();
  await verifyByMail(baseURL, account.email);
  const api = await apiFor(baseURL, account);
  const saved = await api.put('/api/profile', {
    data: { firstName, lastName, gender: 'male', phone: '05551112233', birthdate: '1990-01-01', city: 21 },
  });
  expect(saved.ok()).toBe(true);
  const me = await (await api.get('/api/me')).json();
  return { player: { ...account, id: me.id as string, firstName, lastName }, api };
}

/**
 * A new active league (created by the Super Admin through the leagues API) with the named players
 * registered and put on its ladder in the given order: names[0] is rank 1.
 */
export async function createLadderThroughApi(baseURL: string, names: [string, string][], rules?: string) {
  const admin = await apiFor(baseURL, ADMIN);
  const year = new Date().getFullYear();
  const created = await admin.post('/api/leagues', {
    data: leagueBody({
      name: `Teklif Ligi ${crypto.randomBytes(3).toString('hex')}`,
      startDate: `${year - 1}-01-01`,
      rules: rules ?? 'Maçlar 3 set üzerinden oynanır. Kortu teklif eden ayarlar.',
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const league = (await created.json()) as { id: string; name: string };
  // The players register side by side (each waits mostly on the server hashing a password), and
  // are put on the ladder one after another, in the order given.
  const registered = await Promise.all(
    names.map(([firstName, lastName]) => registerPlayer(baseURL, firstName, lastName)),
  );
  const players: LadderPlayer[] = [];
  for (const { player: p } of registered) {
    const added = await admin.post(`/api/leagues/${league.id}/participants`, { data: { userId: p.id } });
    expect(added.ok(), await added.text()).toBe(true);
    players.push(p);
  }
  // Each player has read that they were put on the ladder: the journeys start with nothing unread.
  await Promise.all(
    registered.map(async ({ api }) => {
      expect((await api.post('/api/notifications/read-all')).ok()).toBe(true);
      await api.dispose();
    }),
  );
  await admin.dispose();
  return { league, players };
}

/**
 * A challenge sent, accepted and its result reported by the challenger, all through the API: the
 * challenger is player 1 of the score. Returns the match's id.
 */
export async function reportedMatchThroughApi(
  baseURL: string,
  leagueId: string,
  challenger: LadderPlayer,
  opponent: LadderPlayer,
  result: {
    outcome: 'normal' | 'retired' | 'walkover';
    sets: { p1: number; p2: number }[];
    loser?: 'p1' | 'p2';
  },
): Promise<string> {
  const offerId = await sendOfferThroughApi(baseURL, leagueId, challenger, opponent);
  const oApi = await apiFor(baseURL, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await oApi.dispose();
  const cApi = await apiFor(baseURL, challenger);
  const matchId = (await (await cApi.get('/api/results/mine')).json()).open[0].id as string;
  const reported = await cApi.post(`/api/results/${matchId}/report`, { data: result });
  expect(reported.status(), await reported.text()).toBe(200);
  await cApi.dispose();
  return matchId;
}
