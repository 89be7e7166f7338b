import { ADMIN, signIn } from './support/accounts.js';
import { tag } from './support/admin.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test('an admin reorders, adds and removes players; the order survives a reload; a failed move rolls back; a player moves straight to a place; an edit made from an out-of-date list is refused and the ladder shown as it is', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const name = leagueName('Sıralama Ligi');
  const league = await createLeagueAs(page.request, { name });
  const a = await createPlayerAs(page.request, { firstName: 'Ahmet', lastName: 'Birinci' });
  const b = await createPlayerAs(page.request, { firstName: 'Burak', lastName: 'İkinci' });
  const c = await createPlayerAs(page.request, { firstName: 'Cem', lastName: 'Üçüncü' });
  await addPlayersAs(page.request, league.id, [a, b, c]);
  // A surname of its own: a retry finds the first attempt's newcomer too, off this league.
  const surname = `Işık${tag()}`;
  const ilker = `İlker ${surname}`;
  const newcomer = await createPlayerAs(page.request, { firstName: 'İlker', lastName: surname });

  await page.goto('/league-settings');
  const openPlayers = async () => {
    await page
      .getByRole('region', { name })
      .getByRole('button', { name: `Oyuncular: ${name}` })
      .click();
    return page.getByRole('dialog', { name: `${name} — Oyuncular` });
  };
  let dialog = await openPlayers();
  const table = dialog.getByRole('table', { name: 'Oyuncu sıralaması' });
  const names = () => table.getByRole('row').locator('td:nth-child(2)');
  await expect(names()).toHaveText(['Ahmet Birinci', 'Burak İkinci', 'Cem Üçüncü']);
  await expect(dialog.getByRole('button', { name: 'Yukarı taşı: Ahmet Birinci' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Aşağı taşı: Cem Üçüncü' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Yukarı taşı: Cem Üçüncü' }).click();
  await expect(names()).toHaveText(['Ahmet Birinci', 'Cem Üçüncü', 'Burak İkinci']);
  // The arrow keeps the focus once the move is saved: a keyboard user presses it again.
  await expect(dialog.getByRole('button', { name: 'Yukarı taşı: Cem Üçüncü' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names()).toHaveText(['Cem Üçüncü', 'Ahmet Birinci', 'Burak İkinci']);
  // At the top its ↑ is off: the focus goes to its ↓.
  await expect(dialog.getByRole('button', { name: 'Aşağı taşı: Cem Üçüncü' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names()).toHaveText(['Ahmet Birinci', 'Cem Üçüncü', 'Burak İkinci']);
  await dialog.getByRole('button', { name: 'Aşağı taşı: Ahmet Birinci' }).click();
  await expect(names()).toHaveText(['Cem Üçüncü', 'Ahmet Birinci', 'Burak İkinci']);

  // search with Turkish letters folded: 'ilker ışık…' finds 'İlker Işık…'
  await dialog.getByLabel('Kullanıcı Ara').fill(`ilker ı${surname.slice(1)}`);
  await dialog.getByRole('button', { name: `Ekle: ${ilker}` }).click();
  await expect(names()).toHaveText(['Cem Üçüncü', 'Ahmet Birinci', 'Burak İkinci', ilker]);
  await expect(dialog.getByText('Ligde')).toBeVisible();
  await expect(dialog.getByLabel('Kullanıcı Ara')).toBeFocused();

  await dialog.getByRole('button', { name: 'Ligden çıkar: Ahmet Birinci' }).click();
  await page
    .getByRole('dialog', { name: 'Oyuncuyu ligden çıkar' })
    .getByRole('button', { name: 'Ligden Çıkar', exact: true })
    .click();
  await expect(names()).toHaveText(['Cem Üçüncü', 'Burak İkinci', ilker]);
  await expect(table.getByRole('row').locator('td:nth-child(1)')).toHaveText(['1', '2', '3']);

  await page.reload();
  dialog = await openPlayers();
  await expect(
    dialog.getByRole('table', { name: 'Oyuncu sıralaması' }).getByRole('row').locator('td:nth-child(2)'),
  ).toHaveText(['Cem Üçüncü', 'Burak İkinci', ilker]);
  expect(newcomer).toBeTruthy();

  // A failed write rolls the optimistic move back, with the spec's message.
  const rows = dialog
    .getByRole('table', { name: 'Oyuncu sıralaması' })
    .getByRole('row')
    .locator('td:nth-child(2)');
  await page.route('**/api/leagues/*/ranks', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"x","message":"x"}}',
    }),
  );
  await dialog.getByRole('button', { name: `Yukarı taşı: ${ilker}` }).click();
  await expect(page.getByText('Rank güncellenirken bir hata oluştu.').first()).toBeVisible();
  await expect(rows).toHaveText(['Cem Üçüncü', 'Burak İkinci', ilker]);

  // Straight to a place, without a tap per place, on a phone: a rank that is no place on the
  // ladder is refused at the field as typed (never rounded to the nearest place) and nothing is
  // sent; then the last player becomes first.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('button', { name: `Sıra değiştir: ${ilker}` }).click();
  const move = page.getByRole('dialog', { name: `Sıra değiştir: ${ilker}` });
  await expect(move).toContainText('Şu anki sırası: 3. 1 ile 3 arasında bir sıra yazınız');
  await expect(move.getByRole('button', { name: 'Taşı' })).toBeDisabled();
  const newRank = move.getByRole('textbox', { name: 'Yeni sıra' });
  let moves = 0;
  const countMove = (request: { method(): string; url(): string }) => {
    if (request.method() === 'PATCH' && request.url().includes('/participants/')) moves += 1;
  };
  page.on('request', countMove);
  for (const typed of ['0', '99']) {
    await newRank.fill(typed);
    await move.getByRole('button', { name: 'Taşı' }).click();
    await expect(move.getByText('Sıra 1 ile 3 arasında olmalıdır; bu ligde 3 oyuncu var.')).toBeVisible();
    await expect(newRank).toHaveAttribute('aria-invalid', 'true');
    await expect(newRank).toHaveValue(typed);
    await expect(move).toBeVisible();
  }
  const order = async () =>
    (
      (await (await page.request.get(`/api/leagues/${league.id}/participants`)).json()) as {
        userId: string;
      }[]
    ).map((r) => r.userId);
  expect(await order()).toEqual([c, b, newcomer]);
  expect(moves).toBe(0);
  page.off('request', countMove);
  await newRank.fill('1');
  await expect(move.getByText('Sıra 1 ile 3 arasında olmalıdır; bu ligde 3 oyuncu var.')).toBeHidden();
  await move.getByRole('button', { name: 'Taşı' }).click();
  await expect(page.getByText('Sıralama güncellendi.')).toBeVisible();
  await expect(move).toBeHidden();
  expect(await order()).toEqual([newcomer, c, b]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(rows).toHaveText([ilker, 'Cem Üçüncü', 'Burak İkinci']);

  // The ladder moves elsewhere (as another staff member's edit would; here through the API) while
  // this screen, cut off from live updates, still shows the old one: an arrow or 'Taşı' pressed on that old list is refused and changes nothing, the
  // dialog says so and shows the ladder as it is now, and the edit made from it goes through.
  await page.unroute('**/api/leagues/*/ranks');
  await page.route('**/api/events', (route) => route.abort());
  await page.reload();
  dialog = await openPlayers();
  await expect(rows).toHaveText([ilker, 'Cem Üçüncü', 'Burak İkinci']);
  const other = page.request;
  const ladderNow = async () =>
    ((await (await other.get(`/api/leagues/${league.id}/participants`)).json()) as { userId: string }[]).map(
      (r) => r.userId,
    );
  const moveBy = async (userId: string, rank: number) =>
    expect(
      (
        await other.patch(`/api/leagues/${league.id}/participants/${userId}`, {
          headers: sameOrigin(),
          data: { rank },
        })
      ).ok(),
    ).toBe(true);
  const changed =
    'Siz bakarken sıralama değişti; değişikliğiniz kaydedilmedi. Güncel sıralama şimdi gösteriliyor, lütfen kontrol edip yeniden deneyiniz.';

  await moveBy(b, 1);
  await dialog.getByRole('button', { name: 'Yukarı taşı: Cem Üçüncü' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(changed);
  await expect(rows).toHaveText(['Burak İkinci', ilker, 'Cem Üçüncü']);
  expect(await ladderNow()).toEqual([b, newcomer, c]);
  await dialog.getByRole('button', { name: 'Yukarı taşı: Cem Üçüncü' }).click();
  await expect(rows).toHaveText(['Burak İkinci', 'Cem Üçüncü', ilker]);
  await expect(dialog.getByRole('alert')).toBeHidden();
  // Saved and read again: the arrow has the focus back.
  await expect(dialog.getByRole('button', { name: 'Yukarı taşı: Cem Üçüncü' })).toBeFocused();

  await moveBy(newcomer, 1);
  await dialog.getByRole('button', { name: `Sıra değiştir: ${ilker}` }).click();
  await expect(move).toContainText('Şu anki sırası: 3.');
  await move.getByRole('textbox', { name: 'Yeni sıra' }).fill('2');
  await move.getByRole('button', { name: 'Taşı' }).click();
  await expect(move).toBeHidden();
  await expect(dialog.getByRole('alert')).toHaveText(changed);
  await expect(rows).toHaveText([ilker, 'Burak İkinci', 'Cem Üçüncü']);
  expect(await ladderNow()).toEqual([newcomer, b, c]);
  await dialog.getByRole('button', { name: `Sıra değiştir: ${ilker}` }).click();
  await expect(move).toContainText('Şu anki sırası: 1.');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await move.getByRole('textbox', { name: 'Yeni sıra' }).fill('2');
  await move.getByRole('button', { name: 'Taşı' }).click();
  await expect(move).toBeHidden();
  await expect(rows).toHaveText(['Burak İkinci', ilker, 'Cem Üçüncü']);
});
