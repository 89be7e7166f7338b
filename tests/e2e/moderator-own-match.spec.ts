import { messages } from '../../src/shared/messages.js';
import { ADMIN, signIn } from './support/accounts.js';
import { addUsers, addUserWithPassword, createLeagueWithPlayers, tag } from './support/admin.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test('a moderator who plays finds their own match and ladder place left to other staff', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  await signIn(page, ADMIN);
  const [p1, p2] = await addUsers(page.request, [
    { firstName: 'Tarık', lastName: `Kendi${t}`, email: `${t}-tarik@raket.test` },
    { firstName: 'Umut', lastName: `Kendi${t}`, email: `${t}-umut@raket.test` },
  ]);
  const moderator = await addUserWithPassword(page.request, baseURL!, {
    firstName: 'Mert',
    lastName: `Kendi${t}`,
    email: `${t}-mert@raket.test`,
  });
  const league = await createLeagueWithPlayers(page.request, `Kendi Maçı Ligi ${t}`, [p1, moderator.id, p2]);
  const appointed = await page.request.post(`/api/leagues/${league.id}/moderators`, {
    headers: sameOrigin(),
    data: { userId: moderator.id },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
  // Two results the admin entered: one the moderator played, one they did not.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (const [a, b] of [
    [p1, moderator.id],
    [p1, p2],
  ]) {
    const added = await page.request.post('/api/matches', {
      headers: sameOrigin(),
      data: {
        leagueId: league.id,
        player1Id: a,
        player2Id: b,
        matchDate: `${yesterday}T10:00`,
        status: 'oynanmış',
        score: '6-4 6-4',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  const context = await browser.newContext();
  const mod = await context.newPage();
  await signIn(mod, moderator, '/macm');
  const recent = mod.getByRole('list', { name: 'Son sonuçlar' });
  const own = recent.getByRole('listitem', { name: `Tarık Kendi${t} – Mert Kendi${t}` });
  const others = recent.getByRole('listitem', { name: `Tarık Kendi${t} – Umut Kendi${t}` });
  // Their own result: no button to tap into a refusal, and a line saying who decides instead.
  await expect(own.getByText(messages.results.ownMatchNote)).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(
    others.getByRole('button', { name: `Düzelt: Tarık Kendi${t} – Umut Kendi${t}`, exact: true }),
  ).toBeVisible();
  await expect(others.getByText(messages.results.ownMatchNote)).toHaveCount(0);

  // Adding a match they play in is stopped in the form, before it is sent.
  await mod.getByRole('combobox', { name: 'Oyuncu 1' }).click();
  await mod.getByRole('option', { name: `Mert Kendi${t}` }).click();
  await mod.getByRole('combobox', { name: 'Oyuncu 2' }).click();
  await mod.getByRole('option', { name: `Umut Kendi${t}` }).click();
  await mod.getByLabel('Tarih ve Saat').fill(`${yesterday}T12:00`);
  await mod.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(mod.getByText(messages.matches.ownMatch)).toBeVisible();

  // Their own row of the ladder has no moves, and no arrow swaps a neighbour with them.
  await mod.goto('/league-settings');
  await mod.getByRole('button', { name: `Oyuncular: ${league.name}` }).click();
  const dialog = mod.getByRole('dialog', { name: `${league.name} — Oyuncular` });
  await expect(dialog.getByText(messages.participants.ownRankNote)).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Sıra değiştir: Mert Kendi${t}` })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: `Ligden çıkar: Mert Kendi${t}` })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: `Aşağı taşı: Tarık Kendi${t}` })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: `Yukarı taşı: Umut Kendi${t}` })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: `Sıra değiştir: Umut Kendi${t}` })).toBeEnabled();
  // Moving the player below them past them would change their own place: the dialog says so and
  // where the player may go, and sends nothing.
  await dialog.getByRole('button', { name: `Sıra değiştir: Umut Kendi${t}` }).click();
  const move = mod.getByRole('dialog', { name: `Sıra değiştir: Umut Kendi${t}` });
  await expect(move.getByText(messages.participants.moveNowhere(3))).toBeVisible();
  let sent = false;
  mod.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/participants/')) sent = true;
  });
  await move.getByLabel('Yeni sıra').fill('1');
  await move.getByRole('button', { name: 'Taşı' }).click();
  await expect(move.getByText(messages.participants.ownRankMove)).toBeVisible();
  expect(sent).toBe(false);
  await context.close();
});
