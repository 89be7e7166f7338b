import { createPlayer, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

test('a player gives their calendar a new address after confirming; the old one stops working', async ({
  page,
  request,
}) => {
  const player = await createPlayer(test.info().project.use.baseURL!, {
    firstName: 'Takvim',
    lastName: 'Sahibi',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, player, `/players/${player.id}`);
  const copy = page.getByRole('button', { name: 'Adresi kopyala' });
  await expect(copy).toBeVisible();
  const add = page.getByRole('link', { name: 'Takvime ekle' });
  const oldUrl = (await add.getAttribute('href'))!.replace(/^webcal:/, 'http:');
  expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(200);
  await page.screenshot({ path: test.info().outputPath('calendar-card.png'), fullPage: true });

  // Nothing changes on a single tap: the dialog asks first, and Vazgeç keeps the address.
  await page.getByRole('button', { name: 'Adresi yenile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Takvim adresini yenile' });
  await expect(dialog).toContainText('Eski adres hemen çalışmaz olur');
  await page.screenshot({ path: test.info().outputPath('calendar-confirm.png') });
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  expect(await add.getAttribute('href')).toBe(oldUrl.replace(/^http:/, 'webcal:'));

  await page.getByRole('button', { name: 'Adresi yenile' }).click();
  await dialog.getByRole('button', { name: 'Yenile' }).click();
  await expect(page.getByText('Takvim adresiniz yenilendi.')).toBeVisible();
  await expect(add).not.toHaveAttribute('href', oldUrl.replace(/^http:/, 'webcal:'));
  const newUrl = (await add.getAttribute('href'))!.replace(/^webcal:/, 'http:');
  expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(404);
  expect((await request.get(new URL(newUrl).pathname)).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('calendar-desktop.png'), fullPage: true });
});
