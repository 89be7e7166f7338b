import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { tag } from './support/admin.js';
import { createLeagueAs, leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

// Rejecting an application tells the player at once: on a phone it asks first, and Vazgeç changes nothing.
// Then the league's moderator approves the rest of the intake at once, also after confirming.
test('an admin rejects an application on a phone only after confirming; the moderator approves the rest at once', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ADMIN);
  const name = leagueName('Ret Ligi');
  const league = await createLeagueAs(admin, { name, gender: 'male' });
  // A name of its own: a retry finds the first attempt's application still waiting in the same list.
  const rejectedName = `Aday${tag()}`;
  const player = await createPlayer(baseURL!, { firstName: 'Reddedilen', lastName: rejectedName });
  const playerApi = await apiAs(baseURL!, player);
  expect((await playerApi.post(`/api/leagues/${league.id}/applications`)).status()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, ADMIN, '/league-settings');
  await page.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ }).click();
  const applications = page.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  const reject = applications.getByRole('button', { name: `Reddet: Reddedilen ${rejectedName}` });

  await reject.click();
  const confirm = page.getByRole('dialog', { name: 'Başvuru reddedilsin mi?' });
  await expect(confirm).toContainText(
    `Reddedilen ${rejectedName} adlı oyuncunun ${name} ligine başvurusu reddedilecek`,
  );
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
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

  // The rest of the intake: three applicants (one turned away meanwhile), approved by the league's
  // moderator with one tap and a confirmation, in the order they applied.
  const intake = [];
  for (const lastName of ['Birinci', 'İkinci', 'Üçüncü']) {
    const applicant = await createPlayer(baseURL!, { firstName: 'Aday', lastName });
    const api = await apiAs(baseURL!, applicant);
    expect((await api.post(`/api/leagues/${league.id}/applications`)).status()).toBe(201);
    intake.push({ ...applicant, api });
  }
  const moderator = await createPlayer(baseURL!, { firstName: 'Toplu', lastName: 'Onaycı' });
  expect(
    (await admin.post(`/api/leagues/${league.id}/moderators`, { data: { userId: moderator.id } })).status(),
  ).toBe(201);
  const modPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(modPage, moderator, '/league-settings');
  await modPage.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ }).click();
  const modDialog = modPage.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  await expect(modDialog.getByRole('button', { name: /^Onayla: Aday/ })).toHaveCount(3);
  const rejected = await admin.post(
    `/api/applications/${(await (await intake[1].api.get('/api/applications/mine')).json())[0].id}/reject`,
  );
  expect(rejected.status()).toBe(200);

  await modDialog.getByRole('button', { name: 'Tümünü Onayla (3)' }).click();
  const ask = modPage.getByRole('dialog', { name: 'Başvuruların tümü onaylansın mı?' });
  await expect(ask).toContainText('Bu sayfadaki 3 başvuru onaylanacak');
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toBeHidden();
  await modDialog.getByRole('button', { name: 'Tümünü Onayla (3)' }).click();
  await ask.getByRole('button', { name: 'Onayla' }).click();
  await expect(modDialog.getByText('2 başvuru onaylandı.')).toBeVisible();
  await expect(modDialog.getByText('Aday İkinci: Bu başvuru zaten sonuçlandırılmış.')).toBeVisible();
  await expect(modDialog.getByText('Bekleyen başvuru bulunmamaktadır.')).toBeVisible();
  await expect(modPage.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ })).toBeVisible();
  // Closed, the dialog gives the focus back to the button that opened it, though its count has gone.
  await modDialog.getByRole('button', { name: 'Pencereyi kapat' }).click();
  await expect(modDialog).toBeHidden();
  await expect(modPage.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ })).toBeFocused();
  const ladder = await (await admin.get(`/api/leagues/${league.id}/participants`)).json();
  expect(ladder.map((p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`)).toEqual([
    'Aday Birinci',
    'Aday Üçüncü',
  ]);

  // A bulk approval the server refuses as a whole (the moderator was removed meanwhile) says why
  // in the dialog, with the question closed.
  for (const lastName of ['Dördüncü', 'Beşinci']) {
    const applicant = await createPlayer(baseURL!, { firstName: 'Aday', lastName });
    const api = await apiAs(baseURL!, applicant);
    expect((await api.post(`/api/leagues/${league.id}/applications`)).status()).toBe(201);
  }
  // Opened by itself on arrival (the staff home's link), no button had the focus: closed, it gives
  // the focus to its button all the same, not to the page's start.
  await modPage.goto('/league-settings?basvurular=1');
  await expect(modDialog.getByRole('button', { name: /^Onayla: Aday/ })).toHaveCount(2);
  await modPage.keyboard.press('Escape');
  await expect(modDialog).toBeHidden();
  await expect(modPage.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ })).toBeFocused();
  await modPage.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ }).click();
  await expect(modDialog.getByRole('button', { name: /^Onayla: Aday/ })).toHaveCount(2);
  await modDialog.getByRole('button', { name: 'Tümünü Onayla (2)' }).click();
  expect((await admin.delete(`/api/leagues/${league.id}/moderators/${moderator.id}`)).status()).toBe(200);
  await ask.getByRole('button', { name: 'Onayla' }).click();
  await expect(ask).toBeHidden();
  await expect(modDialog.getByRole('alert').filter({ hasText: 'Yetkiniz yok.' })).toBeVisible();
});
