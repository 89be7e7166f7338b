import { ADMIN, signIn } from './support/accounts.js';
import { addUsers, addUserWithPassword, tag } from './support/admin.js';
import { expect, test } from './support/test.js';

test('an admin saves the general settings, makes a player an admin, who then sees the admin links', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  const t = tag();
  const player = await addUserWithPassword(page.request, baseURL!, {
    firstName: 'Terfi',
    lastName: `Eden${t}`,
    email: `${t}-terfi@raket.test`,
  });

  // General settings: Turkish validation, then a save that sticks.
  const general = page.locator('form').filter({ hasText: 'Oturum zaman aşımı' });
  await page.getByRole('link', { name: 'Yönetim', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Genel Ayarlar' }).click();
  const timeout = page.getByLabel('Oturum zaman aşımı (dakika)');
  // The default, unless an earlier attempt of this journey on the same server saved its own value
  // already: each attempt saves another, so the value read after the save is not the earlier one's.
  const attempt = test.info().retry + test.info().repeatEachIndex;
  const minutes = String(45 + attempt);
  await expect(timeout).toHaveValue(attempt === 0 ? '30' : /^\d+$/);
  await timeout.fill('0');
  await general.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.getByText('Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.'),
  ).toBeVisible();
  // A pasted "-5" or "2.5" stays as pasted and gets the same error: it is not saved as 5 or 2 minutes.
  for (const pasted of ['-5', '2.5']) {
    await timeout.fill(pasted);
    await expect(timeout).toHaveValue(pasted);
    await general.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      page.getByText('Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.'),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ayarlar kaydedildi.' })).toHaveCount(0);
  }
  await timeout.fill(minutes);
  // The browser tests share one server: the general deadline (a new league's play deadline) stays 7 days.
  await page.getByLabel('Maç tamamlama süresi (gün)').fill('7');
  await general.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ayarlar kaydedildi.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Oturum zaman aşımı (dakika)')).toHaveValue(minutes);
  await expect(page.getByLabel('Maç tamamlama süresi (gün)')).toHaveValue('7');

  // Role management: the row shows the new role at once.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Rol Yönetimi' }).click();
  await expect(page).toHaveURL(/\/rm$/);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(player.email);
  const table = page.getByRole('table', { name: 'Kullanıcı rolleri' });
  const row = table.getByRole('row').filter({ hasText: player.email });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Oyuncu');
  // League moderation is not a role here: the page says where it is granted.
  await expect(page.getByText('Bir ligi yönetme yetkisi her lig için ayrı verilir')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lig Ayarları' })).toHaveAttribute('href', '/league-settings');
  // On a phone the link is a finger's tap target, not a line of text.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    (await page.getByRole('link', { name: 'Lig Ayarları' }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
  await page.setViewportSize(desktop);
  const roleBox = page.getByRole('combobox', { name: `${player.email} için rol` });
  await roleBox.click();
  await expect(page.getByRole('option', { name: 'Süper Yönetici', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Super Admin', exact: true })).toHaveCount(0);
  // A change asks first; declining keeps the role.
  await page.getByRole('option', { name: 'Yönetici', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Rolü değiştir' });
  await expect(
    confirm.getByText(`${player.email} kullanıcısının rolü Oyuncu yerine Yönetici olsun mu?`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Oyuncu');
  await roleBox.click();
  await page.getByRole('option', { name: 'Yönetici', exact: true }).click();
  await confirm.getByRole('button', { name: 'Rolü Değiştir' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yönetici');
  await expect(page.getByRole('status').filter({ hasText: 'Rol güncellendi.' })).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(player.email);
  await expect(table.getByRole('row').filter({ hasText: player.email }).getByRole('cell').nth(2)).toHaveText(
    'Yönetici',
  );

  // The promoted player now has the admin links.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, player);
  await expect(theirs.getByRole('link', { name: 'Yönetim', exact: true })).toBeVisible();
  await theirs.getByRole('link', { name: 'Yönetim', exact: true }).click();
  await expect(theirs.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible();
  for (const name of [
    'Rol Yönetimi',
    'Genel Ayarlar',
    'Yönetici Bildirimleri',
    'Lig Ayarları',
    'Kullanıcı Yönetimi',
    'Duyuru Yönetimi',
    'Maç Yönetimi',
  ]) {
    await expect(theirs.getByRole('link', { name })).toBeVisible();
  }
  // Only a Super Admin grants 'Süper Yönetici' or changes a Super Admin's role: an Admin is offered neither.
  await theirs.goto('/rm');
  await theirs.getByRole('searchbox', { name: 'Ara' }).fill(ADMIN.email);
  await expect(theirs.getByRole('combobox', { name: `${ADMIN.email} için rol`, exact: true })).toBeDisabled();
  await theirs.getByRole('searchbox', { name: 'Ara' }).fill(player.email);
  await theirs.getByRole('combobox', { name: `${player.email} için rol` }).click();
  await expect(theirs.getByRole('option', { name: 'Süper Yönetici', exact: true })).toBeDisabled();
  await expect(theirs.getByRole('option', { name: 'Oyuncu', exact: true })).toBeEnabled();
  await theirs.keyboard.press('Escape');
  // Nor does the add-user form offer it.
  await theirs.goto('/userm');
  await theirs.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  await theirs
    .getByRole('dialog', { name: 'Kullanıcı Ekle' })
    .getByRole('combobox', { name: 'Rol', exact: true })
    .click();
  await expect(theirs.getByRole('option', { name: 'Süper Yönetici', exact: true })).toBeDisabled();
  await expect(theirs.getByRole('option', { name: 'Yönetici', exact: true })).toBeEnabled();
  await theirs.keyboard.press('Escape');
  await theirs
    .getByRole('dialog', { name: 'Kullanıcı Ekle' })
    .getByRole('button', { name: 'Vazgeç' })
    .click();
  // Another Admin's e-mail is not theirs to change: the new address would receive the reset links.
  const peerEmail = `${t}-diger-yonetici@raket.test`;
  await addUsers(page.request, [
    { firstName: 'Diğer', lastName: `Yönetici${t}`, email: peerEmail, role: 'Admin' },
  ]);
  await theirs.getByRole('searchbox', { name: 'Ara' }).fill(peerEmail);
  await theirs.getByRole('button', { name: `Diğer Yönetici${t} düzenle` }).click();
  const edit = theirs.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await expect(edit.getByRole('textbox', { name: 'E-posta' })).toBeDisabled();
  await expect(
    edit.getByText('Başka bir yöneticinin e-posta adresini yalnızca bir Süper Yönetici değiştirebilir.'),
  ).toBeVisible();
  await context.close();
});
