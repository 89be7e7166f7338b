import { ADMIN, signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, ownAddress } from './support/challenges.js';
import { sameOrigin } from './support/origin.js';
import { type Browser, expect, type Page, test } from './support/test.js';

const names: [string, string][] = [
  ['Fikret', 'Birinci'],
  ['Gökhan', 'İkinci'],
  ['Hakan', 'Üçüncü'],
  ['İlker', 'Dördüncü'],
];

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { ...ownAddress(), ...sameOrigin() },
  });
  return context.newPage();
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** A moment's date in Istanbul, 'YYYY-MM-DD'. */
const istanbulDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(at);
/** Tomorrow's date in Istanbul, 'YYYY-MM-DD'. */
const tomorrow = () => istanbulDate(new Date(Date.now() + 86_400_000));

test('two players agree on a slot on their phones; both see it planned and can reach each other; a third player sees nothing', async ({
  browser,
  baseURL,
}) => {
  // Three people on two phones and a desktop, each signing in: more than the default minute.
  test.setTimeout(180_000);
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const [third, opponent, , challenger] = players;
  const opponentApi = await apiFor(baseURL!, opponent);
  const challengerApi = await apiFor(baseURL!, challenger);
  for (const [api, who, number] of [
    [opponentApi, opponent, '0532 444 55 66'],
    [challengerApi, challenger, '0533 777 88 99'],
  ] as const) {
    const saved = await api.put('/api/profile', {
      data: {
        firstName: who.firstName,
        lastName: who.lastName,
        gender: 'male',
        phone: number,
        birthdate: '1990-01-01',
        city: 21,
      },
    });
    expect(saved.ok()).toBe(true);
  }
  const sent = await challengerApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offerId = (await sent.json()).offer.id as string;
  expect((await opponentApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);

  // The challenger proposes a time on the phone.
  const cPage = await phone(browser);
  await signIn(cPage, challenger, '/maclarim');
  const cMatch = cPage.getByRole('article', { name: 'Gökhan İkinci ile maç' });
  // Said once, by the badge.
  await expect(cMatch.getByText('Zaman bekleniyor', { exact: true })).toHaveCount(1);
  await expect(cMatch.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/905324445566\?text=/,
  );
  await expect(cMatch.getByRole('link', { name: /^Ara/ })).toHaveAttribute('href', 'tel:+905324445566');
  await expect(cMatch.getByRole('link', { name: opponent.email })).toHaveAttribute(
    'href',
    `mailto:${opponent.email}`,
  );
  // The form opened takes the focus; 'Vazgeç' gives it back to the button that opened it.
  await cMatch.getByRole('button', { name: 'Zaman öner', exact: true }).click();
  const form = cMatch.getByRole('form', { name: 'Zaman öner', exact: true });
  await expect(form).toBeFocused();
  await form.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(cMatch.getByRole('button', { name: 'Zaman öner', exact: true })).toBeFocused();
  await cMatch.getByRole('button', { name: 'Zaman öner', exact: true }).press('Enter');
  await expect(form).toBeFocused();
  // A time added by keyboard takes the focus to its own first field, in view, where the next thing
  // is typed; so does the last one, whose button then goes.
  const addSlot = form.getByRole('button', { name: 'Başka zaman ekle' });
  for (const added of [1, 2]) {
    await addSlot.press('Enter');
    await expect(form.getByText(`${added + 1}. zaman`)).toBeVisible();
    await expect(form.getByLabel('Tarih').nth(added)).toBeFocused();
    await expect(form.getByLabel('Tarih').nth(added)).toBeInViewport();
  }
  await expect(addSlot).toHaveCount(0);
  // An added time can be taken away again; the focus goes to the time before it, and the button
  // to add one comes back.
  await form.getByLabel('Yer / kort').nth(2).fill('Üçüncü kort');
  await form.getByRole('button', { name: '2. zamanı kaldır' }).click();
  await expect(form.getByText('3. zaman')).toHaveCount(0);
  await expect(form.getByLabel('Yer / kort').nth(1)).toHaveValue('Üçüncü kort');
  await expect(form.getByLabel('Tarih').first()).toBeFocused();
  await form.getByRole('button', { name: '2. zamanı kaldır' }).click();
  await expect(form.getByText('2. zaman')).toHaveCount(0);
  await expect(form.getByRole('button', { name: /zamanı kaldır/ })).toHaveCount(0);
  await expect(addSlot).toBeVisible();
  await form.getByRole('button', { name: 'Vazgeç' }).click();
  await cMatch.getByRole('button', { name: 'Zaman öner', exact: true }).press('Enter');
  await expect(form).toBeFocused();
  // The date picker offers only the days a time may fall on: today to the play deadline.
  const dueAt = (await (await challengerApi.get('/api/results/mine')).json()).open[0].dueAt as string;
  await expect(form.getByLabel('Tarih')).toHaveAttribute('min', istanbulDate(new Date()));
  await expect(form.getByLabel('Tarih')).toHaveAttribute('max', istanbulDate(new Date(dueAt)));
  // Sent empty: the app's own Turkish message under each field, the first one focused, nothing sent.
  const slotPosts: string[] = [];
  cPage.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/matches\/[^/]+\/slots$/.test(r.url())) slotPosts.push(r.url());
  });
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByLabel('Tarih')).toHaveAccessibleDescription('Maçın tarihini seçiniz.');
  await expect(form.getByLabel('Saat')).toHaveAccessibleDescription('Maçın saatini seçiniz.');
  await expect(form.getByLabel('Yer / kort')).toHaveAccessibleDescription('Yer veya kort adını yazınız.');
  await expect(form.getByLabel('Tarih')).toBeFocused();
  expect(await form.getByLabel('Tarih').evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
  expect(slotPosts).toEqual([]);
  await form.getByLabel('Tarih').fill(tomorrow());
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByLabel('Saat')).toBeFocused();
  await expect(form.getByLabel('Tarih')).not.toHaveAttribute('aria-invalid', 'true');
  expect(slotPosts).toEqual([]);
  await form.getByLabel('Tarih').fill(tomorrow());
  await form.getByLabel('Saat').fill('18:30');
  await form.getByLabel('Yer / kort').fill('Dicle Kortları, Sur Tenis Kulübü');
  await expectNoSideScroll(cPage);
  await cPage.screenshot({ path: 'test-results/arrange-propose-390.png', fullPage: true });
  // Sent from the keyboard: the form closes and the focus is back on the button that opened it.
  await form.getByRole('button', { name: 'Gönder' }).press('Enter');
  await expect(cPage.getByText('Önerdiğiniz zamanlar rakibinize iletildi.')).toBeVisible();
  await expect(cMatch).toContainText('rakibinizin yanıtını bekliyor');
  await expect(cMatch.getByRole('button', { name: 'Zaman öner', exact: true })).toBeFocused();

  // The opponent's to-do says to pick one of the proposed times; the challenger's to arrange one.
  const oPage = await phone(browser);
  await signIn(oPage, opponent, '/dashboard');
  const todo = oPage.getByRole('region', { name: 'Yapılacaklar' }).getByRole('listitem', {
    name: 'İlker Dördüncü ile maçınız',
  });
  await expect(todo).toContainText(
    'İlker Dördüncü maç için zaman önerdi: önerdiği zamanlardan birini seçin.',
  );
  await expect(todo).not.toContainText('Maçın zamanını rakibinizle belirleyin');
  await cPage.goto('/dashboard');
  await expect(
    cPage
      .getByRole('region', { name: 'Yapılacaklar' })
      .getByRole('listitem', { name: 'Gökhan İkinci ile maçınız' }),
  ).toContainText('Önerdiğiniz zamanlardan birini rakibinizin seçmesi bekleniyor.');
  await todo.getByRole('link', { name: 'Zaman Seç' }).click();
  // Maçlarım opens at that match's card, which has the focus (a player may have several matches).
  await expect(oPage).toHaveURL(/\/maclarim#mac-[0-9a-f-]+$/);
  // The opponent picks it on theirs.
  const oMatch = oPage.getByRole('article', { name: 'İlker Dördüncü ile maç' });
  await expect(oMatch).toBeFocused();
  await expect(oMatch).toBeInViewport();
  await expect(oMatch.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/905337778899\?/,
  );
  await expect(oMatch.getByRole('link', { name: /^Ara/ })).toHaveAttribute('href', 'tel:+905337778899');
  const slotButton = oMatch.getByRole('button', { name: /18:30 · Dicle Kortları, Sur Tenis Kulübü/ });
  const box = await slotButton.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  // The whole time and court show: the label wraps rather than being cut off.
  const label = slotButton.locator('.mantine-Button-label');
  expect(
    await label.evaluate((el) => {
      const button = el.closest('button')!.getBoundingClientRect();
      const text = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && text.right <= button.right && text.left >= button.left;
    }),
  ).toBe(true);
  await oPage.screenshot({ path: 'test-results/arrange-pick-390.png', fullPage: true });
  // A tap asks first: the match is fixed to the time only once the player says so.
  await slotButton.click();
  const ask = oPage.getByRole('dialog', { name: 'Bu zamanı seçiyorsunuz' });
  await expect(ask).toContainText(
    /Maçınız .*18:30 · Dicle Kortları, Sur Tenis Kulübü için planlanacak ve İlker Dördüncü bilgilendirilecek\./,
  );
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toBeHidden();
  await expect(slotButton).toBeFocused();
  await slotButton.click();
  await ask.getByRole('button', { name: 'Evet, bu zamanı seç' }).click();
  await expect(
    oPage.getByText(/^Maç planlandı: .*18:30 · Dicle Kortları, Sur Tenis Kulübü\.$/),
  ).toBeVisible();
  await expect(oMatch.getByText(/^Planlandı: .*18:30 · Dicle Kortları, Sur Tenis Kulübü$/)).toBeVisible();
  await expectNoSideScroll(oPage);

  // Both see it planned.
  await cPage.goto('/maclarim');
  await expect(cMatch.getByText(/^Planlandı: .*18:30 · Dicle Kortları, Sur Tenis Kulübü$/)).toBeVisible();
  await expect(cMatch.getByRole('button', { name: 'Zamanı değiştir' })).toBeVisible();
  await cPage.screenshot({ path: 'test-results/arrange-planned-390.png', fullPage: true });
  // The dashboard's card says it too.
  await cPage.goto('/dashboard');
  const upcoming = cPage.getByRole('list', { name: 'Oynanacak maçlar' });
  await expect(upcoming).toContainText('Planlandı');
  await expect(upcoming).toContainText('18:30 · Dicle Kortları');

  // A third player on the ladder sees neither the match's arrangement nor the numbers.
  const tPage = await phone(browser);
  await signIn(tPage, third, '/maclarim');
  await expect(tPage.getByRole('heading', { name: 'Maçlarım' })).toBeVisible();
  await expect(tPage.getByText('Oynanacak maçınız yok.')).toBeVisible();
  await expect(tPage.locator('body')).not.toContainText('532 444');
  await expect(tPage.locator('body')).not.toContainText('Dicle Kortları');
  const matchId = (await (await challengerApi.get('/api/results/mine')).json()).open[0].id as string;
  const thirdApi = await apiFor(baseURL!, third);
  const peek = await thirdApi.get(`/api/matches/${matchId}/arrangement`);
  expect(peek.status()).toBe(404);
  expect(await peek.text()).not.toContain('5324445566');

  // And on a desktop screen.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: ownAddress(),
  });
  const dPage = await desk.newPage();
  await signIn(dPage, challenger, '/maclarim');
  await expect(dPage.getByText(/^Planlandı: .*18:30 · Dicle Kortları, Sur Tenis Kulübü$/)).toBeVisible();
  await dPage.screenshot({ path: 'test-results/arrange-planned-desktop.png', fullPage: true });
});

