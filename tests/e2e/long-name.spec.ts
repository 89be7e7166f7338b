import {
  apiFor,
  createLadderThroughApi,
  ownAddress,
  reportedMatchThroughApi,
  sendOfferThroughApi,
  signedInPhone,
} from './support/challenges.js';
import { open } from './support/quality.js';
import { expect, type Locator, type Page, test } from './support/test.js';
import { wordsSplit } from './support/words.js';

// The profile takes 50 letters for each name, without a space: such a name wraps wherever it is shown.
const FIRST = 'Muhammedmustafaabdurrahmanhüseyinalişahinoğlucan';
const LAST = 'Abdurrahmanoğullarıkaradenizlioğluhacıosmanoğlu';

/** Opens `path` and answers the page and its width when it is drawn wider than the phone. */
async function overflowOf(page: Page, path: string) {
  await open(page, path);
  const width = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
  );
  return width > 390 ? [`${path}: ${width} px`] : [];
}

test('a player with a very long name and their opponent see every screen within a 390 px phone', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ada', 'Kısa'],
    [FIRST, LAST],
  ]);
  const [ada, long] = players;
  // A match between them, so the name shows on the to-do strip, the ladder and both players' matches.
  const offerId = await sendOfferThroughApi(baseURL!, league.id, long, ada);
  const adaApi = await apiFor(baseURL!, ada);
  expect((await adaApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await adaApi.dispose();

  const tooWide: string[] = [];
  const page = await signedInPhone(browser, long, `/players/${long.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${FIRST} ${LAST}` })).toBeVisible();
  tooWide.push(...(await overflowOf(page, `/players/${long.id}`)));
  await page.screenshot({ path: 'test-results/long-name-player-390.png', fullPage: true });
  tooWide.push(...(await overflowOf(page, '/dashboard')));
  await expect(page.getByRole('heading', { level: 1, name: `Merhaba, ${FIRST}!` })).toBeVisible();
  // The header and the bottom tabs stay on the screen.
  await expect(page.getByRole('link', { name: 'Maçlarım' }).last()).toBeInViewport();
  await page.screenshot({ path: 'test-results/long-name-dashboard-390.png', fullPage: true });
  for (const path of ['/maclarim', '/match_rew', '/profile', '/leagues', '/notifications'])
    tooWide.push(...(await overflowOf(page, path)));

  const opponent = await signedInPhone(browser, ada, '/dashboard');
  for (const path of ['/dashboard', '/maclarim', `/players/${long.id}`, `/players/${ada.id}`, '/match_rew'])
    tooWide.push(...(await overflowOf(opponent, path)));
  await opponent.goto('/maclarim');
  const card = opponent.getByRole('article', { name: `${FIRST} ${LAST} ile maç` });
  // The name wraps inside the card, and the card's badge stays beside it.
  for (const part of [card.getByText(`${FIRST} ${LAST}`), card.getByText('Zaman bekleniyor').first()]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await opponent.screenshot({ path: 'test-results/long-name-opponent-matches-390.png', fullPage: true });
  expect(tooWide).toEqual([]);
});

test('a played match of a one-word 50-letter name stays within a 390 px phone in "Son Sonuçlar" and on the guest page', async ({
  browser,
  baseURL,
}) => {
  const word = 'Abdurrahmanİbrahimhalilşükrüçağlayanöztürkmenoğluu';
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ada', 'Kısa'],
    [word, 'Uzun'],
  ]);
  const [ada, long] = players;
  const matchId = await reportedMatchThroughApi(baseURL!, league.id, long, ada, {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 2 },
    ],
  });
  const adaApi = await apiFor(baseURL!, ada);
  expect((await adaApi.post(`/api/results/${matchId}/confirm`)).status()).toBe(200);
  await adaApi.dispose();

  /** The right edges of both names of the result line, neither past the phone's width. */
  async function expectLineOnScreen(scope: Locator) {
    for (const name of [`${word} Uzun`, 'Ada Kısa']) {
      const parts = scope.getByText(name, { exact: true });
      await expect(parts.first()).toBeVisible();
      // On the guest page the ladder above names them too: every place must fit.
      for (const part of await parts.all()) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      }
    }
  }

  // Any player of the league, on the home screen: the card clips what runs past it, so both names
  // must be drawn inside it.
  const page = await signedInPhone(browser, ada, '/dashboard');
  const results = page.getByRole('list', { name: /son sonuçları$/ });
  await expect(results.getByText('6-3 6-2')).toBeVisible();
  await expectLineOnScreen(results);
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('long-name-last-results-390.png') });

  // Signed out: the guest page of the league must not become wider than the phone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const guest = await context.newPage();
  await guest.goto('/guesthome');
  await guest.getByRole('button', { name: new RegExp(league.name) }).click();
  await expect(guest.getByText('6-3 6-2')).toBeVisible();
  await expectLineOnScreen(guest.locator('main'));
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.getByText('6-3 6-2').scrollIntoViewIfNeeded();
  await guest.screenshot({ path: test.info().outputPath('long-name-guest-results-390.png') });
  await context.close();
});

