import { trackRequests } from './support/in-flight.js';
import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

// As on a phone that has used the app before: the service worker holds the app's code, so the
// message's toast can be drawn offline.
test.use({ serviceWorkers: 'allow' });

// Only the server can end a session (its cookie is out of the page's reach). A phone that signs out
// with no connection must not look signed out while the session lives on: once back online the app
// would open in the player's account again, for whoever holds the phone.
test('signing out with no connection says it could not, keeps the player signed in, and works once back online', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Ortaktelefon', 'Oyuncu', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const requests = trackRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, Ortaktelefon/ })).toBeVisible();
  await requests.settled();
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Merhaba, Ortaktelefon/ })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: /Menü/ });
  const drawer = page.getByRole('navigation', { name: 'Ana menü' });
  await page.context().setOffline(true);
  await menu.click();
  await drawer.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(
    page.getByText(
      'Çıkış yapılamadı: sunucuya ulaşılamıyor. Bağlantınız geri geldiğinde "Çıkış Yap"a yeniden dokunun.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Merhaba, Ortaktelefon/ })).toBeVisible();
  await menu.click();
  await drawer.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is over on the server too.
  expect((await page.request.get('/api/me')).status()).toBe(204);
  await page.context().close();
});
