import { leagueBody } from '../support/league-body.js';
import { ADMIN, signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, ownAddress } from './support/challenges.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('a player in two leagues chooses the league in the dashboard offer modal, on a phone', async ({
  browser,
  baseURL,
}) => {
  // The older league: Ali 1, Bora 2, the player 3. Started last year.
  const { league: older, players } = await createLadderThroughApi(baseURL!, [
    ['Ali', 'Önde'],
    ['Bora', 'İkide'],
    ['Can', 'İkiLigli'],
  ]);
  const me = players[2];
  // The newer league, joined later, starts next month: the default, shown 'Başlamadı'.
  const { league: newer, players: rivals } = await createLadderThroughApi(baseURL!, [['Doruk', 'Yeniligde']]);
  const admin = await apiFor(baseURL!, ADMIN);
  const nextMonth = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  const year = new Date().getFullYear();
  const moved = await admin.put(`/api/leagues/${newer.id}`, {
    data: leagueBody({ name: newer.name, startDate: nextMonth, endDate: `${year + 1}-12-31` }),
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const joined = await admin.post(`/api/leagues/${newer.id}/participants`, { data: { userId: me.id } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await admin.dispose();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await signIn(page, me, '/home');

  const mine = page.getByRole('region', { name: 'Ligim' });
  await expect(mine.getByText(newer.name)).toBeVisible();
  await expect(mine.getByText('Başlamadı')).toBeVisible();
  await expect(mine.getByText('Aktif')).toBeVisible();
  await expect(page.getByText(`${newer.name} liginde sıralamanız: 2.`)).toBeVisible();

  // The wizard offers the same choice: the opponents are those of the league chosen.
  await page.goto('/match');
  const wizardPicker = page.getByLabel('Lig', { exact: true });
  await expect(wizardPicker).toHaveValue(newer.id);
  await expect(wizardPicker.locator('option', { hasText: 'Başlamadı' })).toHaveText(
    `${newer.name} – Başlamadı`,
  );
  await page.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await wizardPicker.selectOption({ label: older.name });
  await page.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
  const rivalsList = page.getByRole('list', { name: 'Teklif edilebilecek rakipler' });
  await expect(rivalsList).toContainText('Bora İkide');
  await expect(rivalsList).not.toContainText('Doruk Yeniligde');
  await page.goto('/home');

  await page.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  const picker = dialog.getByLabel('Lig', { exact: true });
  await expect(picker).toHaveValue(newer.id);
  const list = dialog.getByRole('list', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(list).toContainText('Doruk Yeniligde');

  await picker.selectOption({ label: older.name });
  await expect(list).toContainText('Bora İkide');
  await expect(list).not.toContainText('Doruk Yeniligde');
  const box = await picker.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await dialog.getByRole('button', { name: 'Bora İkide: Teklif Et' }).click();
  await expect(dialog.getByText('Rakibiniz:')).toContainText('Bora İkide');
  await expect(picker).toBeDisabled();
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await dialog.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  await dialog.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(dialog).toBeHidden();

  // The offer was made in the league chosen, not the default one.
  const overview = await (await page.request.get(`/api/offers/overview?leagueId=${older.id}`)).json();
  expect(overview.sent).toHaveLength(1);
  expect(overview.sent[0]).toMatchObject({ leagueId: older.id, opponent: { userId: players[1].id } });
  expect(rivals).toHaveLength(1);

  // A match the admin adds reads as such in /maclarim.
  const staff = await apiFor(baseURL!, ADMIN);
  const match = await staff.post('/api/matches', {
    data: {
      leagueId: older.id,
      player1Id: players[0].id,
      player2Id: me.id,
      matchDate: `${year + 1}-01-10T18:30`,
    },
  });
  expect(match.status(), await match.text()).toBe(201);
  await staff.dispose();
  await page.goto('/maclarim');
  const card = page.getByRole('article', { name: 'Ali Önde ile maç' });
  await expect(card).toContainText('Maç yönetici tarafından eklendi');
  await expect(card).not.toContainText('Teklifi siz kabul ettiniz');
  await context.close();
});
