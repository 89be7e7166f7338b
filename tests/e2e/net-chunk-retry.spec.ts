import { trackRequests } from './support/in-flight.js';
import { playerPage } from './support/messaging.js';
import { expect, type Page, test } from './support/test.js';

// A phone on poor mobile data, before the service worker holds the app: a screen's code can be cut
// off mid-download while the browser still says it is online. The page reloads once by itself for
// such a failure (it may be a new version's); a second cut right after that reload is what these
// journeys are about. Chromium keeps a failed module's failure for the page's life and gives it to
// every later import of that address without asking the server again.
test.use({ serviceWorkers: 'block' });

/** Cuts off every download of the files matching `glob` until the returned function is called. */
async function cutOff(page: Page, glob: string, only: (url: URL) => boolean = () => true) {
  let cuts = 0;
  await page.route(glob, (route) => {
    if (!only(new URL(route.request().url()))) return route.fallback();
    cuts += 1;
    return route.abort('connectionreset');
  });
  return { cuts: () => cuts, end: () => page.unroute(glob) };
}

async function openDashboard(page: Page) {
  const requests = trackRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
  await requests.settled();
}

test("a screen whose code is cut off again right after the page's reload loads by itself, without a reload", async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Zayıfhat', 'Oyuncu');
  await openDashboard(page);
  // Every download of the screen at its own address is cut: the first makes the page reload, the
  // one after the reload is the failure the browser then keeps.
  const cut = await cutOff(page, '**/assets/LeaguesPage-*.js', (url) => url.search === '');
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: /Ligler/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Ligler', exact: true })).toBeVisible();
  expect(cut.cuts()).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: 'yüklenemedi' })).toHaveCount(0);
  await cut.end();
  await page.context().close();
});

test('a screen that still fails after "Tekrar dene" online reloads the page, which then draws it', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Kesikhat', 'Oyuncu');
  await openDashboard(page);
  // A part the screen imports (only this screen does) is cut off: the screen's own file arrives,
  // but the browser keeps failing the part until the page reloads.
  const cut = await cutOff(page, '**/assets/Accordion-*.js');
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: /Ligler/ })
    .click();
  const failure = page.getByRole('alert').filter({ hasText: 'Bu sayfa yüklenemedi.' });
  // Online: the text does not blame a missing connection, names both causes a file can be missing
  // for (a weak connection, or a new version that removed it), and says what to do.
  await expect(failure).toContainText(
    'Bağlantınız zayıf olabilir ya da uygulama güncellenmiş olabilir: "Tekrar dene"ye dokunun.',
  );
  await expect(failure).not.toContainText('Bağlantınız yok');
  await cut.end();

  await page.evaluate(() => {
    (window as { beforeRetry?: boolean }).beforeRetry = true;
  });
  await failure.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByRole('heading', { name: 'Ligler', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/leagues$/);
  // Only a reload could fetch the part again.
  expect(await page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();
  await page.context().close();
});

test('the account menu, cut off again right after the reload, still loads and opens', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Menükesik', 'Oyuncu');
  // The menu's code at its own address is cut every time: the first makes the page reload, the one
  // after the reload is the failure the browser keeps.
  const cut = await cutOff(page, '**/assets/AccountMenu-*.js', (url) => url.search === '');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, Menükesik/ })).toBeVisible();
  await expect.poll(cut.cuts, { timeout: 20_000 }).toBe(2);
  const account = page.getByRole('button', { name: 'Menükesik Oyuncu' });
  // Loaded afresh: the menu opens, without waiting for a connection that never went away.
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
  await cut.end();
  await page.context().close();
});
