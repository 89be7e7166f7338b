import { leaguePhrase } from '../../src/shared/labels.js';
import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, ownAddress, sendOfferThroughApi } from './support/challenges.js';
import { type Browser, expect, type Page, test } from './support/test.js';

const names: [string, string][] = [
  ['Ali', 'Birinci'],
  ['Barış', 'İkinci'],
  ['Can', 'Üçüncü'],
  ['Doğan', 'Dördüncü'],
  ['Erkan', 'Beşinci'],
];

/** A phone: 390 px wide, its own cookies and address. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  return context.newPage();
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

async function expectRank(page: Page, rank: number) {
  await page.goto('/dashboard');
  await expect(page.getByText(new RegExp(`liginde sıralamanız: ${rank}\\.`))).toBeVisible();
  const mine = page.getByRole('table', { name: 'Lig katılımcıları' }).locator('tr[aria-current="true"]');
  await expect(mine.getByRole('cell').first()).toHaveText(String(rank));
}

test('an accepted challenge: the score entered on a phone, confirmed by the opponent, moves the ladder everywhere', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const challenger = players[4]; // Erkan Beşinci, rank 5
  const opponent = players[2]; // Can Üçüncü, rank 3

  // the challenge, accepted (the offer screens have their own journeys)
  const cApi = await apiFor(baseURL!, challenger);
  const sent = await cApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offerId = (await sent.json()).offer.id as string;
  const oApi = await apiFor(baseURL!, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);

  // the challenger enters the score at the court
  const cPage = await phone(browser);
  await signIn(cPage, challenger, '/dashboard');
  const card = cPage.getByRole('list', { name: 'Oynanacak maçlar' });
  await expect(card).toContainText('Can Üçüncü');
  // No slot agreed yet: the match waits for a time, it is not planned.
  await expect(card).toContainText('Zaman bekleniyor');
  await cPage.getByRole('link', { name: 'Maçlarıma Git' }).click();
  await expect(cPage.getByRole('heading', { name: 'Maçlarım' })).toBeVisible();
  const match = cPage.getByRole('article', { name: 'Can Üçüncü ile maç' });
  await expect(match).toContainText('Son oynama tarihi:');
  await match.getByRole('button', { name: 'Skor Gir' }).click();
  // A walkover names who did not show: each choice is tapped on its label, 44 px high on a phone.
  await match.getByText('Hükmen').click();
  for (const name of ['Erkan Beşinci', 'Can Üçüncü']) {
    const id = await match.getByRole('radio', { name }).getAttribute('id');
    expect((await cPage.locator(`label[for="${id}"]`).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await match.getByText('Normal').click();
  const first = match.getByRole('textbox', { name: '1. set: Erkan Beşinci' });
  await expect(first).toHaveAttribute('inputmode', 'numeric');
  await first.fill('6');
  await match.getByRole('textbox', { name: '1. set: Can Üçüncü' }).fill('5');
  // 6-5 is not a finished set: the form says so and sends nothing
  await match.getByRole('button', { name: 'Sonucu Gönder' }).click();
  await expect(match.getByRole('alert')).toHaveText('1. set: 6-5 tamamlanmış bir set değil.');
  await match.getByRole('textbox', { name: '1. set: Can Üçüncü' }).fill('6');
  await match.getByRole('textbox', { name: '1. set: Erkan Beşinci' }).fill('7');
  // 7-6 asks for the tie-break
  await match.getByRole('textbox', { name: '1. set tie-break: Erkan Beşinci' }).fill('7');
  await match.getByRole('textbox', { name: '1. set tie-break: Can Üçüncü' }).fill('4');
  await match.getByRole('textbox', { name: '2. set: Erkan Beşinci' }).fill('6');
  await match.getByRole('textbox', { name: '2. set: Can Üçüncü' }).fill('3');
  await expect(match.getByText('Kazanan: Erkan Beşinci — 7-6(4) 6-3')).toBeVisible();
  await expectNoSideScroll(cPage);
  await match.getByRole('button', { name: 'Sonucu Gönder' }).click();
  await expect(cPage.getByText('Skor kaydedildi. Rakibinizin onayı bekleniyor.')).toBeVisible();
  await expect(match).toContainText('Onay bekliyor');
  await expect(match).toContainText('Skoru siz girdiniz; rakibinizin onayı bekleniyor.');

  // the opponent confirms on their phone
  const oPage = await phone(browser);
  await signIn(oPage, opponent, '/dashboard');
  await expect(oPage.getByLabel('1 onay bekleyen sonuç')).toBeVisible();
  await oPage.goto('/maclarim');
  const theirs = oPage.getByRole('article', { name: 'Erkan Beşinci ile maç' });
  await expect(theirs).toContainText('Erkan Beşinci skoru girdi. Sonucu onaylıyor musunuz?');
  await expect(theirs).toContainText('7-6(4) 6-3');
  await expectNoSideScroll(oPage);
  // A confirmed score moves the ladder for good: 'Onayla' asks first, as the dashboard does, and
  // 'Vazgeç' leaves the score waiting.
  await theirs.getByRole('button', { name: 'Onayla' }).click();
  const ask = oPage.getByRole('dialog', { name: 'Erkan Beşinci skoru girdi: 7-6(4) 6-3' });
  await expect(ask).toContainText('Erkan Beşinci skoru girdi. Sonucu onaylıyor musunuz?');
  await expect(ask).toContainText('Skor (Erkan Beşinci – Can Üçüncü): 7-6(4) 6-3 · Kazanan: Erkan Beşinci');
  await expectNoSideScroll(oPage);
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toHaveCount(0);
  await expect(theirs).toContainText('Onay bekliyor');
  expect((await (await oApi.get('/api/results/mine')).json()).open).toHaveLength(1);
  await theirs.getByRole('button', { name: 'Onayla' }).click();
  await ask.getByRole('button', { name: 'Onayla' }).click();
  await expect(oPage.getByText('Sonuç onaylandı.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(oPage.getByText('Oynanacak maçınız yok.')).toBeVisible();
  await expect(theirs).toContainText('Kaybettiniz');
  // The result says when it was played (today, as the score came in before any agreed time).
  const today = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(
    new Date(),
  );
  await expect(theirs).toContainText(`Oynandığı tarih: ${today}`);

  // both ladders show the new order: the challenger took rank 3
  await expectRank(cPage, 3);
  await expectRank(oPage, 4);
  await expect(
    oPage.getByRole('list', { name: `${leaguePhrase(league.name, 'ligi')} son sonuçları` }),
  ).toContainText('7-6(4) 6-3');
  await expectNoSideScroll(cPage);

  // the beaten player may not challenge the winner again yet: the wizard says why and until when
  await oPage.goto('/match');
  await oPage.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await oPage.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await oPage.getByRole('button', { name: 'Devam' }).click();
  const winnerRow = oPage.getByRole('listitem', { name: '3. Erkan Beşinci' });
  await expect(winnerRow.getByRole('button', { name: 'Teklif Edilemez' })).toBeDisabled();
  await expect(winnerRow).toContainText('Bu oyuncuya son maçınızda yenildiniz');
  await expect(winnerRow).toContainText('Tekrar teklif edebileceğiniz tarih:');
  await expectNoSideScroll(oPage);

  // the guest view shows the order and the result
  const guest = await phone(browser);
  await guest.goto('/guesthome');
  await guest.getByRole('button', { name: new RegExp(league.name) }).click();
  const rows = guest.getByRole('row');
  await expect(rows.filter({ hasText: 'Erkan Beşinci' }).getByRole('cell').first()).toHaveText('3');
  await expect(rows.filter({ hasText: 'Can Üçüncü' }).getByRole('cell').first()).toHaveText('4');
  await expect(guest.getByText('7-6(4) 6-3')).toBeVisible();
  await expectNoSideScroll(guest);

  // the challenger's page draws the rank chart
  await cPage.goto(`/players/${challenger.id}`);
  await expect(cPage.getByRole('img', { name: /3\.$/ })).toBeVisible();
  await expect(cPage.getByText('7-6(4) 6-3')).toBeVisible();
});

test('a score entered before the agreed time says the time has not come, and Vazgeç leaves the match as it was', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Fikret', 'Erken'],
    ['Gökhan', 'Sabırlı'],
  ]);
  const [opponent, challenger] = players;
  const offerId = await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);
  const oApi = await apiFor(baseURL!, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  // The opponent proposes a time two days ahead and the challenger picks it.
  const matchId = (await (await oApi.get('/api/results/mine')).json()).open[0].id as string;
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const proposed = await oApi.post(`/api/matches/${matchId}/slots`, {
    data: { slots: [{ start: `${day}T18:30`, place: 'Kort 4' }] },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const requestId = (await proposed.json()).arrangement.pending[0].id as string;
  const cApi = await apiFor(baseURL!, challenger);
  const picked = await cApi.post(`/api/matches/${matchId}/slots/pick`, { data: { requestId, slot: 0 } });
  expect(picked.status(), await picked.text()).toBe(200);

  const cPage = await phone(browser);
  await signIn(cPage, challenger, '/maclarim');
  const match = cPage.getByRole('article', { name: 'Fikret Erken ile maç' });
  await expect(match).toContainText('Kort 4');
  // Tapped with the connection gone before the form's code arrived: the screen stays, the form
  // comes once the connection is back.
  await cPage.context().setOffline(true);
  await match.getByRole('button', { name: 'Skor Gir' }).click();
  await expect(cPage.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();
  await expect(cPage.getByRole('heading', { name: 'Maçlarım' })).toBeVisible();
  await cPage.context().setOffline(false);
  await expect(match.getByText(/Anlaştığınız maç zamanı \(.+18:30\) henüz gelmedi\./)).toBeVisible();
  await expect(match.getByRole('textbox', { name: '1. set: Gökhan Sabırlı' })).toBeVisible();
  // The form that took the place of 'Skor Gir' has the focus; 'Vazgeç' gives it back to 'Skor Gir'.
  await expect(match.getByRole('form', { name: 'Skor formu' })).toBeFocused();
  await expectNoSideScroll(cPage);
  await match.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(match.getByRole('button', { name: 'Skor Gir' })).toBeVisible();
  await expect(match.getByRole('button', { name: 'Skor Gir' })).toBeFocused();
  await expect(match.getByText(/henüz gelmedi/)).toHaveCount(0);
  await oApi.dispose();
  await cApi.dispose();
});

test('two players send a score at once: the one whose score came second is told so and answers the first', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Hakan', 'Hızlı'],
    ['İsmail', 'Geç'],
  ]);
  const [opponent, challenger] = players;
  const offerId = await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);
  const oApi = await apiFor(baseURL!, opponent);
  expect((await oApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  const matchId = (await (await oApi.get('/api/results/mine')).json()).open[0].id as string;

  const cPage = await phone(browser);
  // Without live updates (its stream lost on the way), so the opponent's score is not shown before
  // the player sends their own: with them, the form gives way to that score as it arrives.
  await cPage.route('**/api/events', (route) => route.abort());
  await signIn(cPage, challenger, '/maclarim');
  const match = cPage.getByRole('article', { name: 'Hakan Hızlı ile maç' });
  await match.getByRole('button', { name: 'Skor Gir' }).click();
  await match.getByRole('textbox', { name: '1. set: İsmail Geç' }).fill('6');
  await match.getByRole('textbox', { name: '1. set: Hakan Hızlı' }).fill('1');
  await match.getByRole('textbox', { name: '2. set: İsmail Geç' }).fill('6');
  await match.getByRole('textbox', { name: '2. set: Hakan Hızlı' }).fill('2');
  // Meanwhile, at the same court, the opponent sends his own score first.
  const first = await oApi.post(`/api/results/${matchId}/report`, {
    data: {
      outcome: 'normal',
      sets: [
        { p1: 3, p2: 6 },
        { p1: 4, p2: 6 },
      ],
    },
  });
  expect(first.status(), await first.text()).toBe(200);
  await match.getByRole('button', { name: 'Sonucu Gönder' }).click();
  // The second score is not saved, and the player is told so beside the first one, to answer it.
  await expect(match.getByRole('alert')).toHaveText(
    'Rakibiniz bu maçın skorunu sizden önce girdi; sizin girdiğiniz skor kaydedilmedi. Girilen skoru inceleyip onaylayabilir ya da itiraz edebilirsiniz.',
  );
  await expect(match).toContainText('Hakan Hızlı skoru girdi. Sonucu onaylıyor musunuz?');
  await expect(match.getByRole('button', { name: 'İtiraz Et' })).toBeVisible();
  // Answered, the match no longer carries the message.
  await match.getByRole('button', { name: 'İtiraz Et' }).click();
  await match.getByRole('button', { name: 'İtirazı Gönder' }).click();
  await expect(match).toContainText('Sonuca itiraz edildi; lig yöneticileri karar verecek.');
  await expect(match.getByText(/sizden önce girdi/)).toHaveCount(0);
  await oApi.dispose();
});
