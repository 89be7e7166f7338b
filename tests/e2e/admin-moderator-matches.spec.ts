import { ADMIN, signIn } from './support/accounts.js';
import { addUsers, addUserWithPassword, createLeagueWithPlayers, tag } from './support/admin.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test("a league's moderator adds a match for their league's players only", async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  await signIn(page, ADMIN);
  const [p1, p2] = await addUsers(page.request, [
    { firstName: 'Tarık', lastName: `Ligci${t}`, email: `${t}-tarik@raket.test` },
    { firstName: 'Umut', lastName: `Ligci${t}`, email: `${t}-umut@raket.test` },
  ]);
  const league = await createLeagueWithPlayers(page.request, `Moderatör Ligi ${t}`, [p1, p2]);
  const moderator = await addUserWithPassword(page.request, baseURL!, {
    firstName: 'Mert',
    lastName: `Moderatör${t}`,
    email: `${t}-mert@raket.test`,
  });
  const appointed = await page.request.post(`/api/leagues/${league.id}/moderators`, {
    headers: sameOrigin(),
    data: { userId: moderator.id },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);

  const context = await browser.newContext();
  const mod = await context.newPage();
  await signIn(mod, moderator);
  // Their league tools are in the menu; the administration is not.
  const nav = mod.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByRole('link', { name: 'Lig Ayarları' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Yönetim', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Maç Yönetimi' }).click();
  await expect(mod).toHaveURL(/\/macm$/);
  await expect(mod.getByRole('heading', { name: 'Maç Yönetimi' })).toBeVisible();
  await expect(mod.getByRole('combobox', { name: 'Lig' })).toHaveValue(league.name);
  await mod.getByRole('combobox', { name: 'Lig' }).click();
  await expect(mod.getByRole('option')).toHaveText([league.name]);
  await mod.keyboard.press('Escape');

  // A played match is its result: Umut (second on the ladder) beat Tarık (first).
  await mod.getByRole('combobox', { name: 'Oyuncu 1' }).click();
  await mod.getByRole('option', { name: `Umut Ligci${t}` }).click();
  await mod.getByRole('combobox', { name: 'Oyuncu 2' }).click();
  await mod.getByRole('option', { name: `Tarık Ligci${t}` }).click();
  // Played yesterday.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await mod.getByLabel('Tarih ve Saat').fill(`${yesterday}T10:00`);
  await mod.getByRole('combobox', { name: 'Durum' }).click();
  await mod.getByRole('option', { name: 'Oynanmış' }).click();
  await expect(mod.getByText(/Sonuç hemen kesinleşir/)).toBeVisible();
  await mod.getByLabel('Skor').fill('7-6 6-2');
  await mod.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(mod.getByRole('alert')).toContainText('biten sette tie-break skoru girilmelidir');
  await mod.getByLabel('Skor').fill('7-6(4) 6-2');
  await mod.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(mod.getByRole('status').filter({ hasText: 'Maç başarıyla eklendi!' })).toBeVisible();
  const row = mod.getByRole('table', { name: 'Maçlar' }).getByRole('row').nth(1);
  await expect(row).toContainText(`Umut Ligci${t}`);
  await expect(row).toContainText('7-6(4) 6-2');
  await expect(row).toContainText('Oynandı');
  await expect(row).toContainText(league.name);
  // The winner moved up: Umut is first on the ladder.
  const ladder = await page.request.get(`/api/leagues/${league.id}/participants`);
  const ranks = (await ladder.json()) as { rank: number; firstName: string }[];
  expect(ranks.map((r) => [r.rank, r.firstName])).toEqual([
    [1, 'Umut'],
    [2, 'Tarık'],
  ]);

  // A moderator is no admin: the other administration screens stay closed.
  await mod.goto('/userm');
  await expect(mod).toHaveURL(/\/unauthorized$/);
  await context.close();
});
