import { ADMIN, signIn, signInThroughForm } from './support/accounts.js';
import { addUsers, addUserWithPassword, passwordLinkFor, tag } from './support/admin.js';
import { sameOrigin } from './support/origin.js';
import { expect, request, test } from './support/test.js';

const FIRST_NAMES = ['Ali', 'Bora', 'Cem', 'Çınar', 'Derya', 'Ece', 'Fırat', 'Gül', 'İpek'];

test('an admin searches, sorts and pages users, adds one who then signs in, deletes one, and an admin renames themself', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  const lastName = `Zorlu${t}`;
  await signIn(page, ADMIN);
  await addUsers(
    page.request,
    FIRST_NAMES.map((firstName, i) => ({
      firstName,
      lastName,
      email: `${t}-${i}@raket.test`,
      gender: i % 2 ? 'female' : 'male',
    })),
  );

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Kullanıcı Yönetimi' }).click();
  await expect(page).toHaveURL(/\/userm$/);
  const table = page.getByRole('table', { name: 'Kullanıcılar' });
  const firstNames = () => table.getByRole('row').locator('td:first-child');

  // Search: Turkish capitals fold to the stored names.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`ZORLU${t.toUpperCase()}`);
  await expect(page.getByText('Sayfa 1 / 2 · 9 kullanıcı')).toBeVisible();
  await expect(firstNames()).toHaveText(['Ali', 'Bora', 'Cem', 'Çınar', 'Derya', 'Ece', 'Fırat', 'Gül']);

  // Paging by the server, 8 a page.
  await page.getByRole('button', { name: 'Sonraki' }).click();
  await expect(page.getByText('Sayfa 2 / 2 · 9 kullanıcı')).toBeVisible();
  await expect(firstNames()).toHaveText(['İpek']);
  await expect(page.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  await page.getByRole('button', { name: 'Önceki' }).click();
  await expect(page.getByText('Sayfa 1 / 2 · 9 kullanıcı')).toBeVisible();

  // Sorting: first name descending, then e-mail.
  await page.getByRole('button', { name: 'Ad', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Ad', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstNames().first()).toHaveText('İpek');
  await page.getByRole('button', { name: 'E-posta' }).click();
  await expect(firstNames().first()).toHaveText('Ali');

  // Search by a Turkish name in capitals finds exactly one.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`İPEK ZORLU${t.toUpperCase()}`);
  await expect(page.getByText('Sayfa 1 / 1 · 1 kullanıcı')).toBeVisible();

  // Add a user: the new user gets a link by mail, sets a password and signs in.
  const email = `${t}-yeni@raket.test`;
  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByText('E-posta adresi zorunludur.')).toBeVisible();
  await expect(dialog.getByText('Cinsiyet seçiniz.')).toBeVisible();
  await dialog.getByLabel('E-posta').fill(email);
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Şebnem');
  await dialog.getByLabel('Soyad').fill(lastName);
  await dialog.getByLabel('Telefon').fill('05324445566');
  await dialog.getByLabel('Doğum Tarihi').fill('1993-09-09');
  await dialog.getByRole('combobox', { name: 'Cinsiyet' }).click();
  await page.getByRole('option', { name: 'Kadın' }).click();
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kullanıcı eklendi.' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(email);
  await expect(firstNames()).toHaveText(['Şebnem']);

  const link = await passwordLinkFor(email);
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(link);
  // The welcome mail's link opens the screen worded for a first password, not a reset.
  expect(link).toContain('reset-password?ilk=1&token=');
  await expect(newcomer.getByRole('heading', { name: 'Şifrenizi Belirleyin' })).toBeVisible();
  await newcomer.getByRole('textbox', { name: 'Şifre', exact: true }).fill('sebnem123');
  await newcomer.getByRole('button', { name: 'Şifremi Belirle' }).click();
  await expect(newcomer.getByText('Şifreniz belirlendi.', { exact: false })).toBeVisible();
  await signInThroughForm(newcomer, { email, password: 'sebnem123' });
  await context.close();

  // Someone guesses her password ten times: the account is locked for sign-in. The table says until
  // when; the admin lifts the lock after a confirmation, and she signs in at once.
  const guesser = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  for (let i = 0; i < 10; i++)
    await guesser.post('/api/auth/login', { data: { email, password: 'yanlis-sifre' } });
  expect((await guesser.post('/api/auth/login', { data: { email, password: 'sebnem123' } })).status()).toBe(
    429,
  );
  await guesser.dispose();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(email);
  await expect(table.getByText(/^Girişi kilitli \(\d{2}:\d{2} saatine kadar\)$/)).toBeVisible();
  await page.getByRole('button', { name: `Kilidi kaldır: Şebnem ${lastName}` }).click();
  const unlock = page.getByRole('dialog', { name: 'Giriş Kilidini Kaldır' });
  await expect(unlock).toContainText('art arda yanlış şifre girildiği için');
  await unlock.getByRole('button', { name: 'Kilidi kaldır' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Giriş kilidi kaldırıldı' })).toBeVisible();
  await expect(table.getByText(/Girişi kilitli/)).toHaveCount(0);
  const unlocked = await browser.newContext();
  await signInThroughForm(await unlocked.newPage(), { email, password: 'sebnem123' });
  await unlocked.close();

  // View, then delete one user with the warning.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`${t}-0@`);
  await expect(firstNames()).toHaveText(['Ali']);
  await page.getByRole('button', { name: `Ali ${lastName} görüntüle` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Kullanıcı Bilgileri' }).getByText(`${t}-0@raket.test`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Kapat', exact: true }).click();
  await page.getByRole('button', { name: `Ali ${lastName} sil` }).click();
  const confirm = page.getByRole('dialog', { name: 'Kullanıcıyı Sil' });
  await expect(confirm.getByText('Dikkat! Bu işlem geri alınamaz.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kullanıcı silindi.' })).toBeVisible();
  await expect(page.getByText('Kullanıcı bulunamadı.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(lastName.toUpperCase());
  await expect(page.getByText('Sayfa 1 / 2 · 9 kullanıcı')).toBeVisible();

  // The admin's own row offers no deletion: their account is deleted from their profile.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(ADMIN.email);
  await expect(page.getByRole('button', { name: 'Ayşe Yönetici düzenle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ayşe Yönetici sil' })).toHaveCount(0);

  // An admin who corrects their own name on /userm sees it in the header at once.
  const second = await addUserWithPassword(page.request, baseURL!, {
    firstName: 'İkinci',
    lastName: `Yönetici${t}`,
    email: `${t}-ikinci@raket.test`,
    gender: 'female',
    role: 'Admin',
  });
  const own = await (await browser.newContext()).newPage();
  await signIn(own, second, '/userm');
  await expect(own.getByRole('banner').first()).toContainText(`İkinci Yönetici${t}`);
  await own.getByRole('searchbox', { name: 'Ara' }).fill(second.email);
  await own.getByRole('button', { name: `İkinci Yönetici${t} düzenle` }).click();
  const edit = own.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await edit.getByLabel('Soyad').fill(`Yöneticioğlu${t}`);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Kullanıcı güncellendi.' })).toBeVisible();
  await expect(own.getByRole('banner').first()).toContainText(`İkinci Yöneticioğlu${t}`);

  // Another Admin's sign-in lock is a Super Admin's to lift: the Admin sees it without the button.
  const peerEmail = `${t}-kilitli-yonetici@raket.test`;
  await addUsers(page.request, [
    { firstName: 'Kilitli', lastName: `Yönetici${t}`, email: peerEmail, gender: 'female', role: 'Admin' },
  ]);
  const peerGuesser = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  for (let i = 0; i < 10; i++)
    await peerGuesser.post('/api/auth/login', { data: { email: peerEmail, password: 'yanlis-sifre' } });
  await peerGuesser.dispose();
  await own.getByRole('searchbox', { name: 'Ara' }).fill(peerEmail);
  await expect(own.getByRole('table', { name: 'Kullanıcılar' }).getByText(/^Girişi kilitli/)).toBeVisible();
  await expect(own.getByRole('button', { name: `Kilidi kaldır: Kilitli Yönetici${t}` })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(peerEmail);
  await expect(page.getByRole('button', { name: `Kilidi kaldır: Kilitli Yönetici${t}` })).toBeVisible();
});
