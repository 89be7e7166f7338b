import { trackRequests } from './support/in-flight.js';
import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

// Without the service worker (a first visit, before it has downloaded the app), a screen opened
// while the connection is down cannot download its chunk.
test('a screen opened offline shows "Tekrar dene" in place of the screen and draws once back online', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Çevrimdışı', 'Oyuncu', { serviceWorkers: 'block' });
  const requests = trackRequests(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(page.getByRole('heading', { name: /Merhaba, Çevrimdışı/ })).toBeVisible();
  // The dashboard's own parts have arrived before the connection drops (support/in-flight).
  await requests.settled();

  await page.context().setOffline(true);
  await nav.getByRole('link', { name: /Bildirimler/ }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Bağlantınız yok gibi görünüyor' });
  await expect(failure).toBeVisible();
  // Not a blank page: the menu is still there, and the offline notice says why.
  await expect(nav.getByRole('link', { name: /Ligler/ })).toBeVisible();
  await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();

  // Back online, the screen is tried again by itself.
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  await expect(failure).toBeHidden();
  await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeHidden();
  await page.context().close();
});