test('a long name of several words wraps between its words on the ladder, on the own row and the others', async ({
  browser,
  baseURL,
}) => {
  const first = 'İpek Şükrü';
  const last = 'Çağlayanoğlu-Öztürkmenoğulları Ilgaz';
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Ada', 'Kısa'],
    [first, last],
    ['Cem', 'Üçüncü'],
  ]);
  const [, ipek, cem] = players;
  const name = `${first} ${last}`;

  // Her own row, on a phone: nothing to do on it, so its name takes the row's width.
  const own = await signedInPhone(browser, ipek, '/dashboard');
  const ownLadder = own.getByRole('table', { name: 'Lig katılımcıları' });
  const ownRow = ownLadder.getByRole('row', { name: `2. ${name}` });
  await expect(ownRow.getByText('(siz)')).toBeVisible();
  // The row above has its "Meydan Oku": the ladder's actions are in.
  await expect(ownLadder.getByRole('button', { name: 'Meydan Oku: Ada Kısa' })).toBeVisible();
  await ownRow.scrollIntoViewIfNeeded();
  await own.screenshot({ path: test.info().outputPath('ladder-own-long-name-390.png') });
  expect(await wordsSplit(ownRow.getByRole('link', { name }))).toEqual([]);

  // On a wide screen too.
  await own.setViewportSize({ width: 1280, height: 800 });
  await expect(ownRow.getByText('(siz)')).toBeVisible();
  expect(await wordsSplit(ownRow.getByRole('link', { name }))).toEqual([]);

  // The player below sees her row with its "Meydan Oku", within the phone's width. Her name's
  // longest word ('Öztürkmenoğulları', 17 letters) does not fit beside the button: the button goes
  // under the name, which has the row's width and wraps between its words.
  const other = await signedInPhone(browser, cem, '/dashboard');
  const ladder = other.getByRole('table', { name: 'Lig katılımcıları' });
  const row = ladder.getByRole('row', { name: `2. ${name}` });
  await expect(row.getByRole('button', { name: `Meydan Oku: ${name}` })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await other.screenshot({ path: test.info().outputPath('ladder-other-long-name-390.png') });
  const button = (await row.getByRole('button', { name: `Meydan Oku: ${name}` }).boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  const link = row.getByRole('link', { name });
  expect(await wordsSplit(link)).toEqual([]);
  const drawn = (await link.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(drawn.y + drawn.height - 1);
  // A short name keeps its button beside it, on the same line.
  const short = ladder.getByRole('row', { name: '1. Ada Kısa' });
  const shortButton = (await short.getByRole('button', { name: 'Meydan Oku: Ada Kısa' }).boundingBox())!;
  const shortName = (await short.getByRole('link', { name: 'Ada Kısa' }).boundingBox())!;
  expect(shortButton.y).toBeLessThan(shortName.y + shortName.height);
  expect(shortButton.x).toBeGreaterThan(shortName.x + shortName.width);
  await other.setViewportSize({ width: 1280, height: 800 });
  await expect(row.getByRole('button', { name: `Meydan Oku: ${name}` })).toBeVisible();
  expect(await wordsSplit(row.getByRole('link', { name }))).toEqual([]);
});
