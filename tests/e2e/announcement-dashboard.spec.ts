import { adminPage, playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

test('an admin posts an announcement; a player reads it on the dashboard and it moves to the shaded list', async ({
  browser,
  baseURL,
}) => {
  const title = `Kort bakımı ${Date.now()}`;
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/announcement-management');
  await expect(admin.getByRole('heading', { name: 'Duyuru Yönetimi' })).toBeVisible();
  await admin.getByRole('button', { name: 'Yeni Duyuru' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Yeni Duyuru' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Başlık zorunludur.')).toBeVisible();
  await expect(dialog.getByText('İçerik zorunludur.')).toBeVisible();
  await dialog.getByLabel('Başlık').fill(title);
  await dialog.getByLabel('İçerik').fill('Cumartesi günü 1 numaralı kort kapalıdır.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await admin.close();

  const { page } = await playerPage(browser, baseURL!, 'Okur', 'Oyuncu');
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Duyurular' });
  const item = card.getByRole('article', { name: title });
  await expect(item).toBeVisible({ timeout: 30_000 }); // the first load, on a busy machine
  await expect(item.getByText('Cumartesi günü 1 numaralı kort kapalıdır.')).toBeVisible();
  await expect(item.getByText('Bitiş tarihi: Süresiz')).toBeVisible();
  await expect(item.getByText('Tarih bilgisi yok')).toHaveCount(0);
  // By keyboard: the button turns busy while its request runs. Refused, it is usable again and has
  // the focus back beside the error; then it goes with its announcement, and the focus stays in the
  // card instead of falling to the page's start.
  const markRead = item.getByRole('button', { name: 'Okundu olarak işaretle' });
  await page.route('**/api/announcements/*/read', (route) =>
    route.fulfill({ status: 409, json: { error: { code: 'conflict', message: 'Şu an işlenemedi.' } } }),
  );
  await markRead.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('alert')).toHaveText('Şu an işlenemedi.');
  await expect(markRead).toBeFocused();
  await page.unroute('**/api/announcements/*/read');
  await page.keyboard.press('Enter');
  await expect(item).toBeHidden();
  await expect(card.locator(':focus')).toHaveCount(1);

  await card.getByRole('button', { name: 'Tüm duyuruları gör' }).click();
  const all = page.getByRole('dialog', { name: 'Tüm Duyurular' });
  const read = all.getByRole('listitem', { name: title });
  await expect(read).toHaveAttribute('data-read', 'true');
  await expect(read.getByText('Okundu', { exact: true })).toBeVisible();

  // Read stays read after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Duyurular' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Duyurular' }).getByRole('article', { name: title }),
  ).toHaveCount(0);
});
