import { createLadderThroughApi, sendOfferThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

// The to-do strip on a phone: an incoming challenge says who, what and by when, and is answered from it.
test('an incoming challenge waits at the top of the dashboard and is accepted from the strip', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Ayşe', 'Tepe'],
    ['Burak', 'Orta'],
    ['Cem', 'Alt'],
  ]);
  const [, opponent, challenger] = players;
  await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);

  const page = await signedInPhone(browser, opponent, '/dashboard');

  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  const item = strip.getByRole('listitem', { name: 'Cem Alt size meydan okudu' });
  await expect(item).toContainText('Cem Alt 3. sırada, siz 2. sıradasınız.');
  await expect(strip.getByLabel('1 yapılacak iş')).toBeVisible();
  await expect(item).toContainText(/Yanıt için: \d+ gün( \d+ saat)? kaldı/);
  // The strip comes before the ladder, which comes before the other cards.
  const top = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!.y;
  expect(await top('Yapılacaklar')).toBeLessThan(await top('Lig Sıralaması'));
  await expect(page.getByRole('heading', { name: 'Bekleyen Maç Teklifleri' })).toBeVisible();
  expect(await top('Lig Sıralaması')).toBeLessThan(
    (await page.getByRole('heading', { name: 'Bekleyen Maç Teklifleri' }).boundingBox())!.y,
  );

  await item.getByRole('button', { name: 'Yanıtla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cem Alt size meydan okudu' });
  await expect(dialog).toContainText('Cem Alt (3. sıra) size maç teklifi gönderdi. Sıranız: 2.');
  // 'Reddet' asks first and puts the reader on the question; 'Geri' goes back to 'Reddet'.
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(dialog.getByRole('heading', { name: 'Teklifi reddediyor musunuz?' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Geri' }).click();
  await expect(dialog.getByRole('button', { name: 'Reddet' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Kabul Et' }).click();
  await expect(page.getByText('Teklif başarıyla kabul edildi!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The challenge is answered; the match to arrange takes its place.
  await expect(item).toBeHidden();
  await expect(strip.getByRole('listitem', { name: 'Cem Alt ile maçınız' })).toContainText(
    /Oynamak için: \d+ gün/,
  );
  await expect(strip.getByRole('link', { name: 'Zaman Belirle' })).toHaveAttribute(
    'href',
    /^\/maclarim#mac-[0-9a-f-]+$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// On a slow connection the strip's answer may come after the ladder's: the ladder waits for it
// rather than drawing first and being pushed down under a finger about to tap it.
test('the ladder shows once the strip has answered, not before it', async ({ browser, baseURL }) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Deniz', 'Üst'],
    ['Ece', 'Alt'],
  ]);
  const [top, bottom] = players;
  await sendOfferThroughApi(baseURL!, league.id, bottom, top);
  const page = await signedInPhone(browser, top, '/profile');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/home/todo', async (route) => {
    await released;
    await route.continue();
  });
  const ladderRead = page.waitForResponse((r) => r.url().includes(`/api/leagues/${league.id}/participants`));
  await page.goto('/dashboard');
  await ladderRead;
  await expect(page.getByRole('heading', { name: 'Merhaba, Deniz!' })).toBeVisible();
  // The ladder's read has answered, yet the ladder is held back behind a loading state.
  await expect(page.getByRole('status', { name: 'Yükleniyor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lig Sıralaması' })).toBeHidden();
  release();
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  await expect(strip.getByRole('listitem', { name: 'Ece Alt size meydan okudu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lig Sıralaması' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Yükleniyor' })).toBeHidden();
});

// The strip's last to-do answered from its dialog: the strip goes, and the dialog with it; a to-do
// arriving later brings the strip back without that dialog, and the answer's message is shown.
test('answering the last to-do closes its dialog for good', async ({ browser, baseURL }) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Filiz', 'Bir'],
    ['Gökhan', 'İki'],
    ['Hakan', 'Üç'],
    ['İrem', 'Dört'],
  ]);
  const [, second, third, fourth] = players;
  await sendOfferThroughApi(baseURL!, league.id, third, second);
  const page = await signedInPhone(browser, second, '/dashboard');
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  await strip
    .getByRole('listitem', { name: 'Hakan Üç size meydan okudu' })
    .getByRole('button', { name: 'Yanıtla' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Hakan Üç size meydan okudu' });
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await dialog.getByRole('button', { name: 'Reddetmeyi Onayla' }).click();
  await expect(page.getByText('Teklif başarıyla reddedildi!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(strip).toBeHidden();
  // The focus stays on the page, not on nothing.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // Another challenge arrives while the dashboard is open.
  await sendOfferThroughApi(baseURL!, league.id, fourth, second);
  await expect(strip.getByRole('listitem', { name: 'İrem Dört size meydan okudu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
