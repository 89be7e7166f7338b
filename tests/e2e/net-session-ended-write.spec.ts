import { trackRequests } from './support/in-flight.js';
import { playerPage } from './support/messaging.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

// A write made offline waits for the connection; if the session ended meanwhile (signed out on
// another device, a password changed there), the server refuses it when it goes. The app then goes
// to the guest home, and the player must hear that what they sent was not saved.
test('a write that waited offline and is refused because the session ended meanwhile is told, not lost in silence', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Bekleyen', 'Oyuncu', { serviceWorkers: 'block' });
  const requests = trackRequests(page);
  await page.goto('/profile');
  const box = page.getByRole('checkbox', { name: 'Duyurular: E-posta' });
  await expect(box).toBeChecked();
  await requests.settled();

  await page.context().setOffline(true);
  await box.click();
  await expect(
    page.getByText('İsteğiniz henüz gönderilmedi; bağlantı geri geldiğinde kendiliğinden gönderilecek.'),
  ).toBeVisible();
  // The session ends elsewhere while the phone is offline.
  const ended = await page.request.post('/api/auth/logout', { data: {}, headers: sameOrigin() });
  expect(ended.status()).toBe(200);

  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/guesthome/);
  await expect(
    page.getByText(
      'Oturumunuz sona erdiği için isteğiniz kaydedilmedi. Yeniden giriş yapıp tekrar deneyiniz.',
    ),
  ).toBeVisible();
  await page.context().close();
});
