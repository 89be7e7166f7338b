import { ADMIN, apiAs, signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor } from './support/challenges.js';
import { notifyByMail } from './support/messaging.js';
import { expect, type Page, test } from './support/test.js';

/** The list item of the notification whose subject is exactly `subject`. */
const row = (page: Page, subject: string) =>
  page
    .getByRole('list', { name: 'Bildirim listesi' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${subject} bildirimini aç`) }) });

test('a notification opens what it is about, and the one asking for an answer is read once the offer is answered', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Sinan', 'Birinci'],
    ['Tarık', 'İkinci'],
    ['Umut', 'Üçüncü'],
  ]);
  const [, opponent, offerer] = players;
  const api = await apiFor(baseURL!, offerer);
  const sent = await api.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();

  const page = await pageFor(browser);
  await signIn(page, opponent, '/notifications');
  const asked = row(page, 'Maç Teklifi');
  await expect(asked).toContainText('Umut Üçüncü size maç teklifi gönderdi.');
  await expect(asked.getByText('Yeni')).toBeVisible();

  // Answered from /match_rew directly, without opening the notification.
  await page.goto('/match_rew');
  await page.getByRole('button', { name: 'Umut Üçüncü oyuncusunun teklifini incele' }).click();
  await page.getByRole('button', { name: 'Kabul Et' }).click();
  await page.getByRole('button', { name: 'Kabul Etmeyi Onayla' }).click();
  await expect(page.getByText('Teklif başarıyla kabul edildi!')).toBeVisible();

  await page.goto('/notifications');
  await expect(row(page, 'Maç Teklifi')).toBeVisible();
  await expect(row(page, 'Maç Teklifi').getByText('Yeni')).toHaveCount(0);
  const accepted = row(page, 'Maç Teklifi Kabul Edildi');
  await expect(accepted).toContainText('Umut Üçüncü oyuncusunun maç teklifini kabul ettiniz.');

  // The detail view leads to the offer.
  await page.getByRole('button', { name: /^Maç Teklifi Kabul Edildi bildirimini aç/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Teklife Git' }).click();
  await expect(page).toHaveURL(/\/match_rew\?teklif=/);
  await expect(page.getByRole('heading', { name: 'Maç Teklifleri' })).toBeVisible();
  // An offer answered already is in the history, and the page opens there, not on an empty 'Gelen'.
  await expect(page.getByRole('tab', { name: 'Geçmiş' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Geçmiş teklifler' })).toContainText('Gelen: Umut Üçüncü');
  await expect(page.getByRole('list', { name: 'Geçmiş teklifler' })).toContainText('Kabul edildi');
});

test('Back from what a notification on the second page opened comes back to that page', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Veysel', 'Birinci'],
    ['Zafer', 'İkinci'],
  ]);
  const [opponent, offerer] = players;
  const api = await apiFor(baseURL!, offerer);
  const sent = await api.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();
  // Five newer ones push the offer's notification onto the second page (5 a page).
  const admin = await apiAs(baseURL!, ADMIN);
  for (let i = 1; i <= 5; i++)
    await notifyByMail(admin, opponent.email, `Kort duyurusu ${i}`, 'Kortlar açık.');
  await admin.dispose();

  const page = await pageFor(browser);
  await signIn(page, opponent, '/notifications');
  await expect(row(page, 'Kort duyurusu 5')).toBeVisible();
  await page.getByRole('button', { name: '2. sayfa' }).click();
  await expect(page).toHaveURL(/\/notifications\?sayfa=2$/);
  await page.getByRole('button', { name: /^Maç Teklifi bildirimini aç/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Teklife Git' }).click();
  await expect(page).toHaveURL(/\/match_rew\?teklif=/);

  await page.goBack();
  await expect(row(page, 'Maç Teklifi')).toBeVisible();
  await expect(page.getByRole('button', { name: '2. sayfa' })).toHaveAttribute('aria-current', 'page');
  // A reload keeps the page too; an address past the last page shows the last.
  await page.reload();
  await expect(row(page, 'Maç Teklifi')).toBeVisible();
  await page.goto('/notifications?sayfa=9');
  await expect(page).toHaveURL(/\/notifications\?sayfa=2$/);
  await expect(row(page, 'Maç Teklifi')).toBeVisible();
});
