import { expect, type Page, test } from '@playwright/test';
import { apiFor, createLadderThroughApi, sendOfferThroughApi, signedInPhone } from './support/challenges.js';
import { open } from './support/quality.js';

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
