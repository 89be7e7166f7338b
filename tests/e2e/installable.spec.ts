import crypto from 'node:crypto';
import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';
import { expectWorkerActive } from './support/worker.js';

// This journey is about the service worker, which the other journeys leave out.
test.use({ serviceWorkers: 'allow' });

test('the app is installable and a second visit draws with the static files unreachable', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Kurulum', 'Oyuncu');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, Kurulum/ })).toBeVisible();

  // The manifest is linked and says what an installed Raket is.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestRes = await page.request.get(href!);
  expect(manifestRes.ok()).toBe(true);
  const manifest = await manifestRes.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Raket'),
    short_name: 'Raket',
    lang: 'tr-TR',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#087f5b',
    background_color: expect.stringMatching(/^#/),
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of [...icons.map((i) => i.src), '/favicon.ico', '/apple-touch-icon.png']) {
    const res = await page.request.get(icon);
    expect(res.status(), icon).toBe(200);
    expect(res.headers()['content-type'], icon).toMatch(/^image\//);
  }

  // The service worker registers and takes over once it has precached the app.
  await expectWorkerActive(page);

  // Second visit: every request but the API's fails, yet the dashboard draws from the cache.
  const refused: string[] = [];
  await page.context().route(
    (url) => !url.pathname.startsWith('/api/'),
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: /Merhaba, Kurulum/ })).toBeVisible();
  await expect(page).toHaveTitle('Ana Sayfa · Raket');
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // A screen not opened before comes from the cache too.
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: /Bildirimler/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  expect(refused.filter((u) => /\/assets\/|index\.html|\/dashboard$/.test(u))).toEqual([]);
  await page.context().close();
});

test('a phone that lost its connection before the app could install gets it once back online', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Kopuk', 'Oyuncu');
  // The worker's code is fetched once the network has been quiet for a while; the connection drops
  // first, and offline its code waits for the connection (lib/online's `whenOnline`).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, Kopuk/ })).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(false);
  // Back online, without reloading the page: the worker registers and takes over.
  await page.context().setOffline(false);
  await expectWorkerActive(page);
  await page.context().close();
});

test('push can be turned on from the profile on the first visit, before the app has installed', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'İlkziyaret', 'Oyuncu', {
    permissions: ['notifications'],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // The push service cannot be reached from here: the browser's subscription is a stand-in, handed
  // out by whichever worker registration asks once it is active.
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
  await page.addInitScript((address) => {
    let subscription: object | null = null;
    PushManager.prototype.getSubscription = async () => subscription as PushSubscription | null;
    PushManager.prototype.subscribe = async () => {
      subscription = {
        endpoint: address,
        toJSON: () => ({ endpoint: address, keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' } }),
        unsubscribe: async () => true,
      };
      return subscription as PushSubscription;
    };
  }, endpoint);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();
  // Tapped at once: the worker waits for a quiet network before it registers, and has not yet.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(false);
  await page.getByRole('button', { name: 'Bildirim izni' }).click();
  await expect(page.getByText('Anlık bildirimler bu cihazda açıldı.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Bu cihazda anlık bildirimler açık.')).toBeVisible();
  await expect(page.getByText(/Bu tarayıcı anlık bildirimleri desteklemiyor/)).toHaveCount(0);
  const devices = await (await page.request.get('/api/account/data')).json();
  expect(devices['Anlık bildirim alan cihazlar']).toMatchObject([{ 'Bildirim adresi': endpoint }]);
  await page.context().close();
});
