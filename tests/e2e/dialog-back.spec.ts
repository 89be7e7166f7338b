// On a phone, Back closes the dialog that is open instead of leaving the screen under it; once a
// dialog is closed, Back leaves the screen as it always did.

import { createLadderThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('Back on a phone closes the open dialog and keeps the screen; after that it leaves the screen', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Ece', 'Bir'],
    ['Feza', 'İki'],
  ]);
  const page = await signedInPhone(browser, players[1], '/leagues');
  await expect(page.getByRole('heading', { name: 'Liglerim' })).toBeVisible();
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Mazeret Bildir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mazeret Bildir' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Mazeret Bildir' })).toBeVisible();

  // Closed by its own button, the dialog leaves nothing behind: Back goes to the screen before.
  await page.getByRole('button', { name: 'Mazeret Bildir' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByRole('heading', { name: 'Liglerim' })).toBeVisible();
});
