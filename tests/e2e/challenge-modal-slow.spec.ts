import { createLadderThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

// "Meydan Oku" on a slow or failing link: the dialog says it is loading, then that the league's
// offers could not be read, with "Tekrar dene", never an empty dialog under its title.
test('the ladder’s challenge dialog shows a loader, then a retry when the league’s offers do not arrive', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Ayla', 'Birinci'],
    ['Bora', 'İkinci'],
    ['Cansu', 'Üçüncü'],
  ]);
  const page = await signedInPhone(browser, players[2], '/dashboard');
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  await expect(ladder.getByRole('button', { name: 'Meydan Oku: Bora İkinci' })).toBeVisible();

  // The league's offers are held: the dialog says it is loading.
  let release: (fail: boolean) => void = () => {};
  const held = new Promise<boolean>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/offers/overview?leagueId=*', async (route) => {
    if (await held) await route.fulfill({ status: 503, json: { error: 'unavailable' } });
    else await route.continue();
  });
  await ladder.getByRole('button', { name: 'Meydan Oku: Bora İkinci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(dialog.getByRole('status', { name: 'Yükleniyor...' })).toBeVisible();

  // They fail: the dialog says so and offers to try again, which then brings the offer's step.
  release(true);
  await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/offers/overview?leagueId=*');
  await dialog.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(dialog.getByText('Rakibiniz:')).toContainText('Bora İkinci (2. sıra)');
  await page.context().close();
});
