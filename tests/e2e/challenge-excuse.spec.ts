import { signIn } from './support/accounts.js';
import { createLadderThroughApi, pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

const istanbulDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test('an excused player shows as (Mazeretli) to others and cannot pass the wizard’s excuse step', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Hakan', 'Bir'],
    ['İlker', 'İki'],
    ['Kaan', 'Üç'],
    ['Levent', 'Dört'],
    ['Murat', 'Beş'],
    ['Necati', 'Altı'],
  ]);
  const excused = players[3];
  const other = players[5];

  const page = await pageFor(browser);
  await signIn(page, excused, '/dashboard');
  await page.getByRole('button', { name: 'Mazeret Bildir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mazeret Bildir' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Mazeret türü seçiniz.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Mazeret Türü' }).click();
  await page.getByRole('option', { name: 'Sakatlık' }).click();
  await dialog.getByLabel('Başlangıç Tarihi').fill(istanbulDate(3));
  await dialog.getByLabel('Bitiş Tarihi').fill(istanbulDate(1));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.')).toBeVisible();
  // A period wholly in the past is refused by the server, its reason under the end date.
  await dialog.getByLabel('Başlangıç Tarihi').fill(istanbulDate(-10));
  await dialog.getByLabel('Bitiş Tarihi').fill(istanbulDate(-1));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByLabel('Bitiş Tarihi')).toHaveAccessibleDescription(
    /Bitiş tarihi bugünden önce olamaz: tamamen geçmişte kalan bir mazeret girilemez\./,
  );
  await expect(dialog.getByLabel('Bitiş Tarihi')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Başlangıç Tarihi').fill(istanbulDate(0));
  await dialog.getByLabel('Bitiş Tarihi').fill(istanbulDate(5));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Durum güncellendi!')).toBeVisible();
  await expect(page.getByText('Aktif mazeretiniz:')).toBeVisible();

  await page.goto('/match');
  await page.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await page.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await expect(page.getByRole('alert')).toContainText('Aktif bir mazeretiniz var');
  await expect(page.getByRole('button', { name: 'Devam' })).toBeDisabled();

  const otherPage = await pageFor(browser);
  await signIn(otherPage, other, '/dashboard');
  await otherPage.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' }).click();
  const modal = otherPage.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  const row = modal.getByRole('listitem', { name: '4. Levent Dört' });
  await expect(row).toContainText('Levent Dört (Mazeretli)');
  await expect(row.getByRole('button', { name: 'Teklif Edilemez' })).toBeDisabled();
  await expect(modal.getByRole('listitem')).toHaveCount(5);

  // The dashboard's two-step confirmation sends to a player who is free.
  await modal.getByRole('button', { name: 'Kaan Üç: Teklif Et' }).click();
  await expect(modal.getByText('Rakibiniz: Kaan Üç (3. sıra)')).toBeVisible();
  await modal.getByRole('button', { name: 'Devam' }).click();
  await expect(modal.getByText('Onaylıyor musunuz?')).toBeVisible();
  await expect(modal.getByText('maç 5 gün içinde oynanmalıdır', { exact: false })).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  await modal.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(otherPage.getByText('Teklif başarıyla gönderildi ve bildirim oluşturuldu!')).toBeVisible();
});
