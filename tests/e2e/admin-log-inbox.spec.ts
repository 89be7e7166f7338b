import { ADMIN, createPlayer, signIn } from './support/accounts.js';
import { createLadderThroughApi, ownAddress, sendOfferThroughApi } from './support/challenges.js';
import { addPlayersAs, createLeagueAs, leagueName } from './support/leagues.js';
import { adminPage } from './support/messaging.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';
import { wordsSplit } from './support/words.js';

test('an admin filters the log inbox by subject and tab, opens an entry, deletes it and marks the rest read', async ({
  browser,
  baseURL,
}) => {
  const lastName = `Kayıt${Date.now().toString(36)}`;
  const player = await createPlayer(baseURL!, { firstName: 'Günlük', lastName });

  const page = await adminPage(browser, baseURL!);
  await page.goto('/adm-notifications');
  await expect(page.getByRole('heading', { name: 'Yönetici Bildirimleri' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Okunmamış' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Profil oluşturuldu' }).click();
  const table = page.getByRole('table', { name: 'Yönetici bildirimleri' });
  const row = table.getByRole('row').filter({ hasText: `Günlük ${lastName}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Ad Soyad: Günlük ${lastName}`);
  // Another subject hides it.
  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Maç teklifi', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: `Günlük ${lastName}` })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Profil oluşturuldu' }).click();

  await row.getByRole('button', { name: 'Profil oluşturuldu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Profil oluşturuldu' });
  await expect(dialog.getByText(`Günlük ${lastName}`)).toBeVisible();
  // Every line in Turkish: the subject named, keys labelled, no raw keys or ids.
  const details = dialog.getByRole('table', { name: 'Kayıt ayrıntıları' });
  await expect(details.getByRole('row', { name: /Konu/ })).toContainText('Profil oluşturuldu');
  await expect(details.getByRole('rowheader', { name: 'Ad Soyad' })).toBeVisible();
  await expect(details.getByRole('rowheader', { name: 'E-posta' })).toBeVisible();
  const detailText = await details.innerText();
  expect(detailText).not.toMatch(/ProfileCreation|userId|email|[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(dialog.getByText('Okunmuş')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0); // no longer unread

  // On a phone every tab's label stays inside its tab, clear of the next one.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of await page.getByRole('tab').all()) {
    const [label, box] = await tab.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      return [
        { left: text.left, right: text.right },
        { left: own.left, right: own.right },
      ];
    });
    expect(label.left, await tab.innerText()).toBeGreaterThanOrEqual(box.left);
    expect(label.right, await tab.innerText()).toBeLessThanOrEqual(box.right);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('tab', { name: 'Okunmuş' }).click();
  const readRow = table.getByRole('row').filter({ hasText: `Günlük ${lastName}` });
  await expect(readRow).toHaveCount(1);
  await readRow.getByRole('button', { name: 'Profil oluşturuldu kaydını sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kaydı sil' });
  await expect(confirm).toContainText('"Profil oluşturuldu" kaydı silinecek.');
  await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(readRow).toHaveCount(0);

  await page.getByRole('tab', { name: 'Silinmiş' }).click();
  await expect(table.getByRole('row').filter({ hasText: `Günlük ${lastName}` })).toHaveCount(1);

  // Staff actions read as whole sentences, on a phone too: who was appointed, where, and by whom.
  const league = await createLeagueAs(page.request, { name: leagueName('Günlük Kayıt') });
  expect(
    (
      await page.request.post(`/api/leagues/${league.id}/moderators`, {
        headers: sameOrigin(),
        data: { userId: player.id },
      })
    ).status(),
  ).toBe(201);
  await page.getByRole('tab', { name: 'Tümü' }).click();
  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Moderatör eklendi' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const appointed = page.getByRole('listitem').filter({ hasText: 'Moderatör eklendi' }).filter({
    hasText: league.name,
  });
  const sentence = appointed.getByText(
    `Günlük ${lastName} ${league.name} ligi için moderatör olarak atandı. Atayan: `,
  );
  await expect(sentence).toBeVisible();
  // Not cut short: the whole sentence fits in the lines the card gives it (once the menu has slid
  // away after the resize; while it slides the card is narrower).
  await expect.poll(() => sentence.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A date range that ends before today hides today's entries.
  await page.getByLabel('Bitiş').fill('2020-01-01');
  await expect(page.getByRole('alert')).toHaveText('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  await page.getByLabel('Başlangıç').fill('2019-01-01');
  await expect(page.getByText('Bu filtrelere uyan kayıt yok.')).toBeVisible();

  // A league mail sent from /adm-mail stays in the log: whose players, how many, the subject.
  await addPlayersAs(page.request, league.id, [player.id]);
  await page.goto('/adm-mail');
  await page.getByLabel('Konu').fill('Yağmur nedeniyle kortlar kapalı');
  await page.getByLabel('Mesaj').fill('Bugünkü maçlar ertelendi.');
  await page.getByRole('radio', { name: 'Lig e-postası (tüm katılımcılar)' }).check();
  await page.getByRole('combobox', { name: 'Lig', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(league.name) }).click();
  await expect(page.getByText('Bu e-posta 1 alıcıya ayrı ayrı gönderilecek.')).toBeVisible();
  await page.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(page.getByText('E-posta başarıyla gönderildi!')).toBeVisible();
  await page.goto('/adm-notifications');
  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Yönetici e-postası gönderildi' }).click();
  await expect(
    page.getByText(
      `, ${league.name} ligi oyuncularına e-posta gönderdi (1 kişi): “Yağmur nedeniyle kortlar kapalı”.`,
    ),
  ).toBeVisible();

  // An inbox filled by routine entries is cleared at once: every unread entry of the subject, on
  // every page, after a confirmation that says how many.
  await page.getByRole('tab', { name: 'Okunmamış' }).click();
  await expect(page.getByText(/^\d+ kayıt$/)).toBeVisible();
  await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  const markAll = page.getByRole('dialog', { name: 'Kayıtlar okundu işaretlensin mi?' });
  await expect(markAll).toContainText(/okunmamış \d+ kayıt okundu olarak işaretlenecek/);
  await markAll.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(markAll).toBeHidden();
  await expect(page.getByText(`, ${league.name} ligi oyuncularına e-posta gönderdi`)).toBeVisible();
  await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await markAll.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^\d+ kayıt okundu olarak işaretlendi\.$/ }),
  ).toBeVisible();
  // This journey's entry has left the unread ones (other journeys' mail may log new ones meanwhile).
  await expect(page.getByText(`, ${league.name} ligi oyuncularına e-posta gönderdi`)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Okunmuş' }).click();
  await expect(page.getByText(`, ${league.name} ligi oyuncularına e-posta gönderdi`)).toBeVisible();
});

