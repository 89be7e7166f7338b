import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { createLadderThroughApi, pageFor, sendOfferThroughApi } from './support/challenges.js';

test('a deleted notification comes back from the toast’s “Geri al”, and all can be marked read', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Veli', 'Birinci'],
    ['Yusuf', 'İkinci'],
  ]);
  const [opponent, offerer] = players;
  await sendOfferThroughApi(baseURL!, league.id, offerer, opponent);

  const page = await pageFor(browser);
  await signIn(page, offerer);
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Bildirim listesi' });
  await expect(list).toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');

  await page.getByRole('button', { name: 'Maç Teklifi bildirimini sil' }).click();
  await expect(page.getByText('Bildirim silindi.')).toBeVisible();
  await expect(list).not.toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');
  await page.getByRole('button', { name: 'Geri al' }).click();
  await expect(page.getByText('Bildirim geri alındı.')).toBeVisible();
  await expect(list).toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');
  await expect(list.getByText('Yeni')).toBeVisible();
  await expect(page.getByText('1 okunmamış')).toBeVisible();

  await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(page.getByText('1 bildirim okundu olarak işaretlendi.')).toBeVisible();
  await expect(list.getByText('Yeni')).toHaveCount(0);
  // Nothing unread: the count is not shown at all ('0 okunmamış' says nothing).
  await expect(page.getByText(/okunmamış/)).toHaveCount(0);
});
