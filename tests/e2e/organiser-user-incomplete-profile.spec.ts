import { ADMIN, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const note =
  'Telefon ve doğum tarihi girilmezse profil eksik kalır: kullanıcı, ilk girişinde profilini tamamlayana kadar bir lige eklenemez.';

test('adding a user without phone or birth date says the player cannot be put on a ladder yet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, '/userm');
  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await expect(dialog.getByRole('note')).toHaveText(note);
  await dialog.getByLabel('Telefon').fill('05324445566');
  await expect(dialog.getByRole('note')).toHaveText(note);
  await dialog.getByLabel('Doğum Tarihi').fill('1993-09-09');
  // Both given: the profile is complete, and the note goes.
  await expect(dialog.getByText(note)).toHaveCount(0);
  await dialog.getByLabel('Telefon').fill('');
  await expect(dialog.getByRole('note')).toHaveText(note);
});
