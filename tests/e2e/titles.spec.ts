import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

test('every screen names itself in the browser tab', async ({ browser, baseURL, page: anonymous }) => {
  await anonymous.goto('/login');
  await expect(anonymous).toHaveTitle('Giriş Yap · Raket');
  await anonymous.goto('/register');
  await expect(anonymous).toHaveTitle('Kayıt Ol · Raket');

  const { page } = await playerPage(browser, baseURL!, 'Başlık', 'Oyuncu');
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Ana Sayfa · Raket');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('link', { name: /Bildirimler/ }).click();
  await expect(page).toHaveTitle('Bildirimler · Raket');
  await nav.getByRole('link', { name: /Ligler/ }).click();
  await expect(page).toHaveTitle('Ligler · Raket');
  await nav.getByRole('link', { name: /Maçlarım/ }).click();
  await expect(page).toHaveTitle('Maçlarım · Raket');
  // A player's page names the player; the next screen drops the name again.
  await nav.getByRole('link', { name: 'Oyuncu Sayfam' }).click();
  await expect(page).toHaveTitle('Başlık Oyuncu · Oyuncu · Raket');
  await nav.getByRole('link', { name: /Bildirimler/ }).click();
  await expect(page).toHaveTitle('Bildirimler · Raket');
  // The offer screens: the tab's title and the heading name the screen alike.
  await nav.getByRole('link', { name: 'Maç Teklif Et' }).click();
  await expect(page).toHaveTitle('Maç Teklif Et · Raket');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maç Teklif Et');
  await nav.getByRole('link', { name: 'Teklifleri Gör' }).click();
  await expect(page).toHaveTitle('Maç Teklifleri · Raket');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maç Teklifleri');
  await page.context().close();
});
