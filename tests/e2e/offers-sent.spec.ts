import { signIn } from './support/accounts.js';
import { createLadderThroughApi, pageFor, sendOfferThroughApi } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('Gönderilen shows my pending offer; cancelling it asks first, naming the opponent, and it moves to the history', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Zeki', 'Birinci'],
    ['Ahmet', 'İkinci'],
  ]);
  const [opponent, offerer] = players;
  await sendOfferThroughApi(baseURL!, league.id, offerer, opponent);

  const page = await pageFor(browser);
  await signIn(page, offerer, '/match_rew');
  // Nothing waits for my answer, so the page opens on my sent offers.
  await expect(page.getByRole('tab', { name: 'Gönderilen (1)' })).toHaveAttribute('aria-selected', 'true');
  // On a phone the three tabs keep their labels on one line, the count included.
  await page.setViewportSize({ width: 390, height: 844 });
  // (Polled: the side navigation slides away after the resize, and the tabs are narrower until it has.)
  for (const tab of await page.getByRole('tab').all())
    await expect
      .poll(async () => (await tab.boundingBox())?.height, { message: await tab.innerText() })
      .toBeLessThanOrEqual(44.5);
  await page.setViewportSize({ width: 1280, height: 720 });
  const sentList = page.getByRole('list', { name: 'Gönderilen teklifler' });
  await expect(sentList).toContainText('Zeki Birinci (1. sıra)');

  const cancel = page.getByRole('button', { name: 'Zeki Birinci oyuncusuna gönderdiğiniz teklifi iptal et' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Teklifi İptal Et' });
  await expect(dialog).toContainText(
    'Zeki Birinci oyuncusuna gönderdiğiniz maç teklifi iptal edilecek ve Zeki Birinci bilgilendirilecek.',
  );
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  await expect(sentList).toContainText('Zeki Birinci');

  await cancel.click();
  await page
    .getByRole('dialog', { name: 'Teklifi İptal Et' })
    .getByRole('button', { name: 'Teklifi İptal Et' })
    .click();
  await expect(page.getByText('Teklif başarıyla iptal edildi.')).toBeVisible();
  await expect(page.getByText('Yanıt bekleyen gönderilmiş teklifiniz yok.')).toBeVisible();
  // The button that opened the dialog went with its card: the focus stays in the screen's content,
  // where the offer was, instead of falling to the start of the page.
  await expect
    .poll(() => page.getByRole('tabpanel').evaluate((panel) => panel.contains(document.activeElement)))
    .toBe(true);

  await page.getByRole('tab', { name: 'Geçmiş' }).click();
  const history = page.getByRole('list', { name: 'Geçmiş teklifler' });
  await expect(history).toContainText('Gönderilen: Zeki Birinci');
  await expect(history).toContainText('İptal edildi');
});
