import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor } from './support/challenges.js';

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
  const sent = await api.post('/api/offers', { data: { leagueId: league.id, opponentId: opponent.id } });
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
