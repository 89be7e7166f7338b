import { apiFor, createLadderThroughApi, pageFor, sendOfferThroughApi } from './support/challenges.js';
import { expect, test } from './support/test.js';

// A match mail's link opened signed out leads, once signed in, to that match's card, not the list.
test('a signed-out player opens a mail’s link to one match, signs in and lands on that match', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ece', 'Kart'],
    ['Cem', 'Bağlantı'],
  ]);
  const [ece, cem] = players;
  const offerId = await sendOfferThroughApi(baseURL!, league.id, cem, ece);
  const eceApi = await apiFor(baseURL!, ece);
  expect((await eceApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await eceApi.dispose();
  const cemApi = await apiFor(baseURL!, cem);
  const mine = await (await cemApi.get('/api/results/mine')).json();
  await cemApi.dispose();
  const matchId = mine.open[0].id as string;

  const page = await pageFor(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/maclarim#mac-${matchId}`);
  await expect(page).toHaveURL(new RegExp(`/guesthome\\?sonra=%2Fmaclarim%23mac-${matchId}$`));
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await page.getByLabel('E-posta').fill(cem.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(cem.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(new RegExp(`/maclarim#mac-${matchId}$`));
  // The card of that match has the focus, as when a notification opens it.
  await expect(page.locator(`#mac-${matchId}`)).toBeFocused();
  await page.context().close();
});
