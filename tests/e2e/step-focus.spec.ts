// Keyboard and screen reader users follow a multi-step flow: each new step of the /match wizard and
// of the dashboard's offer dialog puts the focus on that step's heading.

import { buildWorld, open, pageWith } from './support/quality.js';
import { expect, test } from './support/test.js';

test('a new step of the offer wizard and of the offer dialog takes the focus to its heading; Back goes to the step before', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 390);

  await open(page, '/match');
  await page.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Adım 2 / 6: Lig Kuralları' })).toBeFocused();
  // At 390 px the six steps are numbered markers on one row, the current one marked for screen
  // readers, and nothing runs past the screen's edge.
  await expect(page.getByRole('button', { name: '2. adım: Lig Kuralları' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  const first = (await page.getByRole('button', { name: '1. adım: Mevcut Teklifler' }).boundingBox())!;
  const last = (await page.getByRole('button', { name: '6. adım: Sonuç' }).boundingBox())!;
  expect(Math.abs(last.y - first.y)).toBeLessThan(1);
  expect(last.x + last.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await expect(page.getByRole('heading', { name: 'Adım 3 / 6: Mazeret Kontrolü' })).toBeFocused();
  // The browser's Back goes to the step before, not off the wizard; Forward comes back.
  await page.goBack();
  await expect(page).toHaveURL(/\/match\?adim=2$/);
  await expect(page.getByRole('heading', { name: 'Adım 2 / 6: Lig Kuralları' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Adım 3 / 6: Mazeret Kontrolü' })).toBeFocused();
  // A reload on a step that needs an opponent shows the step where one is chosen.
  await open(page, '/match?adim=5');
  await expect(page.getByRole('heading', { name: 'Adım 4 / 6: Rakip Seçimi' })).toBeAttached();

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

test('on a wide screen, the step heading the keyboard lands on shows, though the labelled steps name it already', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 1280);
  await open(page, '/match');
  const heading = page.getByRole('heading', { name: 'Adım 2 / 6: Lig Kuralları' });
  // A pointer's tap: the heading takes the focus for screen readers and stays out of sight, since
  // the labelled stepper shows the step.
  await page.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await expect(heading).toBeFocused();
  expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(1);
  // By keyboard: the focus is shown where it is, on the heading, ring and all.
  await page.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).focus();
  await page.keyboard.press('Enter');
  const next = page.getByRole('heading', { name: 'Adım 3 / 6: Mazeret Kontrolü' });
  await expect(next).toBeFocused();
  expect((await next.boundingBox())!.height).toBeGreaterThan(10);
});
