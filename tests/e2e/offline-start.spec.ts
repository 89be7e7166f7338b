import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';
import { expectWorkerActive } from './support/worker.js';

// This journey is about the service worker, which the other journeys leave out.
test.use({ serviceWorkers: 'allow' });

// The installed app opened while the server cannot be reached: whether the player is signed in is
// not known, so it says the server is out of reach (not the guest home), and opens the page by
// itself once the server answers again.
test('a signed-in player opening the app with the server out of reach is not shown as signed out', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Bağlantısız', 'Açılış');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/maclarim');
  await expect(page.getByRole('heading', { name: 'Maçlarım', level: 1 })).toBeVisible();
  await expectWorkerActive(page);

  const unreachable = (url: URL) => url.pathname.startsWith('/api/');
  await page.context().route(unreachable, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sunucuya ulaşılamıyor.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/maclarim$/);
  await expect(page.getByText('Misafir Girişi')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unreachable-390.png') });

  // The server answers again: the app asks by itself and opens the page, still signed in.
  await page.context().unroute(unreachable);
  await expect(page.getByRole('heading', { name: 'Maçlarım', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/maclarim$/);
  await page.context().close();
});
