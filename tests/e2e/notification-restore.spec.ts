import { createLadderThroughApi, sendOfferThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

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

  // On a phone, where the toast must leave the header and the tab bar free.
  const page = await signedInPhone(browser, offerer, '/notifications');
  const list = page.getByRole('list', { name: 'Bildirim listesi' });
  await expect(list).toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');

  // The page's clock from here on is the test's, so the toast's time can be run through.
  await page.clock.install();
  await page.getByRole('button', { name: 'Maç Teklifi bildirimini sil' }).click();
  await expect(page.getByText('Bildirim silindi.')).toBeVisible();
  // The toast sits below the header and above the tab bar: their buttons stay in reach.
  const toast = page.getByRole('alert').filter({ hasText: 'Bildirim silindi.' });
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect(async () => {
    const box = (await toast.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const tabs = (await page.getByRole('navigation', { name: 'Alt menü' }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
  }).toPass();
  await page.screenshot({ path: 'test-results/toast-390.png' });
  // It stays while the server still takes the undo, not a few seconds: 20 s on, 'Geri al' is there.
  await page.clock.runFor(20_000);
  await expect(page.getByRole('button', { name: 'Geri al' })).toBeVisible();
  await expect(list).not.toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');
  // Taken by keyboard: as the toast goes, the focus comes back to the notification, not the page's start.
  await page.getByRole('button', { name: 'Geri al' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bildirim geri alındı.')).toBeVisible();
  await expect(list).toContainText('Veli Birinci oyuncusuna maç teklifi gönderdiniz.');
  await expect(page.getByRole('button', { name: 'Maç Teklifi bildirimini aç (okunmadı)' })).toBeFocused();
  await expect(list.getByText('Yeni')).toBeVisible();
  await expect(page.getByText('1 okunmamış')).toBeVisible();

  await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(page.getByText('1 bildirim okundu olarak işaretlendi.')).toBeVisible();
  await expect(list.getByText('Yeni')).toHaveCount(0);
  // Nothing unread: the count is not shown at all ('0 okunmamış' says nothing).
  await expect(page.getByText(/okunmamış/)).toHaveCount(0);
});

test('deleting a few in a row keeps one toast, and its “Geri al” brings them all back', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Cem', 'Birinci'],
    ['Deniz', 'İkinci'],
    ['Efe', 'Üçüncü'],
  ]);
  const [first, second, offerer] = players;
  await sendOfferThroughApi(baseURL!, league.id, offerer, first);
  await sendOfferThroughApi(baseURL!, league.id, offerer, second);

  const page = await signedInPhone(browser, offerer, '/notifications');
  const list = page.getByRole('list', { name: 'Bildirim listesi' });
  const offers = list.getByRole('listitem').filter({ hasText: 'oyuncusuna maç teklifi gönderdiniz.' });
  await expect(offers).toHaveCount(2);
  const deleteButtons = page.getByRole('button', { name: 'Maç Teklifi bildirimini sil' });
  await deleteButtons.first().click();
  await expect(page.getByText('Bildirim silindi.')).toBeVisible();
  await expect(offers).toHaveCount(1);
  await deleteButtons.first().click();
  // The second deletion takes the first one's toast's place: one toast, over nothing of the list.
  await expect(page.getByText('2 bildirim silindi.')).toBeVisible();
  await expect(page.getByText('Bildirim silindi.', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Geri al' })).toHaveCount(1);
  await expect(offers).toHaveCount(0);

  await page.getByRole('button', { name: 'Geri al' }).click();
  await expect(page.getByText('2 bildirim geri alındı.')).toBeVisible();
  await expect(offers).toHaveCount(2);
  await expect(list).toContainText('Cem Birinci oyuncusuna maç teklifi gönderdiniz.');
  await expect(list).toContainText('Deniz İkinci oyuncusuna maç teklifi gönderdiniz.');
});
