import { apiFor, createLadderThroughApi, sendOfferThroughApi, signedInPhone } from './support/challenges.js';
import { expect, type Page, test } from './support/test.js';

/** The next read of a match's arrangement this phone makes. */
const nextArrangementRead = (page: Page, matchId: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/api/matches/${matchId}/arrangement`),
  );

// Two phones on Maçlarım: one asked to cancel, the other confirms. Both read the match once more as
// it closes, and neither is answered with an error for it.
test('a match cancelled together leaves both phones without an error for its arrangement', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Hakan', 'Önde'],
    ['İpek', 'Arkada'],
  ]);
  const [opponent, challenger] = players;
  const offerId = await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);
  const oApi = await apiFor(baseURL!, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  const matchId = (await (await oApi.get('/api/results/mine')).json()).open[0].id as string;
  const cApi = await apiFor(baseURL!, challenger);
  const asked = await cApi.post(`/api/matches/${matchId}/requests`, {
    data: { kind: 'cancel', reason: 'Sakatlık' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const cPage = await signedInPhone(browser, challenger, '/maclarim');
  await expect(cPage.getByText('İptal isteğiniz rakibinizin yanıtını bekliyor.')).toBeVisible();
  const oPage = await signedInPhone(browser, opponent, '/maclarim');
  const request = oPage.getByRole('region', { name: 'İpek Arkada oyuncusunun isteği' });
  await expect(request).toContainText(
    'İpek Arkada maçı karşılıklı olarak iptal etmek istiyor. Gerekçe: Sakatlık',
  );

  const failed: string[] = [];
  for (const page of [cPage, oPage])
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
  const theirRead = nextArrangementRead(cPage, matchId);
  const myRead = nextArrangementRead(oPage, matchId);
  await request.getByRole('button', { name: 'Onayla' }).click();
  await oPage
    .getByRole('dialog', { name: 'Maçı iptal et' })
    .getByRole('button', { name: 'Evet, iptal et' })
    .click();
  await expect(oPage.getByText('Maç ikinizin onayıyla iptal edildi.')).toBeVisible();
  // Both phones read the closed match once more (the one that confirmed after its answer, the other
  // on the live update): its state comes back, not an error.
  expect((await myRead).status()).toBe(200);
  expect((await theirRead).status()).toBe(200);
  for (const page of [cPage, oPage]) await expect(page.getByText('Oynanacak maçınız yok.')).toBeVisible();
  expect(failed).toEqual([]);
  // With no match left, the screen says how one comes and leads to the next challenge.
  await expect(cPage.getByText('Bir maç teklifi kabul edildiğinde maç burada görünür')).toBeVisible();
  await cPage.getByRole('link', { name: 'Maç Teklifi Oluştur' }).click();
  await expect(cPage).toHaveURL(/\/match$/);
  await expect(cPage.getByRole('heading', { name: /Adım 1/ })).toBeVisible();
  await oApi.dispose();
  await cApi.dispose();
});
