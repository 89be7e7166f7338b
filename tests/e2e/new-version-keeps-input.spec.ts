import { playerPage } from './support/messaging.js';
import { expect, type Page, test } from './support/test.js';

// After a deploy, a file of the version on screen is gone: loading it fails while the browser is
// online. With nothing typed the page reloads by itself to take the new version; with typed input
// in a form it does not: the notice offers "Yenile", asks first, and the page reloads once the
// form is sent.

/**
 * Holds the first request for the profile screen's 'Şifre değiştir' part until `deploy()`, then
 * answers it 404 as a server with the next version would; later requests get the file.
 */
async function partGoneOnDeploy(page: Page) {
  let deploy = () => {};
  const deployed = new Promise<void>((resolve) => {
    deploy = resolve;
  });
  await page.route(
    '**/assets/AccountSection-*.js',
    async (route) => {
      await deployed;
      await route.fulfill({ status: 404, body: '' });
    },
    { times: 1 },
  );
  return deploy;
}

/** Does `use` and waits until the code it loads on the page's first use has run. */
async function firstUse(page: Page, use: () => Promise<void>) {
  const code = page.waitForResponse(/\/assets\/UpdateNotice-.*\.js$/);
  await use();
  const url = (await code).url();
  // The page's own module: importing it again resolves once it has run.
  await page.evaluate((src) => import(src).then(() => true), url);
}

test('a new version found while the player types keeps the form: asked first, reloaded once it is sent', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Yenisürüm', 'Oyuncu');
  const deploy = await partGoneOnDeploy(page);
  await page.goto('/profile');
  const phone = page.getByRole('textbox', { name: 'Telefon' });
  // What notes typed input comes with the notice's code, on the page's first use.
  await firstUse(page, () => phone.click());
  await phone.fill('05329998877');
  // Marks this page: a reload would take the mark away.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  deploy();
  const notice = page.getByRole('status').filter({ hasText: /Yeni sürüm hazır|Yazdıklarınız kaybolacak/ });
  await expect(notice.getByText('Yeni sürüm hazır')).toBeVisible();
  await expect(phone).toHaveValue('05329998877');

  // "Yenile" says what would be lost; "Vazgeç", where the focus goes, keeps it.
  await notice.getByRole('button', { name: 'Yenile' }).click();
  await expect(
    notice.getByText(
      'Yazdıklarınız kaybolacak. Henüz göndermediğiniz bir form var: önce gönderebilir ya da sayfayı yine de yenileyebilirsiniz.',
    ),
  ).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Yine de yenile' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await notice.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(notice.getByRole('button', { name: 'Yenile' })).toBeFocused();
  await expect(phone).toHaveValue('05329998877');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Sent, the form goes on to the dashboard, and then the page reloads by itself.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Yeni sürüm hazır')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('05329998877');
  await page.context().close();
});

test('with typed input, "Yine de yenile" reloads the page, and with none a missing file reloads it at once', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Yinede', 'Oyuncu');
  const deployFirst = await partGoneOnDeploy(page);
  await page.goto('/profile');
  const phone = page.getByRole('textbox', { name: 'Telefon' });
  await firstUse(page, () => phone.click());
  await phone.fill('05320001122');
  deployFirst();
  const notice = page.getByRole('status').filter({ hasText: /Yeni sürüm hazır|Yazdıklarınız kaybolacak/ });
  await notice.getByRole('button', { name: 'Yenile' }).click();
  let reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Yine de yenile' }).click();
  await reloaded;
  // Not sent: the saved number is back.
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('05551112233');

  // Nothing typed (and over a minute since the last such reload): no question, no notice.
  await page.evaluate(() => sessionStorage.removeItem('raket:reloaded-for-new-version'));
  const deploySecond = await partGoneOnDeploy(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();
  reloaded = page.waitForEvent('load');
  deploySecond();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Şifre değiştir' })).toBeVisible();
  await page.context().close();
});
