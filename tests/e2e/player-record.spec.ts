import { ADMIN, signIn } from './support/accounts.js';
import {
  apiFor,
  createLadderThroughApi,
  type LadderPlayer,
  pageFor,
  reportedMatchThroughApi,
  sendOfferThroughApi,
} from './support/challenges.js';
import { expect, type Page, test } from './support/test.js';

/** A challenge played and confirmed through the API: the challenger is player 1 of the score. */
async function play(
  baseURL: string,
  leagueId: string,
  challenger: LadderPlayer,
  opponent: LadderPlayer,
  sets: { p1: number; p2: number }[],
) {
  const matchId = await reportedMatchThroughApi(baseURL, leagueId, challenger, opponent, {
    outcome: 'normal',
    sets,
  });
  const oApi = await apiFor(baseURL, opponent);
  expect((await oApi.post(`/api/results/${matchId}/confirm`)).status()).toBe(200);
  await oApi.dispose();
}

const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('a player reads their record on a phone: won–lost, sets, games, streak, best rank, head-to-head', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ada', 'Birinci'],
    ['Bora', 'İkinci'],
    ['Cem', 'Üçüncü'],
  ]);
  const [ada, bora, cem] = players;
  // Cem beats Bora 6-4 3-6 10-8 (rank 3 → 2), then loses to Ada 2-6 1-6.
  await play(baseURL!, league.id, cem, bora, [
    { p1: 6, p2: 4 },
    { p1: 3, p2: 6 },
    { p1: 10, p2: 8 },
  ]);
  await play(baseURL!, league.id, cem, ada, [
    { p1: 2, p2: 6 },
    { p1: 1, p2: 6 },
  ]);

  const page = await pageFor(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, cem, `/players/${cem.id}`);
  await expect(page.getByRole('heading', { name: 'Karne' })).toBeVisible();
  await expect(stat(page, 'Oynanan')).toHaveText('2');
  await expect(stat(page, 'Galibiyet – Mağlubiyet')).toHaveText('1 – 1');
  await expect(stat(page, 'Setler (alınan – verilen)')).toHaveText('2 – 3');
  await expect(stat(page, 'Oyunlar (alınan – verilen)')).toHaveText('13 – 22');
  await expect(stat(page, 'Seri')).toHaveText('1 mağlubiyet');
  await expect(stat(page, 'En iyi sıra')).toHaveText('2.');
  const h2h = page.getByRole('table').filter({ hasText: 'Rakip' }).first();
  await expect(h2h.getByRole('row', { name: /Bora İkinci/ })).toContainText('1 – 0');
  await expect(h2h.getByRole('row', { name: /Ada Birinci/ })).toContainText('0 – 1');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/player-record-390.png', fullPage: true });

  // The opponent's name leads to their page, with the mirror image.
  await h2h.getByRole('link', { name: 'Bora İkinci' }).click();
  await expect(page.getByRole('heading', { name: 'Bora İkinci' })).toBeVisible();
  await expect(stat(page, 'Galibiyet – Mağlubiyet')).toHaveText('0 – 1');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/players/${cem.id}`);
  await expect(stat(page, 'Seri')).toHaveText('1 mağlubiyet');
  await page.screenshot({ path: 'test-results/player-record-desktop.png', fullPage: true });

  // Ada was only ever 1st: her chart's rank axis names 1 alone, no rank she never held.
  await page.goto(`/players/${ada.id}`);
  const chart = page.getByRole('img', { name: /sıralama/ });
  await expect(chart).toBeVisible();
  const rankLabels = async () =>
    (await chart.locator('text').allTextContents()).filter((text) => /^\d+$/.test(text));
  expect(await rankLabels()).toEqual(['1']);
  await page.screenshot({ path: 'test-results/player-record-first-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(chart).toBeVisible();
  expect(await rankLabels()).toEqual(['1']);
  await page.screenshot({ path: 'test-results/player-record-first-390.png', fullPage: true });
  // Cem, who held 3rd and 2nd, reads 1 to 3.
  await page.goto(`/players/${cem.id}`);
  await expect(chart).toBeVisible();
  expect(await rankLabels()).toEqual(['1', '2', '3']);

  // An address with no player behind it (a mistyped or stale link) says so and leads on.
  await page.goto('/players/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Oyuncu bulunamadı', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a player picks a past season on a phone: that season's record and rank, then all seasons together", async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ada', 'Birinci'],
    ['Bora', 'İkinci'],
    ['Cem', 'Üçüncü'],
    ['Deniz', 'Dördüncü'],
  ]);
  const [ada, bora, cem, deniz] = players;
  // Last season Cem beat Bora (3. → 2.); the season closes with the order kept.
  await play(baseURL!, league.id, cem, bora, [
    { p1: 6, p2: 4 },
    { p1: 6, p2: 4 },
  ]);
  const admin = await apiFor(baseURL!, ADMIN);
  const closed = await admin.post(`/api/leagues/${league.id}/seasons`, {
    data: { name: 'Bahar Sezonu', resetRule: 'keep', newEndDate: `${new Date().getFullYear() + 1}-12-31` },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  await admin.dispose();
  // This season Cem lost to Ada.
  await play(baseURL!, league.id, cem, ada, [
    { p1: 2, p2: 6 },
    { p1: 1, p2: 6 },
  ]);
  // And Deniz's challenge waits to be played: its state ('Zaman bekleniyor') is the longest result.
  const offerId = await sendOfferThroughApi(baseURL!, league.id, deniz, cem);
  const cemApi = await apiFor(baseURL!, cem);
  expect((await cemApi.post(`/api/offers/${offerId}/accept`, { data: {} })).status()).toBe(200);
  await cemApi.dispose();

  const page = await pageFor(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, cem, `/players/${cem.id}`);
  // The current season comes first.
  const season = page.getByRole('combobox', { name: 'Sezon' });
  await expect(season).toHaveValue('Bu sezon');
  await expect(stat(page, 'Galibiyet – Mağlubiyet')).toHaveText('0 – 1');
  await expect(stat(page, 'Seri')).toHaveText('1 mağlubiyet');

  await season.click();
  await page.getByRole('option', { name: 'Bahar Sezonu' }).click();
  await expect(stat(page, 'Galibiyet – Mağlubiyet')).toHaveText('1 – 0');
  await expect(stat(page, 'Setler (alınan – verilen)')).toHaveText('2 – 0');
  await expect(stat(page, 'Seri')).toHaveText('1 galibiyet');
  await expect(stat(page, 'En iyi sıra')).toHaveText('2.');
  await expect(page.getByText('Sezonu 2. bitirdi')).toBeVisible();
  const h2h = page.getByRole('table').filter({ hasText: 'Rakip' }).first();
  await expect(h2h.getByRole('row', { name: /Bora İkinci/ })).toContainText('1 – 0');
  await expect(h2h.getByRole('row', { name: /Ada Birinci/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/player-record-season-390.png', fullPage: true });

  await season.click();
  await page.getByRole('option', { name: 'Tüm sezonlar' }).click();
  await expect(stat(page, 'Oynanan')).toHaveText('2');
  await expect(stat(page, 'Galibiyet – Mağlubiyet')).toHaveText('1 – 1');
  // The matches read whole on the phone, one card each: no result cut short or past the card's edge.
  const matches = page.getByRole('list', { name: 'Maçlar' });
  for (const result of ['Mağlubiyet', 'Galibiyet', 'Zaman bekleniyor']) {
    const badge = matches.getByText(result, { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width, result).toBeLessThanOrEqual(390 - 16);
  }
  await expect(matches.getByRole('listitem').filter({ hasText: 'Ada Birinci' })).toContainText(
    'Skor (Cem Üçüncü – rakip): 2-6 1-6',
  );
  await page.screenshot({ path: 'test-results/player-matches-390.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/player-record-season-desktop.png', fullPage: true });
});
