import { apiFor, createLadderThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

// The ladder acts: "Meydan Oku" on a row opens the dashboard's offer flow at step 1 for that player.
test('a player challenges from a ladder row on a phone', async ({ browser, baseURL }) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Ali', 'Birinci'],
    ['Barış', 'İkinci'],
    ['Can', 'Üçüncü'],
    ['Doğan', 'Dördüncü'],
    ['Erkan', 'Beşinci'],
  ]);
  const me = players[4];
  const page = await signedInPhone(browser, me, '/dashboard');

  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  const myRow = ladder.getByRole('row', { name: '5. Erkan Beşinci' });
  await expect(myRow).toHaveAttribute('aria-current', 'true');
  await expect(myRow).toContainText('(siz)');
  await expect(myRow.getByRole('button')).toHaveCount(0);
  // Every name leads to the player's page.
  await expect(ladder.getByRole('link', { name: 'Ali Birinci' })).toHaveAttribute(
    'href',
    `/players/${players[0].id}`,
  );

  const row = ladder.getByRole('row', { name: '3. Can Üçüncü' });
  const challenge = row.getByRole('button', { name: 'Meydan Oku: Can Üçüncü' });
  expect((await challenge.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await challenge.click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(dialog.getByText('Rakibiniz:')).toContainText('Can Üçüncü (3. sıra)');
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByRole('heading', { name: 'Onaylıyor musunuz?' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  // Every frame from the tap on, what has the focus: it must never fall to the page's body, where a
  // screen reader says nothing.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focusSeen: string[] }).focusSeen = seen;
    const look = () => {
      const at = document.activeElement;
      seen.push(!at || at === document.body ? 'body' : (at.getAttribute('aria-label') ?? at.tagName));
      requestAnimationFrame(look);
    };
    look();
  });
  await dialog.getByRole('button', { name: 'Teklifi Gönder' }).click();
  // The challenged player's row takes the focus as the dialog closes, and keeps it.
  await expect(row).toBeFocused();
  await expect(page.getByText('Teklif başarıyla gönderildi ve bildirim oluşturuldu!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row now says why it cannot be challenged again; my offer waits in the strip.
  await expect(row.getByText('teklif bekliyor')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).not.toContain(
    'body',
  );
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  await expect(strip.getByRole('listitem', { name: 'Can Üçüncü oyuncusuna meydan okudunuz' })).toBeVisible();
  // It waits for the opponent, not for the player: the strip counts nothing to do.
  await expect(strip.getByLabel(/yapılacak iş$/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The opponent accepts elsewhere: the open ladder follows without a reload. Their match is still
  // to be played, so the row says so instead of inviting a second challenge.
  const opponentApi = await apiFor(baseURL!, players[2]);
  const offerId = (await (await opponentApi.get('/api/offers/overview')).json()).received[0].id;
  expect((await opponentApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await expect(row.getByText('maçınız var')).toBeVisible({ timeout: 5_000 });
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByText('maçınız var: Bu oyuncuyla henüz sonuçlanmamış bir maçınız var.'),
  ).toBeVisible();
  await opponentApi.dispose();
});

test('the row challenged by keyboard on a phone is scrolled into view once the to-do strip has pushed the ladder down', async ({
  browser,
  baseURL,
}) => {
  const names: [string, string][] = [
    ['Ali', 'Birinci'],
    ['Barış', 'İkinci'],
    ['Can', 'Üçüncü'],
    ['Doğan', 'Dördüncü'],
    ['Erkan', 'Beşinci'],
    ['Fikret', 'Altıncı'],
    ['Gökhan', 'Yedinci'],
    ['Hakan', 'Sekizinci'],
    ['Irmak', 'Dokuzuncu'],
    ['Kemal', 'Onuncu'],
    ['Levent', 'Onbirinci'],
    ['Mert', 'Onikinci'],
  ];
  const { players } = await createLadderThroughApi(baseURL!, names);
  // The last of twelve, with nothing to do yet: the ladder sits high, the player's own row in the
  // middle of its box, the one above it just over that.
  const page = await signedInPhone(browser, players[11], '/dashboard');
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  const row = ladder.getByRole('row', { name: '11. Levent Onbirinci' });
  await row.getByRole('button', { name: 'Meydan Oku: Levent Onbirinci' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await dialog.getByRole('button', { name: 'Devam' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Teklifi Gönder' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toBeFocused();
  await expect(dialog).toBeHidden();
  // The strip now lists the offer above the ladder, pushing it down by its height.
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  await expect(
    strip.getByRole('listitem', { name: 'Levent Onbirinci oyuncusuna meydan okudunuz' }),
  ).toBeVisible();
  await expect(row.getByText('teklif bekliyor')).toBeVisible();
  // The focused row is on the screen, whole: inside the ladder's box, below the header and above
  // the tab bar, also once the dialog's scroll lock has let go.
  await expect(page.locator('body[data-scroll-locked]')).toHaveCount(0);
  await expect(row).toBeInViewport({ ratio: 1 });
  const tabs = page.getByRole('navigation', { name: 'Alt menü' });
  const [r, t] = [(await row.boundingBox())!, (await tabs.boundingBox())!];
  expect(r.y).toBeGreaterThanOrEqual(56);
  expect(r.y + r.height).toBeLessThanOrEqual(t.y);
  await expect(row).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('ladder-challenged-row-390.png') });
});
