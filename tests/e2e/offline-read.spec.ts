import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';
import { expectWorkerActive } from './support/worker.js';

// This journey is about the installed app, which the other journeys leave out.
test.use({ serviceWorkers: 'allow' });

// A screen opened offline whose data was never read says it waits for the connection, instead of
// a grey card or loaders that would stay until it is back, and fills in by itself once it is.
test('the dashboard opened offline with nothing read yet says it waits, and fills in once back online', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Çevrimdışı', 'Okuyucu', {
    viewport: { width: 390, height: 844 },
  });
  await page.goto('/profile');
  await expectWorkerActive(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();

  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('heading', { name: 'Merhaba, Çevrimdışı!' })).toBeVisible();
  // Said once, where the ladder will be: the cards below wait unseen until the strip has answered.
  const waiting = page.getByText('Bağlantı yok: bu bölüm bağlantı geri geldiğinde yüklenecek.');
  await expect(waiting.filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Yükleniyor...' }).filter({ visible: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('dashboard-offline-390.png') });

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Bekleyen Maç Teklifleri' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
});
