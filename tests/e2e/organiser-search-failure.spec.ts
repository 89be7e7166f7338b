import { ADMIN, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const failed = 'Arama yapılamadı; bağlantınızı kontrol edip yeniden yazınız.';
const serverError = {
  status: 500,
  json: { error: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } },
};

test('a staff picker whose search fails says so, not that nobody was found', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, '/macm');
  await expect(page.getByRole('heading', { name: 'Maç Yönetimi' })).toBeVisible();
  await page.route('**/api/matches/players?**', (route) => route.fulfill(serverError));
  const player = page.getByRole('combobox', { name: 'Oyuncu 1' });
  await player.click();
  await player.fill('zzyy');
  await expect(page.getByText(failed)).toBeVisible();
  await expect(page.getByText('Oyuncu bulunamadı')).toHaveCount(0);

  // The admin mail's recipient and its league list, likewise.
  await page.route('**/api/mail/users?**', (route) => route.fulfill(serverError));
  await page.route('**/api/mail/leagues', (route) => route.fulfill(serverError));
  await page.goto('/adm-mail');
  await expect(page.getByRole('heading', { name: 'E-posta Gönder' })).toBeVisible();
  const recipient = page.getByRole('combobox', { name: 'Alıcı' });
  await recipient.click();
  await recipient.fill('zzyy');
  await expect(page.getByText(failed)).toBeVisible();
  await expect(page.getByText('Kullanıcı bulunamadı')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'Lig e-postası (tüm katılımcılar)' }).check();
  await expect(page.getByRole('combobox', { name: 'Lig' })).toHaveAccessibleDescription(
    /Ligler yüklenemedi; bağlantınızı kontrol edip sayfayı yenileyiniz\./,
  );
});
