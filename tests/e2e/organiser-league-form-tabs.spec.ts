import { ADMIN, signIn } from './support/accounts.js';
import { leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

test('the league form names the other tabs that hold a mistake, and marks them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = leagueName('Sekme Ligi');
  const year = new Date().getFullYear();
  await signIn(page, ADMIN, '/addleague');
  await expect(page.getByRole('heading', { name: 'Lig Ekle' })).toBeVisible();

  // A mistake on the offers tab, then the name left empty on the first tab.
  await page.getByLabel('Başlangıç Tarihi').fill(`${year}-03-01`);
  await page.getByLabel('Bitiş Tarihi').fill(`${year + 1}-02-01`);
  await page.getByRole('combobox', { name: 'Cinsiyet' }).click();
  await page.getByRole('option', { name: 'Erkek' }).click();
  await page.getByRole('tab', { name: 'Maç Teklif Ayarları' }).click();
  await page.getByLabel('Aynı Anda Gönderilebilecek Teklif').fill('0');
  await page.getByRole('tab', { name: 'Genel Ayarlar' }).click();
  await page.getByRole('button', { name: 'Lig Ekle' }).click();

  // The first mistake is shown; the other tab's is named, not left to be found on the next try.
  await expect(page.getByRole('tab', { name: 'Genel Ayarlar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Lig adı zorunludur.')).toBeVisible();
  const elsewhere = page
    .getByRole('alert')
    .filter({ hasText: 'Düzeltilmesi gereken alanların bulunduğu diğer sekmeler' });
  await expect(elsewhere).toHaveText(
    'Düzeltilmesi gereken alanların bulunduğu diğer sekmeler: “Maç Teklif Ayarları”.',
  );
  await expect(page.getByRole('tab', { name: 'Maç Teklif Ayarları' }).getByText('!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kurallar' }).getByText('!')).toHaveCount(0);

  // Fixing the name clears its mark; the offers tab still holds one until it is fixed there.
  await page.getByLabel('Lig Adı').fill(name);
  await expect(page.getByRole('tab', { name: 'Genel Ayarlar' }).getByText('!')).toHaveCount(0);
  await expect(elsewhere).toBeVisible();
  await page.getByRole('tab', { name: 'Maç Teklif Ayarları' }).click();
  await expect(elsewhere).toHaveCount(0);
  await expect(page.getByText('Değer 1 ile 20 arasında olmalıdır.')).toBeVisible();
  await page.getByLabel('Aynı Anda Gönderilebilecek Teklif').fill('3');
  await expect(page.getByRole('tab', { name: 'Maç Teklif Ayarları' }).getByText('!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lig Ekle' }).click();
  await expect(page.getByText(`Lig eklendi. (${name})`)).toBeVisible();
});