test('on a phone the details of an entry wrap each label between its words, the values beside them', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Nur', 'Çağlayanoğullarıoğlu'],
    ['Cem', 'Üçüncü'],
  ]);
  await sendOfferThroughApi(baseURL!, league.id, players[1], players[0]);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await signIn(page, ADMIN, '/adm-notifications');
  await page.getByRole('combobox', { name: 'Konu' }).click();
  await page.getByRole('option', { name: 'Maç teklifi', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Maç teklifi.*${league.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Maç teklifi' });
  const details = dialog.getByRole('table', { name: 'Kayıt ayrıntıları' });
  await expect(details.getByRole('rowheader', { name: 'Gönderildiği yer' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-log-details-390.png') });
  const labels = await details.getByRole('rowheader').all();
  expect(labels.length).toBeGreaterThanOrEqual(5);
  for (const label of labels) expect(await wordsSplit(label), await label.innerText()).toEqual([]);
  // The values have the rest of the row, inside the dialog: a long surname stays whole there too.
  const value = details.getByRole('row', { name: /^Rakip/ }).getByRole('cell');
  await expect(value).toHaveText('Nur Çağlayanoğullarıoğlu');
  expect(await wordsSplit(value)).toEqual([]);
  const [table, box] = [(await details.boundingBox())!, (await dialog.boundingBox())!];
  expect(table.x + table.width).toBeLessThanOrEqual(box.x + box.width);
  await context.close();
});
