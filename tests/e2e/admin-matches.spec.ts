import { ADMIN, signIn } from './support/accounts.js';
import { addUsers, createLeagueWithPlayers, tag } from './support/admin.js';
import { expect, type Page, test } from './support/test.js';

async function pickPlayer(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('an admin adds a match and sees it listed first', async ({ page }) => {
  const t = tag();
  // Later than any match the other journeys add, so this one is listed first.
  const year = new Date().getFullYear() + 1;
  await signIn(page, ADMIN);
  const [keremId] = await addUsers(page.request, [
    { firstName: 'Kerem', lastName: `Maççı${t}`, email: `${t}-kerem@raket.test` },
    { firstName: 'Selin', lastName: `Maççı${t}`, email: `${t}-selin@raket.test`, gender: 'female' },
  ]);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Maç Yönetimi' }).click();
  await expect(page).toHaveURL(/\/macm$/);
  // An admin's match needs no league; the list below then shows every league's matches.
  await expect(page.getByRole('combobox', { name: 'Lig' })).toHaveValue('Ligsiz maç');
  await expect(page.getByText('Tüm liglerin ve ligsiz maçların listesi.')).toBeVisible();

  await pickPlayer(page, 'Oyuncu 1', `kerem maççı${t}`, `Kerem Maççı${t} (${t}-kerem@raket.test)`);
  await pickPlayer(
    page,
    'Oyuncu 2',
    `KEREM MAÇÇI${t.toUpperCase()}`,
    `Kerem Maççı${t} (${t}-kerem@raket.test)`,
  );
  await page.getByLabel('Tarih ve Saat').fill(`${year}-06-20T18:30`);
  await page.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(page.getByText('Oyuncu 1 ve Oyuncu 2 farklı kişiler olmalıdır.')).toBeVisible();

  await pickPlayer(page, 'Oyuncu 2', `selin`, `Selin Maççı${t} (${t}-selin@raket.test)`);
  await expect(page.getByRole('combobox', { name: 'Oyuncu 2' })).toHaveValue(
    `Selin Maççı${t} (${t}-selin@raket.test)`,
  );
  // A planned match has no score yet: the field is there only for a played one.
  await expect(page.getByRole('combobox', { name: 'Durum' })).toHaveValue('Planlanmış');
  await expect(page.getByLabel('Skor')).toHaveCount(0);
  await page.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maç başarıyla eklendi!' })).toBeVisible();
  // The confirmation stays until the next entry begins.
  await expect(page.getByRole('combobox', { name: 'Oyuncu 1' })).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Maç başarıyla eklendi!' })).toBeVisible();

  const first = page.getByRole('table', { name: 'Maçlar' }).getByRole('row').nth(1);
  await expect(first).toContainText(`Kerem Maççı${t}`);
  await expect(first).toContainText(`Selin Maççı${t}`);
  // Its state as the players see it: planned, the date given being its agreed slot.
  await expect(first).toContainText('Planlandı');
  await expect(first).toContainText(`20 Haz ${year} 18:30`);
  // Starting the next entry clears it.
  await page.getByLabel('Tarih ve Saat').fill(`${year}-06-21T10:00`);
  await expect(page.getByText('Maç başarıyla eklendi!')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Maçlar' }).getByRole('row').nth(1)).toContainText(
    `Selin Maççı${t}`,
  );

  // A played match in a league is its result: the results beside the form show it at once.
  const [canId] = await addUsers(page.request, [
    { firstName: 'Can', lastName: `Sonuçlu${t}`, email: `${t}-can@raket.test` },
  ]);
  const league = await createLeagueWithPlayers(page.request, `Sonuç Ligi ${t}`, [keremId, canId]);
  // The form's league list is read when the page opens.
  await page.reload();
  const recent = page.getByRole('list', { name: 'Son sonuçlar' });
  await expect(page.getByRole('heading', { name: 'Son sonuçlar' })).toBeVisible();
  await expect(recent.getByText(`Can Sonuçlu${t}`)).toHaveCount(0);
  const lig = page.getByRole('combobox', { name: 'Lig' });
  await lig.click();
  await page.getByRole('option', { name: league.name }).click();
  await expect(page.getByText('Tüm liglerin ve ligsiz maçların listesi.')).toHaveCount(0);
  await pickPlayer(page, 'Oyuncu 1', `can sonuçlu${t}`, `Can Sonuçlu${t} (${t}-can@raket.test)`);
  await pickPlayer(page, 'Oyuncu 2', `kerem maççı${t}`, `Kerem Maççı${t} (${t}-kerem@raket.test)`);
  // Two days ago: played, and in the league's season.
  const played = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Tarih ve Saat').fill(`${played}T18:30`);
  await page.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: 'oynanmış' }).click();
  await page.getByLabel('Skor').fill('6-3 6-2');
  await page.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maç başarıyla eklendi!' })).toBeVisible();
  await expect(recent.getByRole('listitem').filter({ hasText: `Can Sonuçlu${t}` })).toContainText('6-3 6-2');
});
