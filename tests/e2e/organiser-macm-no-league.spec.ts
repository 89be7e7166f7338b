import { ADMIN, signIn } from './support/accounts.js';
import { createLeagueWithPlayers } from './support/admin.js';
import { leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

test("an admin's match without a league is said to move no ladder before it is added", async ({ page }) => {
  await signIn(page, ADMIN);
  const league = await createLeagueWithPlayers(page.request, leagueName('Gece Ligi'), []);
  await page.goto('/macm');
  const lig = page.getByRole('combobox', { name: 'Lig' });
  await expect(lig).toHaveValue('Ligsiz maç');
  const hint =
    'Ligsiz maç hiçbir ligin sıralamasını değiştirmez ve lig sonuçlarında görünmez. Bir lig maçı için önce ligini seçiniz.';
  await expect(lig).toHaveAccessibleDescription(hint);
  await expect(page.getByText(hint)).toBeVisible();

  // A league chosen, the note goes: its results are the ladder's.
  await lig.click();
  await page.getByRole('option', { name: league.name }).click();
  await expect(lig).toHaveValue(league.name);
  await expect(page.getByText(hint)).toHaveCount(0);
});
