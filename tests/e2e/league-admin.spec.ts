import { ADMIN, createPlayer, signIn } from './support/accounts.js';
import { leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

test('an admin creates a league through the tabs, edits it and deletes it', async ({ page }) => {
  const name = leagueName('Sonbahar Ligi');
  const renamed = `${name} (düzenlendi)`;
  const year = new Date().getFullYear();
  await signIn(page, ADMIN, '/addleague');
  await expect(page.getByRole('heading', { name: 'Lig Ekle' })).toBeVisible();

  // Genel Ayarlar: every mistake is named at once, the dates' order beside a gender not chosen
  await page.getByLabel('Lig Adı').fill(name);
  await page.getByLabel('Başlangıç Tarihi').fill(`${year}-03-01`);
  await page.getByLabel('Bitiş Tarihi').fill(`${year}-02-01`);
  await page.getByRole('button', { name: 'Lig Ekle' }).click();
  await expect(page.getByText('Lig cinsiyetini seçiniz.')).toBeVisible();
  await expect(page.getByLabel('Bitiş Tarihi')).toHaveAccessibleDescription(
    'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  );
  await page.getByRole('combobox', { name: 'Cinsiyet' }).click();
  await page.getByRole('option', { name: 'Erkek' }).click();
  await page.getByLabel('Bitiş Tarihi').fill(`${year + 1}-02-01`);

  // Rules
  await page.getByRole('tab', { name: 'Kurallar' }).click();
  await page.getByRole('combobox', { name: 'Set Sayısı' }).click();
  await page.getByRole('option', { name: '5 set' }).click();
  await expect(page.getByLabel('Set Tie-Break Skoru')).toHaveValue('7');
  await expect(page.getByLabel('Süper Tie-Break Skoru')).toHaveValue('10');
  await page.getByLabel('Lig Kuralları').fill('Kazanan üst sıraya çıkar.');

  // Maç Teklif Ayarları: a 0 limit is refused, and the form jumps to the tab with the error
  await page.getByRole('tab', { name: 'Maç Teklif Ayarları' }).click();
  await expect(page.getByLabel('Yanıt Süresi (gün)')).toHaveValue('2');
  await page.getByLabel('Aynı Anda Gönderilebilecek Teklif').fill('0');
  await page.getByRole('tab', { name: 'Genel Ayarlar' }).click();
  await page.getByRole('button', { name: 'Lig Ekle' }).click();
  await expect(page.getByRole('tab', { name: 'Maç Teklif Ayarları' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Değer 1 ile 20 arasında olmalıdır.')).toBeVisible();
  await page.getByLabel('Aynı Anda Gönderilebilecek Teklif').fill('4');
  await page.getByRole('button', { name: 'Lig Ekle' }).click();
  await expect(page.getByText(`Lig eklendi. (${name})`)).toBeVisible();
  // the form resets to its defaults
  await page.getByRole('tab', { name: 'Genel Ayarlar' }).click();
  await expect(page.getByLabel('Lig Adı')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Cinsiyet' })).toHaveValue('');
  await expect(page.getByLabel('Bitiş Tarihi')).toHaveValue('');

  // A second league of that name, however it is written, is refused: under the name, on its tab.
  await page.getByLabel('Lig Adı').fill(` ${name.toLocaleUpperCase('tr-TR')}`);
  await page.getByLabel('Başlangıç Tarihi').fill(`${year}-03-01`);
  await page.getByLabel('Bitiş Tarihi').fill(`${year + 1}-02-01`);
  await page.getByRole('combobox', { name: 'Cinsiyet' }).click();
  await page.getByRole('option', { name: 'Erkek' }).click();
  await page.getByRole('tab', { name: 'Kurallar' }).click();
  await page.getByRole('button', { name: 'Lig Ekle' }).click();
  await expect(page.getByRole('tab', { name: 'Genel Ayarlar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Lig Adı')).toHaveAccessibleDescription(
    'Bu adla bir lig zaten var; başka bir ad yazınız.',
  );
  await expect(page.getByText('Bu adla bir lig zaten var; başka bir ad yazınız.')).toHaveCount(1);

  await page.goto('/league-settings');
  const card = page.getByRole('region', { name });
  await expect(card.getByText('Aktif')).toBeVisible();
  await card.getByRole('button', { name: `Düzenle: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ligi Düzenle' });
  await expect(edit.getByLabel('Lig Adı')).toHaveValue(name);
  await edit.getByRole('tab', { name: 'Kurallar' }).click();
  await expect(edit.getByRole('combobox', { name: 'Set Sayısı' })).toHaveValue('5 set');
  await edit.getByRole('tab', { name: 'Maç Teklif Ayarları' }).click();
  await expect(edit.getByLabel('Aynı Anda Gönderilebilecek Teklif')).toHaveValue('4');
  await edit.getByRole('tab', { name: 'Genel Ayarlar' }).click();
  await edit.getByLabel('Lig Adı').fill(renamed);
  await edit.getByLabel('Lig Aktif').uncheck();
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  const renamedCard = page.getByRole('region', { name: renamed });
  await expect(renamedCard.getByText('Pasif')).toBeVisible();

  await page.reload();
  await renamedCard.getByRole('button', { name: `Sil: ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ligi Sil' });
  await expect(confirm.getByText(`${renamed} adlı ligi silmek istediğinizden emin misiniz?`)).toBeVisible();
  // The dialog says what deleting does.
  await expect(confirm.getByRole('list', { name: 'Silince ne olur' }).getByRole('listitem')).toHaveText([
    'Ligin sıralaması ve sıralama geçmişi silinir; oyuncular ligden çıkarılır, hesapları kalır.',
    'Lige yapılmış bütün başvurular, bekleyenler de, silinir.',
    'Ligin moderatörleri bu ligdeki görevlerinden çıkarılır.',
    'Kapanmış sezonların kayıtları silinir.',
    "Maç teklifi ya da maçı olan bir lig silinemez; onu 'Lig Aktif' seçeneğini kaldırarak pasif hale getirebilirsiniz.",
  ]);
  await expect(confirm.getByText('Bu işlem geri alınamaz.')).toBeVisible();
  await page.screenshot({ path: 'test-results/league-delete-confirm.png' });
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: `Sil: ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Lig silindi.')).toBeVisible();
  await expect(page.getByRole('region', { name: renamed })).toHaveCount(0);
});

test('a player is kept out of league administration', async ({ page, baseURL }) => {
  const player = await createPlayer(baseURL!, { firstName: 'Meraklı', lastName: 'Oyuncu' });
  await signIn(page, player, '/league-settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/addleague');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
