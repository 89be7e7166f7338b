import { ADMIN, signIn } from './support/accounts.js';
import { addUsers, createLeagueWithPlayers, tag } from './support/admin.js';
import { leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test('deleting a league that has matches says at once that it cannot be deleted, with no Sil to press, and the edit form says what inactive means', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = tag();
  await signIn(page, ADMIN);
  const ids = await addUsers(page.request, [
    { firstName: 'Kaan', lastName: `Silinmez${t}`, email: `${t}-kaan@raket.test` },
    { firstName: 'Mert', lastName: `Silinmez${t}`, email: `${t}-mert@raket.test` },
  ]);
  const league = await createLeagueWithPlayers(page.request, leagueName('Dolu Lig'), ids);
  const year = new Date().getFullYear() + 1;
  const added = await page.request.post('/api/matches', {
    headers: sameOrigin(),
    data: {
      leagueId: league.id,
      player1Id: ids[1],
      player2Id: ids[0],
      matchDate: `${year}-05-10T18:00`,
      status: 'planlanmış',
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/league-settings');
  await page.getByRole('button', { name: `Sil: ${league.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Lig silinemez' });
  await expect(dialog).toContainText(league.name);
  await expect(dialog).toContainText(
    "Bu ligde maç teklifleri veya maçlar bulunduğu için lig silinemez. Ligi silmek yerine 'Lig Aktif' seçeneğini kaldırarak pasif hale getirebilirsiniz.",
  );
  await expect(dialog.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Sil: ${league.name}` })).toBeFocused();

  // What making it inactive instead does is said where it is done.
  await page.getByRole('button', { name: `Düzenle: ${league.name}` }).click();
  await expect(page.getByRole('checkbox', { name: 'Lig Aktif' })).toHaveAccessibleDescription(
    'Pasif bir lige başvurulamaz ve yeni maç teklifi gönderilemez. Oyuncular sıralamada kalır; bekleyen teklifler yanıtlanabilir, planlanmış maçlar oynanıp sonuçları girilebilir.',
  );
});
