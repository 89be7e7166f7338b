// A player whose open-ended excuse would keep them off the ladder for good ends it on a phone,
// and can send an offer at once.

import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, ownAddress } from './support/challenges.js';
import { expect, test } from './support/test.js';

const istanbulDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test('a player ends an open-ended excuse at 390 px and then sends an offer', async ({ browser, baseURL }) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Oğuz', 'Bir'],
    ['Pınar', 'İki'],
    ['Rıza', 'Üç'],
  ]);
  const me = players[1];
  const api = await apiFor(baseURL!, me);
  const open = await api.post('/api/excuses', {
    data: { excuseType: 'Sakatlık', startDate: istanbulDate(-3), endDate: '' },
  });
  expect(open.status(), await open.text()).toBe(201);
  await api.dispose();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await signIn(page, me, '/dashboard');
  await expect(page.getByText('Aktif mazeretiniz:')).toBeVisible();
  const excuse = page.getByRole('listitem').filter({ hasText: 'itibaren, süresiz' });
  await expect(excuse).toContainText('Sakatlık');
  await expect(excuse).toContainText('Aktif');

  // Nothing ends on a single tap: "Bitir" asks first, and "Vazgeç" leaves it as it was.
  await excuse.getByRole('button', { name: 'Bitir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mazereti bitir' });
  await expect(confirm).toContainText('bugünden itibaren geçerli olmayacak');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(excuse).toBeVisible();

  await excuse.getByRole('button', { name: 'Bitir' }).click();
  await confirm.getByRole('button', { name: 'Evet, bitir' }).click();
  await expect(page.getByText('Mazeret bitirildi.')).toBeVisible();
  await expect(page.getByText('Aktif mazeretiniz:')).toBeHidden();
  await expect(excuse).toHaveCount(0);

  await page.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' }).click();
  const modal = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await modal.getByRole('button', { name: 'Oğuz Bir: Teklif Et' }).click();
  await modal.getByRole('button', { name: 'Devam' }).click();
  await expect(modal.getByText('maç 5 gün içinde oynanmalıdır', { exact: false })).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  await modal.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(page.getByText('Teklif başarıyla gönderildi ve bildirim oluşturuldu!')).toBeVisible();
  await context.close();
});
