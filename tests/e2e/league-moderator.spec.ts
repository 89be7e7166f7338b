import { ADMIN, createPlayer, signIn, uniqueEmail } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';
import { wordsSplit } from './support/words.js';

test('an admin appoints a moderator, who is notified and manages only that league’s players', async ({
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  // A name that already ends in "Ligi": the notifications must not say "Ligi ligi".
  const name = `${leagueName('Moderasyon')} Ligi`;
  const league = await createLeagueAs(admin.request, { name });
  const moderator = await createPlayer(baseURL!, { firstName: 'Selim', lastName: 'Çağlar' });

  await admin.goto('/league-settings');
  await admin
    .getByRole('region', { name })
    .getByRole('button', { name: `Moderatörler: ${name}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: `${name} — Moderatörler` });
  await expect(dialog.getByText('Bu ligin moderatörü yok.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByText('Lütfen bir kullanıcı seçin.')).toBeVisible();
  // On a phone each choice shows the e-mail address under the name, not run into it.
  await admin.setViewportSize({ width: 390, height: 844 });
  await dialog.getByLabel('Kullanıcı Ara').fill('çağ');
  // This journey's Selim Çağlar: a retry finds the first attempt's one too.
  const option = admin.getByRole('option').filter({ hasText: moderator.email });
  const nameBox = await option.getByText('Selim Çağlar', { exact: true }).boundingBox();
  const mailBox = await option.getByText(moderator.email).boundingBox();
  expect(mailBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
  await option.click();
  await admin.setViewportSize({ width: 1280, height: 720 });
  await expect(dialog.getByLabel('Kullanıcı Ara')).toHaveValue('Selim Çağlar');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(admin.getByText('Moderatör eklendi.')).toBeVisible();
  // The focus goes back to the search, not out of the dialog.
  await expect(dialog.getByLabel('Kullanıcı Ara')).toBeFocused();
  const list = dialog.getByRole('table', { name: 'Moderatörler' });
  await expect(list.getByRole('row', { name: /Selim Çağlar/ })).toContainText(moderator.email);
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(dialog).toBeHidden();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, moderator, '/notifications');
  await page.getByText('Moderator Yetkisi').first().click();
  await expect(page.getByText(`Siz ${name} için moderatör olarak atandınız.`).first()).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Moderatörü olduğunuz ligleri yönetin' }).click();
  await expect(page).toHaveURL(/\/league-settings$/);
  const card = page.getByRole('region', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(card.getByRole('button', { name: `Oyuncular: ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Düzenle: ${name}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Sil: ${name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lig Ekle' })).toHaveCount(0);

  // He plays in the league too, first on its ladder: a reset would put Ahmet Aksoy above him, so
  // the season dialog leaves that close to another moderator or an admin and says so.
  const aksoy = await createPlayerAs(admin.request, { firstName: 'Ahmet', lastName: 'Aksoy' });
  await addPlayersAs(admin.request, league.id, [moderator.id, aksoy]);
  await card.getByRole('button', { name: `Sezon ve CSV: ${name}` }).click();
  const season = page.getByRole('dialog', { name: `Sezon: ${name}` });
  await expect(season.getByRole('radio', { name: /Sıralamayı sıfırla/ })).toBeDisabled();
  await expect(season).toContainText(
    'Sizin de sıranızı değiştirir (1. → 2.); bunu ligin başka bir moderatörü ya da bir yönetici yapar.',
  );
  await expect(season.getByRole('radio', { name: 'Son sıralamayla devam' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(season).toBeHidden();

  // The league is for men: a woman is found but not offered for its ladder.
  const lastName = `Cinsiyet${Date.now().toString(36)}`;
  await createPlayerAs(admin.request, { firstName: 'Elif', lastName, gender: 'female' });
  await createPlayerAs(admin.request, { firstName: 'Emre', lastName, gender: 'male' });
  await card.getByRole('button', { name: `Oyuncular: ${name}` }).click();
  const players = page.getByRole('dialog');
  await players.getByLabel('Kullanıcı Ara').fill(lastName);
  const results = players.getByLabel('Arama sonuçları');
  await expect(results.getByRole('button', { name: `Ekle: Emre ${lastName}` })).toBeVisible();
  await expect(results.getByRole('button', { name: `Ekle: Elif ${lastName}` })).toHaveCount(0);
  await expect(results.getByText('Cinsiyeti uymuyor')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(players).toBeHidden();

  // removing the moderator takes the screen away again
  await admin.reload();
  await admin
    .getByRole('region', { name })
    .getByRole('button', { name: `Moderatörler: ${name}` })
    .click();
  await dialog.getByRole('button', { name: 'Moderatörü sil: Selim Çağlar' }).click();
  await admin
    .getByRole('dialog', { name: 'Moderatörü kaldır' })
    .getByRole('button', { name: 'Moderatörü Kaldır' })
    .click();
  await expect(admin.getByText('Moderatörlük kaldırıldı.')).toBeVisible();
  await expect(dialog.getByText('Bu ligin moderatörü yok.')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/unauthorized$/);
  // …and tells them so.
  await page.goto('/notifications');
  await page.getByText('Moderatör Yetkisi Kaldırıldı').first().click();
  await expect(page.getByText(`${name} için moderatörlük yetkiniz kaldırıldı.`).first()).toBeVisible();
  await adminContext.close();
});

test('on a phone appointing a moderator is said inside the full-screen dialog, with no toast over its content', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN);
  // A name long enough for the dialog's title to take three lines.
  const name = `${leagueName('Moderasyon')} Büyükşehir Belediyesi Kış Dönemi Karma Çiftler Ligi`;
  await createLeagueAs(admin.request, { name });
  const lastName = `Ünal${Date.now().toString(36)}`;
  const moderator = await createPlayer(baseURL!, { firstName: 'Tülay', lastName }, uniqueEmail('tulay.unal'));

  await admin.goto('/league-settings');
  await admin
    .getByRole('region', { name })
    .getByRole('button', { name: `Moderatörler: ${name}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: `${name} — Moderatörler` });
  await dialog.getByLabel('Kullanıcı Ara').fill(lastName);
  await admin.getByRole('option').filter({ hasText: moderator.email }).click();
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  // Said in the dialog, above its buttons: no toast lies over the dialog's first lines.
  const said = dialog.getByRole('status').filter({ hasText: 'Moderatör eklendi.' });
  await expect(said).toBeVisible();
  await expect(admin.locator('.raket-toasts').getByText('Moderatör eklendi.')).toHaveCount(0);
  // On a phone the moderators are cards: the name, the address under it, the remove button beside
  // them; neither the name nor the address is broken mid-word, as a table's narrow columns did.
  const card = dialog
    .getByRole('list', { name: 'Moderatörler' })
    .getByRole('listitem', { name: `Tülay ${lastName}` });
  await expect(card).toContainText(moderator.email);
  await expect(card.getByRole('button', { name: `Moderatörü sil: Tülay ${lastName}` })).toBeVisible();
  const nameText = card.getByText(`Tülay ${lastName}`, { exact: true });
  const mailText = card.getByText(moderator.email);
  expect(await wordsSplit(nameText)).toEqual([]);
  expect(await wordsSplit(mailText)).toEqual([]);
  const nameBox = (await nameText.boundingBox())!;
  expect((await mailText.boundingBox())!.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  await admin.screenshot({ path: test.info().outputPath('moderator-added-in-dialog-390.png') });
  const title = (await dialog.getByRole('heading', { name: `${name} — Moderatörler` }).boundingBox())!;
  expect(title.height).toBeGreaterThan(50);
  // The dialog's first lines (its title, the new moderator's card) are the dialog's own: nothing
  // is drawn over them, as a toast was for seconds.
  for (const box of [title, (await card.boundingBox())!])
    expect(
      await admin.evaluate(
        ([x, y]) => !document.elementFromPoint(x, y)?.closest('.raket-toasts'),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true);
  // The notice is in view, by the buttons, and covers nothing either.
  const box = (await said.boundingBox())!;
  expect(
    await admin.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[role="status"]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe(true);
  await context.close();
});
