import { ADMIN, signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('a challenge shows on the opponent’s open dashboard at once: badge and pending offers, without a reload', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Canlı', 'Birinci'],
    ['Anlık', 'İkinci'],
  ]);
  const [opponent, challenger] = players;

  // B: the opponent, with the dashboard open.
  const bPage = await pageFor(browser);
  await signIn(bPage, opponent);
  const streamOpen = bPage.waitForResponse((r) => r.url().endsWith('/api/events'));
  await bPage.goto('/dashboard');
  await expect(bPage.getByRole('heading', { name: 'Merhaba, Canlı!' })).toBeVisible();
  const nav = bPage.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByLabel(/okunmamış bildirim/)).toHaveCount(0);
  // The page opened its event stream on load.
  expect((await streamOpen).status()).toBe(200);
  let navigations = 0;
  bPage.on('framenavigated', (frame) => {
    if (frame === bPage.mainFrame()) navigations += 1;
  });

  // A: the challenger, in a browser of their own.
  const aPage = await pageFor(browser);
  await signIn(aPage, challenger);
  const aApi = await apiFor(baseURL!, challenger);
  const sent = await aApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Far sooner than the badge's 20-second poll: the event stream brought it.
  await expect(nav.getByLabel('1 okunmamış bildirim')).toBeVisible({ timeout: 5_000 });
  // The dashboard's pending offers card (the menu shows the same count).
  await expect(bPage.getByRole('main').getByLabel('1 yanıt bekleyen teklif')).toBeVisible({ timeout: 5_000 });
  expect(navigations).toBe(0);
  await aApi.dispose();
});

test('a season closed while a player has the dashboard open shows in "Geçmiş Sezonlar" without a reload', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Sezon', 'Birinci'],
    ['Arşiv', 'İkinci'],
  ]);
  const page = await pageFor(browser);
  await signIn(page, players[1]);
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Merhaba, Arşiv!' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lig katılımcıları' })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);
  // Nothing closed yet: no past seasons.
  const archive = page.getByRole('region', { name: 'Geçmiş Sezonlar' });
  await expect(archive).toHaveCount(0);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // The staff close the season, keeping the order: no rank moves.
  const admin = await apiFor(baseURL!, ADMIN);
  const year = new Date().getFullYear();
  const closed = await admin.post(`/api/leagues/${league.id}/seasons`, {
    data: { name: 'Kapanan Sezon', resetRule: 'keep', newEndDate: `${year + 1}-12-31` },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  await admin.dispose();

  // Far sooner than any poll: the archive shows with the season just closed.
  await expect(archive).toBeVisible({ timeout: 5_000 });
  await expect(archive.getByRole('option', { name: 'Kapanan Sezon' })).toHaveCount(1);
  expect(navigations).toBe(0);
});
