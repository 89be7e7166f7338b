import { ADMIN, signIn } from './support/accounts.js';
import {
  apiFor,
  createLadderThroughApi,
  reportedMatchThroughApi,
  sendOfferThroughApi,
  signedInPhone,
} from './support/challenges.js';
import { expect, type Locator, type Page, test } from './support/test.js';

// Staff read what an act does before it happens: where a result leaves the ladder in /macm, what
// play under way keeps a league edit from changing, and a rejection's reason the player then reads.
const suffix = () => Math.random().toString(36).slice(2, 6);

async function showLeague(page: Page, section: Locator, name: string) {
  await expect(async () => {
    await section.getByRole('combobox', { name: 'Gösterilen sonuçlar' }).click();
    await page.getByRole('option', { name }).click({ timeout: 3000 });
  }).toPass();
}

test('on a phone /macm says where a result leaves the players before saving, and after', async ({
  browser,
  baseURL,
}) => {
  const s = suffix();
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Hakan', `Bir${s}`],
    ['İlker', `İki${s}`],
    ['Kaan', `Üç${s}`],
    ['Levent', `Dört${s}`],
  ]);
  const [, second, , fourth] = players;
  const challenger = `Levent Dört${s}`;
  const opponent = `İlker İki${s}`;
  await reportedMatchThroughApi(baseURL!, league.id, fourth, second, {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 2 },
    ],
  });
  const admin = await signedInPhone(browser, ADMIN, '/macm');
  const section = admin.getByRole('region', { name: 'Sonuç bekleyen / itiraz' });
  await showLeague(admin, section, league.name);
  await section.getByRole('button', { name: `Sonucu Gir: ${challenger} – ${opponent}`, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Sonucu gir: ${challenger} – ${opponent}` });
  const fill = async (sets: [number, number][]) => {
    for (const [i, [a, b]] of sets.entries()) {
      await dialog.getByRole('textbox', { name: `${i + 1}. set: ${challenger}` }).fill(String(a));
      await dialog.getByRole('textbox', { name: `${i + 1}. set: ${opponent}` }).fill(String(b));
    }
  };
  // The opponent's win moves nobody.
  await fill([
    [3, 6],
    [2, 6],
  ]);
  await expect(dialog.getByText('Bu sonuçla sıralamada kimse yer değiştirmez.')).toBeVisible();
  // The challenger's win: rank 4 to 2, the opponent one down, the one between too.
  await fill([
    [6, 3],
    [6, 2],
  ]);
  const preview = `Bu sonuçla: ${challenger} 4. sıradan 2. sıraya yükselir, ${opponent} 2. sıradan 3. sıraya iner; aradaki 1 oyuncu birer sıra iner.`;
  await expect(dialog.getByText(preview)).toBeVisible();
  await dialog.getByText(preview).scrollIntoViewIfNeeded();
  await admin.screenshot({ path: '.tmp/organiser/macm-preview-390.png' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByText(
      `Sonuç kaydedildi. Sıralama: ${challenger} 4. sıradan 2. sıraya yükseldi, ${opponent} 2. sıradan 3. sıraya indi; aradaki 1 oyuncu birer sıra indi.`,
    ),
  ).toBeVisible();
  await admin.screenshot({ path: '.tmp/organiser/macm-saved-390.png' });

  // A correction giving the opponent the win says the challenger goes back to rank 4.
  await section
    .getByRole('list', { name: 'Son sonuçlar' })
    .getByRole('button', { name: `Düzelt: ${challenger} – ${opponent}`, exact: true })
    .click();
  const fix = admin.getByRole('dialog', { name: `Sonucu düzelt: ${challenger} – ${opponent}` });
  await fix.getByRole('textbox', { name: `1. set: ${challenger}` }).fill('3');
  await fix.getByRole('textbox', { name: `1. set: ${opponent}` }).fill('6');
  await fix.getByRole('textbox', { name: `2. set: ${challenger}` }).fill('2');
  await fix.getByRole('textbox', { name: `2. set: ${opponent}` }).fill('6');
  await expect(
    fix.getByText(
      `Bu sonuçla: ${challenger} 2. sıradan 4. sıraya iner, ${opponent} 3. sıradan 2. sıraya yükselir; aradaki 1 oyuncu birer sıra yükselir.`,
    ),
  ).toBeVisible();
  await admin.screenshot({ path: '.tmp/organiser/macm-correction-390.png' });
  await fix.getByRole('button', { name: 'Vazgeç' }).click();
  await admin.context().close();
});

test('a league edit says what play under way keeps from changing, and refuses it before sending', async ({
  browser,
  baseURL,
}) => {
  const s = suffix();
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Murat', `Bir${s}`],
    ['Nazım', `İki${s}`],
  ]);
  await sendOfferThroughApi(baseURL!, league.id, players[1], players[0]);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
    const page = await context.newPage();
    await signIn(page, ADMIN, '/league-settings');
    await page.getByRole('button', { name: `Düzenle: ${league.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ligi Düzenle' });
    await expect(dialog.getByText('Bu ligde 1 yanıt bekleyen teklif var.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `.tmp/organiser/league-edit-note-${viewport.width}.png` });
    await dialog.getByRole('tab', { name: 'Kurallar' }).click();
    await dialog.getByRole('combobox', { name: 'Set Sayısı' }).click();
    await page.getByRole('option', { name: '5 set' }).click();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      dialog.getByText('skor kuralları bunlar sürerken değiştirilemez', { exact: false }).last(),
    ).toBeVisible();
    await page.screenshot({ path: `.tmp/organiser/league-edit-refused-${viewport.width}.png` });
    await context.close();
  }
  // Nothing was sent: the league keeps three sets.
  const admin = await apiFor(baseURL!, ADMIN);
  expect((await (await admin.get(`/api/leagues/${league.id}`)).json()).setCount).toBe(3);
  await admin.dispose();
});

test('a rejection asks first, takes a reason, and the player reads it on /leagues', async ({
  browser,
  baseURL,
}) => {
  const s = suffix();
  const { league } = await createLadderThroughApi(baseURL!, [['Oğuz', `Bir${s}`]]);
  const { players } = await createLadderThroughApi(baseURL!, [['Reddedilen', `Aday${s}`]]);
  const applicant = players[0];
  // The applicant leaves the ladder they were put on, so they may apply to the other league.
  const api = await apiFor(baseURL!, applicant);
  const mine = await (await api.get('/api/leagues/mine')).json();
  expect((await api.post(`/api/leagues/${mine[0].id}/leave`)).ok()).toBe(true);
  const applied = await api.post(`/api/leagues/${league.id}/applications`);
  expect(applied.status(), await applied.text()).toBe(201);
  await api.dispose();

  const admin = await signedInPhone(browser, ADMIN, '/league-settings');
  await admin.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ }).click();
  const applications = admin.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  await applications.getByRole('button', { name: `Reddet: Reddedilen Aday${s}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Başvuru reddedilsin mi?' });
  const reason = confirm.getByRole('textbox', { name: 'Gerekçe (isteğe bağlı)' });
  await reason.fill('x'.repeat(301));
  await confirm.getByRole('button', { name: 'Reddet' }).click();
  await expect(confirm.getByText('Gerekçe en fazla 300 karakter olabilir.')).toBeVisible();
  await reason.fill('  Lig kontenjanı doldu; bahar dönemine başvurabilirsiniz  ');
  await admin.screenshot({ path: '.tmp/organiser/reject-reason-390.png' });
  await confirm.getByRole('button', { name: 'Reddet' }).click();
  await expect(confirm).toBeHidden();
  await expect(applications.getByText(`Başvuru reddedildi! Reddedilen Aday${s}`)).toBeVisible();
  await admin.context().close();

  const player = await signedInPhone(browser, applicant, '/leagues');
  await expect(
    player.getByText(
      `başvurunuz reddedildi. Gerekçe: Lig kontenjanı doldu; bahar dönemine başvurabilirsiniz.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await player.screenshot({ path: '.tmp/organiser/leagues-rejected-390.png' });
  await player.context().close();
});

test('on a phone the add form says where a played league match leaves the pair before it is added', async ({
  browser,
  baseURL,
}) => {
  const s = suffix();
  const { league } = await createLadderThroughApi(baseURL!, [
    ['Ozan', `Bir${s}`],
    ['Polat', `İki${s}`],
    ['Rıza', `Üç${s}`],
  ]);
  const admin = await signedInPhone(browser, ADMIN, '/macm');
  await admin.getByRole('combobox', { name: 'Lig' }).click();
  await admin.getByRole('option', { name: league.name }).click();
  // The list follows the typed search from the server: tried again until the option is there.
  const pick = async (label: string, name: string) => {
    const input = admin.getByRole('combobox', { name: label });
    await expect(async () => {
      await input.click();
      await input.fill(name);
      await admin.getByRole('option', { name: new RegExp(`^${name}`) }).click({ timeout: 3000 });
    }).toPass();
  };
  await pick('Oyuncu 1', `Rıza Üç${s}`);
  await pick('Oyuncu 2', `Ozan Bir${s}`);
  const played = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await admin.getByLabel('Tarih ve Saat').fill(`${played}T18:30`);
  await admin.getByRole('combobox', { name: 'Durum' }).click();
  await admin.getByRole('option', { name: 'oynanmış' }).click();
  await admin.getByLabel('Skor').fill('6-3 6-2');
  const preview = `Bu sonuçla: Rıza Üç${s} 3. sıradan 1. sıraya yükselir, Ozan Bir${s} 1. sıradan 2. sıraya iner; aradaki 1 oyuncu birer sıra iner.`;
  await expect(admin.getByText(preview)).toBeVisible();
  await admin.getByText(preview).scrollIntoViewIfNeeded();
  await admin.screenshot({ path: '.tmp/organiser/macm-add-preview-390.png' });
  await admin.getByLabel('Skor').fill('3-6 2-6');
  await expect(admin.getByText('Bu sonuçla sıralamada kimse yer değiştirmez.')).toBeVisible();
  await admin.getByLabel('Skor').fill('6-3 6-2');
  await admin.getByRole('button', { name: 'Maç Ekle' }).click();
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: `Maç başarıyla eklendi! Sıralama: Rıza Üç${s} 3. sıradan 1. sıraya yükseldi` }),
  ).toBeVisible();
  await admin.context().close();
});
