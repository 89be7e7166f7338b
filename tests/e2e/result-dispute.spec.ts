import { ADMIN, signIn } from './support/accounts.js';
import {
  apiFor,
  createLadderThroughApi,
  pageFor,
  reportedMatchThroughApi,
  sendOfferThroughApi,
  signedInPhone,
} from './support/challenges.js';
import { expect, type Locator, type Page, test } from './support/test.js';

const names: [string, string][] = [
  ['Hakan', 'Birinci'],
  ['İlker', 'İkinci'],
  ['Kaan', 'Üçüncü'],
  ['Levent', 'Dördüncü'],
];

async function expectRank(page: Page, rank: number) {
  await page.goto('/dashboard');
  await expect(page.getByText(new RegExp(`liginde sıralamanız: ${rank}\\.`))).toBeVisible();
}

test('a disputed result is settled by staff in /macm, and the ladder follows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const challenger = players[3]; // Levent Dördüncü, rank 4
  const opponent = players[1]; // İlker İkinci, rank 2
  await reportedMatchThroughApi(baseURL!, league.id, challenger, opponent, {
    outcome: 'walkover',
    loser: 'p2',
    sets: [],
  });

  // the opponent disputes the walkover
  const oPage = await pageFor(browser);
  await signIn(oPage, opponent, '/maclarim');
  const card = oPage.getByRole('article', { name: 'Levent Dördüncü ile maç' });
  await expect(card).toContainText('Hükmen');
  // The reason's field takes the focus in place of the button; Vazgeç gives it back.
  await card.getByRole('button', { name: 'İtiraz Et' }).click();
  await expect(card.getByLabel('İtiraz açıklaması (isteğe bağlı)')).toBeFocused();
  await card.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(card.getByRole('button', { name: 'İtiraz Et' })).toBeFocused();
  await card.getByRole('button', { name: 'İtiraz Et' }).click();
  // The field says who reads the reason: the staff, not the player who reported the score.
  await expect(
    card.getByText('Açıklamanızı yalnızca lig yönetimi okur; rakibinize iletilmez.'),
  ).toBeVisible();
  await card.getByLabel('İtiraz açıklaması (isteğe bağlı)').fill('Maça geldim, oynadık: 6-2 6-1 kazandım.');
  await card.getByRole('button', { name: 'İtirazı Gönder' }).click();
  await expect(oPage.getByText('İtirazınız kaydedildi. Lig yöneticileri karar verecek.')).toBeVisible();
  await expect(card).toContainText('İtiraz edildi');

  // The player who reported the score is told of the dispute, without its reason.
  const cPage = await pageFor(browser);
  await signIn(cPage, challenger, '/notifications');
  await cPage.getByRole('button', { name: /^Maç Sonucuna İtiraz bildirimini aç/ }).click();
  const notice = cPage.getByRole('dialog', { name: 'Maç Sonucuna İtiraz' });
  await expect(notice).toContainText(
    'İlker İkinci, girdiğiniz sonuca itiraz etti: Hükmen. Kararı lig yönetimi verecek.',
  );
  await expect(notice).not.toContainText('Maça geldim');
  await cPage.context().close();
  // The player's page says the same of the match, not just 'planned'.
  await oPage.goto(`/players/${opponent.id}`);
  const onPage = oPage
    .getByRole('table')
    .filter({ hasText: 'Sonuç' })
    .getByRole('row')
    .filter({ hasText: 'Levent Dördüncü' });
  await expect(onPage).toContainText('İtiraz edildi');

  // the admin decides in /macm: the challenged player won, the ranks stay
  const admin = await pageFor(browser);
  await signIn(admin, ADMIN, '/macm');
  const section = admin.getByRole('region', { name: 'Sonuç bekleyen / itiraz' });
  await showLeague(admin, section, league.name);
  // The list of every league stays on screen until this league's answer replaces it.
  const row = section
    .getByRole('listitem', { name: 'Levent Dördüncü – İlker İkinci' })
    .filter({ hasText: league.name });
  await expect(row).toContainText('İtiraz edildi');
  // The match has been played: the card does not say it still waits for a time.
  await expect(row).not.toContainText('Zaman bekleniyor');
  // Who entered the disputed result, in words.
  await expect(row).toContainText('Sonucu giren: Levent Dördüncü');
  // The match table says the same, not just 'planned'.
  const listed = admin
    .getByRole('table', { name: 'Maçlar' })
    .getByRole('row')
    .filter({ hasText: 'Levent Dördüncü' })
    .filter({ hasText: 'İlker İkinci' })
    .filter({ hasText: league.name });
  await expect(listed).toContainText('İtiraz edildi');
  // A disputed match may also be cancelled (it may never have been played). Each button names its
  // match, for a screen reader going through the queue's buttons.
  await expect(
    row.getByRole('button', { name: 'İptal Et: Levent Dördüncü – İlker İkinci', exact: true }),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Sonucu Gir: Levent Dördüncü – İlker İkinci', exact: true }).click();
  // The dialog names the match and keeps the player's reason in view (on a phone it covers the list).
  const dialog = admin.getByRole('dialog', { name: 'Sonucu gir: Levent Dördüncü – İlker İkinci' });
  await expect(dialog).toContainText('İtiraz gerekçesi: Maça geldim, oynadık: 6-2 6-1 kazandım.');
  // A title long enough to wrap keeps its lines apart.
  const title = dialog.getByRole('heading', { name: /Sonucu gir/ });
  const [lineHeight, fontSize] = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    return [Number.parseFloat(style.lineHeight), Number.parseFloat(style.fontSize)];
  });
  expect(lineHeight).toBeGreaterThanOrEqual(1.25 * fontSize);
  // the form starts from the reported walkover; the admin records the played score instead
  await dialog.getByText('Normal', { exact: true }).click();
  await dialog.getByRole('textbox', { name: '1. set: Levent Dördüncü' }).fill('2');
  await dialog.getByRole('textbox', { name: '1. set: İlker İkinci' }).fill('6');
  await dialog.getByRole('textbox', { name: '2. set: Levent Dördüncü' }).fill('6');
  await dialog.getByRole('textbox', { name: '2. set: İlker İkinci' }).fill('3');
  await dialog.getByRole('textbox', { name: '3. set (süper tie-break): Levent Dördüncü' }).fill('7');
  await dialog.getByRole('textbox', { name: '3. set (süper tie-break): İlker İkinci' }).fill('10');
  await expect(dialog.getByText('Kazanan: İlker İkinci — 2-6 6-3 7-10')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Sonuç kaydedildi.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Son sonuçlar' })).toContainText('2-6 6-3 7-10');

  await expectRank(oPage, 2);

  // a correction gives the match to the challenger: he takes rank 2
  const played = section.getByRole('list', { name: 'Son sonuçlar' }).getByRole('listitem', {
    name: 'Levent Dördüncü – İlker İkinci',
  });
  // On a phone, the three-set result becomes a two-set one: the third set, no longer played, stays
  // in view with its values until it is cleared, and the form never complains about a row it hides.
  await admin.setViewportSize({ width: 390, height: 844 });
  await played.getByRole('button', { name: 'Düzelt: Levent Dördüncü – İlker İkinci', exact: true }).click();
  const fix = admin.getByRole('dialog', { name: 'Sonucu düzelt' });
  await fix.getByRole('textbox', { name: '1. set: Levent Dördüncü' }).fill('6');
  await fix.getByRole('textbox', { name: '1. set: İlker İkinci' }).fill('2');
  await fix.getByRole('textbox', { name: '2. set: Levent Dördüncü' }).fill('6');
  await fix.getByRole('textbox', { name: '2. set: İlker İkinci' }).fill('1');
  await fix.getByRole('button', { name: 'Kaydet' }).click();
  await expect(fix.getByRole('alert')).toHaveText('Maç bittikten sonra set girilemez.');
  const thirdP1 = fix.getByRole('textbox', { name: '3. set (süper tie-break): Levent Dördüncü' });
  const thirdP2 = fix.getByRole('textbox', { name: '3. set (süper tie-break): İlker İkinci' });
  await expect(thirdP1).toHaveValue('7');
  await thirdP2.fill('');
  // Half cleared, the row is still there with the value the form asks about.
  await expect(thirdP1).toBeVisible();
  await expect(thirdP1).toHaveValue('7');
  await expect(fix.getByRole('alert')).toHaveText('3. set: iki oyuncunun oyun sayısını da giriniz.');
  // The set typed after the match was decided is cleared in one tap; its row then goes.
  await fix.getByRole('button', { name: '3. seti temizle' }).click();
  await expect(thirdP1).toBeHidden();
  await expect(fix.getByText('Kazanan: Levent Dördüncü — 6-2 6-1')).toBeVisible();
  await fix.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Sonuç düzeltildi.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Son sonuçlar' })).toContainText('6-2 6-1');
  await admin.setViewportSize({ width: 1280, height: 720 });
  await expectRank(oPage, 3);

  // A disputed match that was never played (it rained): staff cancel it, after a confirmation
  // naming who did not show, or nobody; the disputed score goes and the ladder stays.
  const kaan = players[2]; // rank 4 now
  await reportedMatchThroughApi(baseURL!, league.id, kaan, opponent, {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 4 },
    ],
  });
  const disputed = await oPage.request.post(
    `/api/results/${(await (await oPage.request.get('/api/results/mine')).json()).open[0].id}/dispute`,
    { data: { reason: 'Yağmur yağdı, maç oynanmadı.' } },
  );
  expect(disputed.status()).toBe(200);
  await admin.reload();
  await showLeague(admin, section, league.name);
  const rained = section
    .getByRole('listitem', { name: 'Kaan Üçüncü – İlker İkinci' })
    .filter({ hasText: league.name });
  await expect(rained).toContainText('İtiraz edildi');
  await rained.getByRole('button', { name: 'İptal Et: Kaan Üçüncü – İlker İkinci', exact: true }).click();
  const cancel = admin.getByRole('dialog', { name: 'Maçı iptal et: Kaan Üçüncü – İlker İkinci' });
  await expect(cancel).toContainText('Girilen skora (6-3 6-4) itiraz edildi.');
  await cancel.getByRole('radio', { name: 'Kimse suçlu değil (sıralama değişmez)' }).check();
  // Closed while the cancellation is on its way: its answer is still told.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await admin.route('**/api/results/*/cancel', async (route) => {
    await held;
    await route.continue();
  });
  await cancel.getByRole('button', { name: 'Maçı İptal Et' }).click();
  await cancel
    .getByRole('button', { name: /^(Pencereyi )?kapat$/i })
    .first()
    .click();
  await expect(cancel).toBeHidden();
  release();
  await expect(admin.getByText('Maç iptal edildi.')).toBeVisible();
  await admin.unroute('**/api/results/*/cancel');
  await expect(section.getByText('Karar bekleyen maç yok.')).toBeVisible();
  await expectRank(oPage, 3);

  // A planned match that will not be played (a player out for months): on a phone, staff call it
  // off from the match table before its deadline, with nobody to blame; the ladder stays.
  const offerId = await sendOfferThroughApi(baseURL!, league.id, kaan, opponent);
  const oApi = await apiFor(baseURL!, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await oApi.dispose();
  const phone = await signedInPhone(admin.context().browser()!, ADMIN, '/macm');
  await phone.getByRole('combobox', { name: 'Lig', exact: true }).click();
  await phone.getByRole('option', { name: league.name }).click();
  const planned = phone
    .getByRole('list', { name: 'Maçlar' })
    .getByRole('listitem')
    .filter({ hasText: 'Kaan Üçüncü – İlker İkinci' })
    .filter({ hasText: league.name })
    .filter({ hasText: 'Zaman bekleniyor' });
  const early = planned.getByRole('button', { name: 'İptal Et: Kaan Üçüncü – İlker İkinci' });
  await expect(early).toBeVisible();
  expect((await early.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await early.click();
  const calledOff = phone.getByRole('dialog', { name: 'Maçı iptal et: Kaan Üçüncü – İlker İkinci' });
  await expect(calledOff).toContainText('Maçın oynanma süresi henüz dolmadı.');
  await expect(calledOff).toContainText('sıralama değişmez');
  // Nobody may be named before the deadline: the match could still be played.
  await expect(calledOff.getByRole('radio')).toHaveCount(0);
  await calledOff.getByRole('button', { name: 'Maçı İptal Et' }).click();
  await expect(phone.getByText('Maç iptal edildi.')).toBeVisible();
  await expect(phone.getByRole('button', { name: /^İptal Et: Kaan Üçüncü/ })).toHaveCount(0);
  await expectRank(oPage, 3);

  // A walkover staff decide (the challenged player did not show) was never played: the players'
  // cards give the day it was decided, not a day it was 'played'; a played result keeps its play date.
  const hakan = players[0];
  const walkoverOffer = await sendOfferThroughApi(baseURL!, league.id, challenger, hakan);
  const hApi = await apiFor(baseURL!, hakan);
  expect((await hApi.post(`/api/offers/${walkoverOffer}/accept`)).status()).toBe(200);
  const walkoverId = (await (await hApi.get('/api/results/mine')).json()).open[0].id;
  await hApi.dispose();
  const decided = await admin.request.post(`/api/results/${walkoverId}/decide`, {
    data: { leagueId: league.id, outcome: 'walkover', loser: 'p2', sets: [] },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const today = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(
    new Date(),
  );
  const lPage = await pageFor(browser);
  await signIn(lPage, challenger, '/maclarim');
  const noShow = lPage.getByRole('article', { name: 'Hakan Birinci ile maç' });
  await expect(noShow).toContainText('Hükmen');
  await expect(noShow).toContainText(`Tarih: ${today}`);
  // Neither its date nor its badge says it was played.
  await expect(noShow).not.toContainText('Oynandı');
  await expect(lPage.getByRole('article', { name: 'İlker İkinci ile maç' })).toContainText(
    `Oynandığı tarih: ${today}`,
  );
  // The staff's match table lists it as a walkover.
  await admin.reload();
  const walkoverRow = admin
    .getByRole('table', { name: 'Maçlar' })
    .getByRole('row')
    .filter({ hasText: 'Levent Dördüncü' })
    .filter({ hasText: 'Hakan Birinci' })
    .filter({ hasText: league.name });
  await expect(walkoverRow).toContainText('Hükmen');
  await expect(walkoverRow).not.toContainText('Oynandı');
});

/**
 * Picks the league whose results /macm shows. The choices come with the staff's leagues, read as the
 * screen opens: a list opened before they arrive is drawn again when they do, so the pick is tried
 * again until the league is among the choices.
 */
async function showLeague(page: Page, section: Locator, name: string) {
  await expect(async () => {
    await section.getByRole('combobox', { name: 'Gösterilen sonuçlar' }).click();
    await page.getByRole('option', { name }).click({ timeout: 3000 });
  }).toPass();
  await expect(section.getByRole('combobox', { name: 'Gösterilen sonuçlar' })).toHaveValue(name);
}
