import { expect, test } from '@playwright/test';
import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { createLeagueAs, leagueName } from './support/leagues.js';

// Rejecting an application tells the player at once: on a phone it asks first, and İptal changes nothing.
test('an admin rejects an application on a phone only after confirming', async ({ browser, baseURL }) => {
  const admin = await apiAs(baseURL!, ADMIN);
  const name = leagueName('Ret Ligi');
  const league = await createLeagueAs(admin, { name, gender: 'male' });
  const player = await createPlayer(baseURL!, { firstName: 'Reddedilen', lastName: 'Aday' });
  const playerApi = await apiAs(baseURL!, player);
  expect((await playerApi.post(`/api/leagues/${league.id}/applications`)).status()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, ADMIN, '/league-settings');
  await page.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ }).click();
  const applications = page.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  const reject = applications.getByRole('button', { name: 'Reddet: Reddedilen Aday' });

  await reject.click();
  const confirm = page.getByRole('dialog', { name: 'Başvuru reddedilsin mi?' });
  await expect(confirm).toContainText(`Reddedilen Aday adlı oyuncunun ${name} ligine başvurusu reddedilecek`);
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(confirm).toBeHidden();
  await expect(reject).toBeVisible();

  await reject.click();
  await confirm.getByRole('button', { name: 'Reddet' }).click();
  await expect(page.getByText('Başvuru reddedildi!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(reject).toHaveCount(0);
  const mine = await (await playerApi.get('/api/applications/mine')).json();
  expect(mine.find((a: { leagueId: string }) => a.leagueId === league.id)?.status.toLowerCase()).toBe(
    'rejected',
  );
});
