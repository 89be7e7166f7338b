import { readFile } from 'node:fs/promises';
import { ADMIN, createPlayer, signIn } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test("an admin downloads the ladder, closes the season with the order reset; last season's final ladder stays readable", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  const name = leagueName('Sezon Ligi');
  const year = new Date().getFullYear();
  const league = await createLeagueAs(page.request, { name, startDate: `${year - 1}-01-01` });
  const players = [
    await createPlayerAs(page.request, { firstName: 'Zeynep', lastName: 'Şahin' }),
    await createPlayerAs(page.request, { firstName: 'Ali', lastName: 'Çelik' }),
    await createPlayerAs(page.request, { firstName: 'İpek', lastName: 'Cengiz' }),
  ];
  // A ladder longer than a phone's screen, with the signed-in player at its end.
  const more = [
    ['Ahmet', 'Aydın'],
    ['Burak', 'Bulut'],
    ['Efe', 'Demir'],
    ['Fatih', 'Erdem'],
    ['Gökhan', 'Güneş'],
    ['Hakan', 'Kaplan'],
    ['Kerem', 'Koç'],
    ['Levent', 'Özer'],
  ];
  for (const [firstName, lastName] of more)
    players.push(await createPlayerAs(page.request, { firstName, lastName }));
  const player = await createPlayer(baseURL!, { firstName: 'Deniz', lastName: 'Ünal' });
  await addPlayersAs(page.request, league.id, [...players, player.id]);
  // A match agreed before the close: it goes on into the new season.
  const agreed = await page.request.post('/api/matches', {
    headers: sameOrigin(),
    data: {
      leagueId: league.id,
      player1Id: player.id,
      player2Id: players[10],
      matchDate: `${year + 1}-01-10T18:30`,
    },
  });
  expect(agreed.status(), await agreed.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/league-settings');
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Sezon ve CSV: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Sezon: ${name}` });

  // The ladder as CSV: UTF-8 with BOM, `;`-separated, Turkish letters intact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Sıralamayı indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Sıralama - Sezon Ligi [0-9a-f]+ - \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFSıra;Ad;Soyad;Galibiyet;Mağlubiyet\r\n1;Zeynep;Şahin;0;0\r\n')).toBe(true);

  await dialog.getByLabel('Sezonun adı').fill('Geçen Sezon');
  await dialog.getByRole('radio', { name: /Sıralamayı sıfırla/ }).check();
  // A new end date typed in the past is refused at the field, in the server's words, before any
  // question is asked.
  const endDate = dialog.getByLabel('Yeni sezonun bitiş tarihi');
  const defaultEnd = await endDate.inputValue();
  const pastEnd = 'Yeni sezonun bitiş tarihi bugünden önce olamaz.';
  await endDate.fill(`${year - 1}-11-20`);
  await expect(dialog.getByText(pastEnd)).toBeVisible();
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Sezonu kapat' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('season-end-past-390.png'), fullPage: true });
  await endDate.fill(defaultEnd);
  await expect(dialog.getByText(pastEnd)).toBeHidden();
  // Should the server refuse the close all the same (its day has turned meanwhile), the dialog
  // shows its words and nothing closes.
  await page.route(
    `**/api/leagues/${league.id}/seasons`,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'season_end_before_today', message: pastEnd } }),
          })
        : route.fallback(),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Sezonu kapat' }).click();
  await page
    .getByRole('dialog', { name: 'Sezonu Kapat' })
    .getByRole('button', { name: 'Sezonu kapat' })
    .click();
  await expect(dialog.getByRole('alert')).toHaveText(pastEnd);
  await expect(page.getByRole('dialog', { name: 'Sezonu Kapat' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('season-dialog-390.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Sezonu kapat' }).click();
  // Nothing destructive on one tap: the question comes first.
  const confirm = page.getByRole('dialog', { name: 'Sezonu Kapat' });
  await expect(confirm).toContainText('"Geçen Sezon" kapatılsın mı?');
  // The question says what the chosen order does to the ladder.
  await expect(confirm).toContainText('Sıralama sıfırlanır: oyuncular yeni sezona soyadlarına göre başlar');
  // A match already agreed is played in the new season but cannot move the new order.
  await expect(confirm).toContainText(
    'Kabul edilmiş maçlar yeni sezonda sonuç olarak sayılır ama sıralamayı değiştirmez.',
  );
  await page.screenshot({ path: test.info().outputPath('season-confirm-390.png') });
  await confirm.getByRole('button', { name: 'Sezonu kapat' }).click();
  await expect(page.getByText('Geçen Sezon kapatıldı; yeni sezon başladı.')).toBeVisible();

  // A guest sees the league's new order (by surname) and, in the past seasons, last season's final ladder.
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto('/guesthome');
  await guest.getByRole('button', { name: new RegExp(name) }).click();
  const cells = (table: ReturnType<typeof guest.getByRole>) =>
    table.getByRole('row').locator('td:nth-child(2)');
  const past = guest.getByRole('region', { name: 'Geçmiş Sezonlar' });
  await expect(past.getByRole('combobox', { name: 'Sezon' }).locator('option:checked')).toHaveText(
    'Geçen Sezon',
  );
  // A guest reads the whole final ladder, on a phone too.
  const finalOrder = [
    'Zeynep Şahin',
    'Ali Çelik',
    'İpek Cengiz',
    ...more.map((n) => n.join(' ')),
    'Deniz Ünal',
  ];
  await expect(cells(past.getByRole('table', { name: 'Geçen Sezon son sıralaması' }))).toHaveText(finalOrder);
  await expect(guest.getByRole('table').first().getByRole('row').locator('td:nth-child(2)')).toHaveText([
    'Ahmet Aydın',
    'Burak Bulut',
    'İpek Cengiz',
    'Ali Çelik',
    'Efe Demir',
    'Fatih Erdem',
    'Gökhan Güneş',
    'Hakan Kaplan',
    'Kerem Koç',
    'Levent Özer',
    'Zeynep Şahin',
    'Deniz Ünal',
  ]);
  await expect(guest.getByText('Bu sezon henüz oynanmış maç yok.')).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('season-archive-390.png'), fullPage: true });
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.screenshot({ path: test.info().outputPath('season-archive-desktop.png'), fullPage: true });
  await guest.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Sezon ve CSV: ${name}` })
    .click();
  await expect(dialog.getByRole('link', { name: 'Geçen Sezon sonuçlarını indir' })).toBeVisible();
  // The new season began today: the dialog says it cannot close yet instead of asking first.
  await expect(dialog.getByText('Bu sezon bugün başladı; en erken yarın kapatılabilir.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sezonu kapat' })).toBeDisabled();
  // A name the league has used already is refused in the field itself.
  await dialog.getByLabel('Sezonun adı').fill('Geçen Sezon');
  await expect(
    dialog.getByText('Bu ligde bu adla kapatılmış bir sezon zaten var; başka bir ad seçiniz.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('season-dialog-desktop.png') });

  // A player's dashboard speaks of the new season's results, not of the league's.
  const playerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(playerPage, player, '/dashboard');
  await expect(playerPage.getByText('Bu sezon henüz oynanmış maç yok.')).toBeVisible();
  // On a phone last season's final ladder shows its top and the player's own row (marked as in the
  // current ladder), not all twelve rows; 'Tümünü göster' opens the rest and closes it again.
  const myPast = playerPage.getByRole('region', { name: 'Geçmiş Sezonlar' });
  const myFinal = myPast.getByRole('table', { name: 'Geçen Sezon son sıralaması' });
  const shortOrder = ['Zeynep Şahin', 'Ali Çelik', 'İpek Cengiz', 'Levent Özer', /^Deniz Ünal\s*\(siz\)$/];
  await expect(myFinal.getByRole('row').locator('td:nth-child(2)')).toHaveText(shortOrder);
  const mine = myFinal.getByRole('row', { name: /Deniz Ünal/ });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await mine.scrollIntoViewIfNeeded();
  await expect(mine).toBeInViewport();
  expect((await myFinal.boundingBox())!.height).toBeLessThan(844 * 0.6);
  const showAll = myPast.getByRole('button', { name: 'Tümünü göster (12 oyuncu)' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  expect((await showAll.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await playerPage.screenshot({ path: test.info().outputPath('dashboard-past-390.png'), fullPage: true });
  await showAll.click();
  await expect(myFinal.getByRole('row').locator('td:nth-child(2)')).toHaveCount(12);
  const showLess = myPast.getByRole('button', { name: 'Daha az göster' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await showLess.click();
  await expect(myFinal.getByRole('row').locator('td:nth-child(2)')).toHaveText(shortOrder);
  // A desktop has the room: the whole final ladder, nothing to open.
  await playerPage.setViewportSize({ width: 1280, height: 900 });
  await expect(myFinal.getByRole('row').locator('td:nth-child(2)')).toHaveCount(12);
  await expect(myPast.getByRole('button', { name: /Tümünü göster/ })).toHaveCount(0);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await playerPage.screenshot({ path: test.info().outputPath('dashboard-past-desktop.png'), fullPage: true });
  await playerPage.setViewportSize({ width: 390, height: 844 });
  // The match agreed before the reset goes on; its card says its result will move no rank.
  await playerPage.goto('/maclarim');
  await expect(playerPage.getByRole('article', { name: 'Levent Özer ile maç' })).toContainText(
    'Bu maç, sıralama sıfırlanmadan önce kararlaştırıldı: sonucu geçerlidir ama sıralamayı değiştirmez.',
  );
  // The closing notice leads to the player's own page, and says so.
  await playerPage.goto('/notifications');
  await playerPage
    .getByRole('button', { name: /^Sezon Kapandı bildirimini aç/ })
    .first()
    .click();
  await playerPage.getByRole('dialog').getByRole('link', { name: 'Sayfanıza Git' }).click();
  await expect(playerPage).toHaveURL(new RegExp(`/players/${player.id}$`));
  await playerPage.close();
});
