// Shared by the quality journeys (accessibility, phone width, stored HTML): a small portal with a
// league, a ladder, an announcement and a notification, and the list of every screen per person.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Request,
  request,
} from '@playwright/test';
import { ADMIN } from './accounts.js';
import { createLadderThroughApi, type LadderPlayer, ownAddress } from './challenges.js';
import { sameOrigin } from './origin.js';
import { sessionState } from './sessions.js';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * The cookies of a session of `account` (from an address of its own: sign-in is rate limited),
 * the one this worker already holds for it when it still holds (`sessionState`).
 */
export async function signedInState(baseURL: string, account: { email: string; password: string }) {
  return sessionState(baseURL, account, ownAddress());
}

export async function apiWith(baseURL: string, state: StorageState) {
  return request.newContext({
    baseURL,
    storageState: state,
    extraHTTPHeaders: { ...ownAddress(), ...sameOrigin() },
  });
}

export async function pageWith(browser: Browser, state: StorageState | undefined, width = 1280) {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width, height: width < 600 ? 844 : 900 },
    extraHTTPHeaders: ownAddress(),
  });
  return context.newPage();
}

export interface QualityWorld {
  adminState: StorageState;
  playerState: StorageState;
  player: LadderPlayer;
  /** Rank 1, above the player. */
  top: LadderPlayer;
  leagueId: string;
  leagueName: string;
}

/** A league with three players (the second is "the player"), an announcement and a notification. */
export async function buildWorld(baseURL: string, rules?: string): Promise<QualityWorld> {
  const { league, players } = await createLadderThroughApi(
    baseURL,
    [
      ['Kaan', 'Birinci'],
      ['Pelin', 'Oyuncu'],
      ['Deniz', 'Üçüncü'],
    ],
    rules,
  );
  const adminState = await signedInState(baseURL, ADMIN);
  const admin = await apiWith(baseURL, adminState);
  const year = new Date().getFullYear();
  const announced = await admin.post('/api/announcements', {
    data: { title: 'Kort bakımı', content: 'Cumartesi kortlar kapalıdır.', endDate: `${year + 1}-12-31` },
  });
  expect(announced.status(), await announced.text()).toBe(201);
  const player = players[1];
  const mailed = await admin.post('/api/send-email', {
    data: { to: player.email, subject: 'Hoş geldiniz', text: 'Lige hoş geldiniz.', notify: true },
  });
  expect(mailed.status(), await mailed.text()).toBe(200);
  await admin.dispose();
  return {
    adminState,
    playerState: await signedInState(baseURL, player),
    player,
    top: players[0],
    leagueId: league.id,
    leagueName: league.name,
  };
}

export const GUEST_SCREENS = [
  '/',
  '/guesthome',
  '/login',
  '/register',
  '/forgotpassword',
  '/reset-password?token=x',
];

export const playerScreens = (w: QualityWorld) => [
  '/home',
  '/dashboard',
  '/profile',
  '/leagues',
  '/notifications',
  '/match',
  '/match_rew',
  '/maclarim',
  `/players/${w.player.id}`,
  '/unauthorized',
];

export const ADMIN_SCREENS = [
  '/admin',
  '/userm',
  '/macm',
  '/rm',
  '/settings',
  '/adm-notifications',
  '/adm-mail',
  '/announcement-management',
  '/addleague',
  '/league-settings',
];

const readsOf = new WeakMap<Page, Set<Request>>();

/** The API reads a page has asked for and not yet received (the live-updates stream aside). */
function readsUnderWay(page: Page): Set<Request> {
  let reads = readsOf.get(page);
  if (!reads) {
    const set = new Set<Request>();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/events') set.add(r);
    });
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    readsOf.set(page, set);
    reads = set;
  }
  return reads;
}

/**
 * Opens a screen and waits until it has rendered its data: its heading is drawn, none of its reads
 * is still on its way, and nothing on it says it is loading.
 */
export async function open(page: Page, path: string) {
  const reads = readsUnderWay(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Counting the reads under way asks nothing of the browser: look again soon, not after
  // expect.poll's default pauses of up to a second.
  await expect.poll(() => reads.size, { intervals: [25, 50, 100] }).toBe(0);
  await expect(page.locator('.mantine-Loader-root, .rk-skel')).toHaveCount(0);
  await expect(page.locator('body')).not.toBeEmpty();
}