test('postponing together on phones, then the staff see the postponement and the dispute reason in /macm', async ({
  browser,
  baseURL,
}) => {
  // Two players and an admin on three phones, from the offer to the staff's queue: longer than one screen's journey.
  test.setTimeout(120_000);
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Kemal', 'Birinci'],
    ['Levent', 'İkinci'],
    ['Murat', 'Üçüncü'],
  ]);
  const [, opponent, challenger] = players;
  const opponentApi = await apiFor(baseURL!, opponent);
  const challengerApi = await apiFor(baseURL!, challenger);
  const sent = await challengerApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  expect((await opponentApi.post(`/api/offers/${(await sent.json()).offer.id}/accept`)).status()).toBe(200);

  // The challenger asks for two more days.
  const cPage = await phone(browser);
  await signIn(cPage, challenger, '/maclarim');
  const cMatch = cPage.getByRole('article', { name: 'Levent İkinci ile maç' });
  await cMatch.getByRole('button', { name: 'Ertele', exact: true }).click();
  const ask = cMatch.getByRole('region', { name: 'Erteleme isteği' });
  const days = ask.getByRole('textbox', { name: 'Kaç gün?' });
  // 0 days is refused as typed, not quietly sent as 1.
  await days.fill('0');
  await ask.getByRole('button', { name: 'Erteleme iste' }).press('Enter');
  await expect(ask.getByText('Erteleme 1 ile 5 gün arasında olmalıdır.')).toBeVisible();
  await expect(days).toHaveValue('0');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  // The focus goes to the field, so a screen reader reads its error with it.
  await expect(days).toBeFocused();
  await expect(days).toHaveAccessibleDescription('Erteleme 1 ile 5 gün arasında olmalıdır.');
  const openMatchId = (await (await challengerApi.get('/api/results/mine')).json()).open[0].id as string;
  expect((await (await challengerApi.get(`/api/matches/${openMatchId}/arrangement`)).json()).pending).toEqual(
    [],
  );
  // Nor is a typed or pasted "-1" or "1.5" turned into 1 by dropping a character unseen.
  for (const typed of ['-1', '1.5']) {
    await days.fill(typed);
    await expect(days).toHaveValue(typed);
    await ask.getByRole('button', { name: 'Erteleme iste' }).click();
    await expect(ask.getByText('Erteleme 1 ile 5 gün arasında olmalıdır.')).toBeVisible();
  }
  expect((await (await challengerApi.get(`/api/matches/${openMatchId}/arrangement`)).json()).pending).toEqual(
    [],
  );
  await days.fill('2');
  await expect(ask.getByText('Erteleme 1 ile 5 gün arasında olmalıdır.')).toHaveCount(0);
  await ask.getByRole('textbox', { name: 'Gerekçe (isteğe bağlı)' }).fill('Yağmur bekleniyor');
  await expectNoSideScroll(cPage);
  await cPage.screenshot({ path: 'test-results/arrange-postpone-390.png', fullPage: true });
  await ask.getByRole('button', { name: 'Erteleme iste' }).click();
  await expect(cPage.getByText('İsteğiniz rakibinize iletildi.')).toBeVisible();
  // While it waits, neither player is offered a second postponement the server would refuse.
  await expect(cMatch).toContainText('2 gün erteleme isteğiniz rakibinizin yanıtını bekliyor.');
  await expect(cMatch.getByRole('button', { name: 'Ertele', exact: true })).toHaveCount(0);
  await expect(cMatch.getByRole('button', { name: 'İptal iste' })).toBeVisible();
  await expect(cMatch.getByRole('button', { name: 'Zaman öner', exact: true })).toBeFocused();
  // Taken back before the opponent answers, then asked again.
  await cMatch.getByRole('button', { name: 'Geri çek: Erteleme' }).click();
  await expect(cPage.getByText('İsteğiniz geri çekildi.')).toBeVisible();
  await expect(cMatch).not.toContainText('erteleme isteğiniz rakibinizin yanıtını bekliyor');
  await cMatch.getByRole('button', { name: 'Ertele', exact: true }).click();
  await days.fill('2');
  await ask.getByRole('textbox', { name: 'Gerekçe (isteğe bağlı)' }).fill('Yağmur bekleniyor');
  await ask.getByRole('button', { name: 'Erteleme iste' }).click();
  await expect(cMatch).toContainText('2 gün erteleme isteğiniz rakibinizin yanıtını bekliyor.');
  await cMatch.screenshot({ path: 'test-results/arrange-own-request-390.png' });

  // The opponent confirms it; asking to cancel asks "Emin misiniz?" first, and nothing happens on Vazgeç.
  const oPage = await phone(browser);
  await signIn(oPage, opponent);
  // The request waits on the opponent's home, and its button opens Maçlarım.
  await oPage.goto('/dashboard');
  const todo = oPage
    .getByRole('region', { name: 'Yapılacaklar' })
    .getByRole('listitem', { name: 'Murat Üçüncü maçı ertelemek istiyor' });
  await expect(todo).toContainText('İsteği Maçlarım sayfasında onaylayın veya reddedin.');
  await todo.getByRole('link', { name: 'Yanıtla' }).click();
  await expect(oPage).toHaveURL(/\/maclarim#mac-[0-9a-f-]+$/);
  const oMatch = oPage.getByRole('article', { name: 'Murat Üçüncü ile maç' });
  await expect(oMatch).toContainText(
    'Murat Üçüncü maçın son gününü 2 gün ertelemek istiyor. Gerekçe: Yağmur bekleniyor',
  );
  await expect(oMatch.getByRole('button', { name: 'Ertele', exact: true })).toHaveCount(0);
  await oPage.screenshot({ path: 'test-results/arrange-postpone-asked-390.png', fullPage: true });
  await oMatch.getByRole('button', { name: 'Onayla' }).click();
  await expect(oPage.getByText(/^Maç ertelendi\. Yeni son gün: /)).toBeVisible();
  await expect(oMatch).toContainText('Maç ertelendi (önceki son gün:');
  await expect(oMatch.getByRole('button', { name: 'Ertele', exact: true })).toHaveCount(0);
  await oMatch.getByRole('button', { name: 'İptal iste' }).click();
  await oMatch
    .getByRole('region', { name: 'İptal isteği' })
    .getByRole('button', { name: 'İptal iste' })
    .click();
  const dialog = oPage.getByRole('dialog', { name: 'İptal isteği' });
  await expect(dialog).toContainText('Emin misiniz?');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  const matchId = (await (await opponentApi.get('/api/results/mine')).json()).open[0].id as string;
  expect((await (await opponentApi.get(`/api/matches/${matchId}/arrangement`)).json()).pending).toEqual([]);

  // The result is reported and disputed with a reason; the staff read both in /macm.
  const reported = await challengerApi.post(`/api/results/${matchId}/report`, {
    data: {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  const disputed = await opponentApi.post(`/api/results/${matchId}/dispute`, {
    data: { reason: 'İkinci set 4-6 bitti.' },
  });
  expect(disputed.status()).toBe(200);
  const admin = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: ownAddress(),
  });
  const aPage = await admin.newPage();
  await signIn(aPage, ADMIN, '/macm');
  // This league's: a retry finds the first attempt's disputed match in the same list, which stays
  // on screen until the chosen league's answer replaces it.
  const section = aPage.getByRole('region', { name: 'Sonuç bekleyen / itiraz' });
  await section.getByRole('combobox', { name: 'Gösterilen sonuçlar' }).click();
  await aPage.getByRole('option', { name: league.name }).click();
  const row = section
    .getByRole('listitem', { name: 'Murat Üçüncü – Levent İkinci' })
    .filter({ hasText: league.name });
  await expect(row).toContainText('İtiraz gerekçesi: İkinci set 4-6 bitti.');
  await expect(row).toContainText('Ertelendi:');
  // A score has been reported: the card no longer speaks of a time to agree.
  await expect(row).toContainText('Skor: 6-3 6-4');
  await expect(row).not.toContainText('Zaman bekleniyor');
  await aPage.screenshot({ path: 'test-results/arrange-macm-390.png', fullPage: true });
});
