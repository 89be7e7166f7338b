import { createLadderThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

// Spec §5: sending an offer requires the terms box, from the ladder's dialog as in the wizard.
test('the quick challenge dialog sends only with the terms box ticked, and stays short on a phone', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Ali', 'Birinci'],
    ['Barış', 'İkinci'],
    ['Can', 'Üçüncü'],
  ]);
  const page = await signedInPhone(browser, players[2], '/dashboard');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/offers') posts.push(r.url());
  });
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  await ladder.getByRole('button', { name: 'Meydan Oku: Barış İkinci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByRole('heading', { name: 'Onaylıyor musunuz?' })).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: 'Şartları kabul ediyorum' });
  await expect(box).not.toBeChecked();
  const send = dialog.getByRole('button', { name: 'Teklifi Gönder' });
  // The whole step, the send button included, fits a phone's screen without scrolling.
  const sendBox = (await send.boundingBox())!;
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(844);
  expect(sendBox.height).toBeGreaterThanOrEqual(44);

  await send.click();
  await expect(
    dialog.getByText('Teklifi göndermek için şartları kabul ettiğinizi onaylayınız.'),
  ).toBeVisible();
  await expect(box).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('terms-refused-390.png') });
  expect(posts).toHaveLength(0);

  // The league's rules unfold on request and fold away again.
  const rules = dialog.getByRole('button', { name: 'Lig kurallarını göster' });
  await rules.click();
  await expect(dialog.getByText('Teklifler 2 gün içinde yanıtlanmalıdır.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Lig kurallarını gizle' }).click();
  await expect(dialog.getByText('Teklifler 2 gün içinde yanıtlanmalıdır.')).toBeHidden();

  await box.check();
  await expect(
    dialog.getByText('Teklifi göndermek için şartları kabul ettiğinizi onaylayınız.'),
  ).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('terms-ticked-390.png') });
  await send.click();
  await expect(page.getByText('Teklif başarıyla gönderildi ve bildirim oluşturuldu!')).toBeVisible();
  expect(posts).toHaveLength(1);
});
