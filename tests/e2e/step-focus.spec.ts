// Keyboard and screen reader users follow a multi-step flow: each new step of the /match wizard and
// of the dashboard's offer dialog puts the focus on that step's heading.
import { expect, test } from '@playwright/test';
import { buildWorld, open, pageWith } from './support/quality.js';

test('a new step of the offer wizard and of the offer dialog takes the focus to its heading', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 390);

  await open(page, '/match');
  await page.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Adım 2 / 6: Lig Kuralları' })).toBeFocused();
  await page.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await expect(page.getByRole('heading', { name: 'Adım 3 / 6: Mazeret Kontrolü' })).toBeFocused();

  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await dialog.getByRole('button', { name: 'Kaan Birinci: Teklif Et' }).click();
  await expect(dialog.getByRole('heading', { name: /Rakibiniz: Kaan Birinci/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByRole('heading', { name: 'Onaylıyor musunuz?' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Geri' }).click();
  await expect(dialog.getByRole('heading', { name: /Rakibiniz: Kaan Birinci/ })).toBeFocused();
});
