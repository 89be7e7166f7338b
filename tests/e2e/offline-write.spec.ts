import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor, sendOfferThroughApi } from './support/challenges.js';
import { trackRequests } from './support/in-flight.js';
import { playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';
import { expectWorkerActive } from './support/worker.js';

// This journey is about the service worker, which the other journeys leave out.
test.use({ serviceWorkers: 'allow' });

// A write made offline is not lost: the player is told it waits, and it goes out once back online.
test('a setting changed offline waits, says so, and is saved once the connection is back', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Bağlantısız', 'Oyuncu');
  await page.goto('/profile');
  // As on a phone that has used the app before: the service worker holds the app's code, so a
  // part of the screen first needed offline still loads.
  await expectWorkerActive(page);
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const box = page.getByRole('checkbox', { name: 'Duyurular: E-posta' });
  await expect(box).toBeChecked();

  await page.context().setOffline(true);
  // The app knows it is offline (the notice says so) before the tap.
  await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();
  await box.click();
  const waiting = page.getByText(
    'İsteğiniz henüz gönderilmedi; bağlantı geri geldiğinde kendiliğinden gönderilecek.',
  );
  await expect(waiting).toBeVisible();
  // Closing the tab now would lose the write: the browser asks first, and the player stays.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const leave = await asked;
  expect(leave.type()).toBe('beforeunload');
  await leave.dismiss();
  await expect(waiting).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('Bildirim ayarlarınız kaydedildi.')).toBeVisible();
  await expect(waiting).toBeHidden();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Duyurular: E-posta' })).not.toBeChecked();
  // With nothing waiting, the tab closes without a question.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toEqual([]);
  await page.context().close();
});

test.describe('before the service worker has the app', () => {
  test.use({ serviceWorkers: 'block' });

  // The form's checks and the toasts are fetched on first use: offline they wait for the connection.
  test('a form sent offline on its first tap waits, says so, keeps the screen and is saved once back online', async ({
    browser,
    baseURL,
  }) => {
    const { page } = await playerPage(browser, baseURL!, 'İlkdokunuş', 'Oyuncu');
    // 'Şifre değiştir', below the form, loads after it: here its download fails, as it would had the
    // connection dropped first. The form above stays in use, not replaced by the error screen.
    // Its request is held until the browser is offline: a chunk failing while online reads as a
    // new version of the app, which reloads the page (main.tsx).
    const accountPart = '**/assets/AccountSection-*.js';
    let dropConnection = () => {};
    const dropped = new Promise<void>((resolve) => {
      dropConnection = resolve;
    });
    await page.route(accountPart, async (route) => {
      await dropped;
      await route.abort('internetdisconnected');
    });
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/AccountSection-'));
    // What else the screen fetches has arrived before the connection drops (support/in-flight).
    const requests = trackRequests(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();
    await requests.settled('/assets/AccountSection-');
    await page.context().setOffline(true);
    dropConnection();
    await failed;
    await page.unroute(accountPart);
    await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(
      page.getByText('İsteğiniz henüz gönderilmedi; bağlantı geri geldiğinde kendiliğinden gönderilecek.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Şifre değiştir' })).toHaveCount(0);
    await page.context().setOffline(false);
    // Saved: the profile form goes on to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();
  });
});

// The notice stays on screen while the player is offline; scrolled to the end, the screen's last
// button comes up clear of it (and of the tab bar below it), so it can still be read and tapped.
test('offline, the end of a screen scrolls clear of the notice', async ({ browser, baseURL }) => {
  const { page } = await playerPage(browser, baseURL!, 'Sonsatır', 'Oyuncu', {
    viewport: { width: 390, height: 844 },
  });
  await page.goto('/profile');
  const last = page.getByRole('button', { name: 'Hesabımı sil' });
  await expect(last).toBeVisible();
  // The whole screen is drawn, the notification settings' table included, before the connection goes.
  await expect(page.getByRole('checkbox', { name: /^Maç teklifleri: / }).first()).toBeVisible();
  await page.context().setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: /Bağlantı yok: sunucuya ulaşılamıyor/ });
  await expect(notice).toBeVisible();
  // How far the button's lower edge reaches below the notice's upper edge (at most 0: clear of it);
  // a failure prints the distance and the page's scroll, to tell a layout fault from a late one.
  await expect
    .poll(async () => {
      const scroll = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return { y: Math.round(window.scrollY), height: document.documentElement.scrollHeight };
      });
      const button = (await last.boundingBox())!;
      const over = (await notice.boundingBox())!;
      return { overlap: Math.max(0, Math.ceil(button.y + button.height - over.y)), scroll };
    })
    .toMatchObject({ overlap: 0 });
  // While the page is scrolled elsewhere the notice still sits at the bottom, above the tab bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  const tabs = (await page.getByRole('navigation', { name: 'Alt menü' }).boundingBox())!;
  const over = (await notice.boundingBox())!;
  expect(over.y + over.height).toBeLessThanOrEqual(tabs.y);
  expect(over.y + over.height).toBeGreaterThan(tabs.y - 20);
  await page.context().setOffline(false);
  await page.context().close();
});

test.describe('a write refused once back online', () => {
  test.use({ serviceWorkers: 'block' });

  // Sent offline, the answer waits; meanwhile the player moves on and the challenger withdraws the
  // offer. Back online the server refuses the answer, and the player is told why, though the screen
  // it was sent from is gone.
  test('an answer sent offline and refused after the player moved on is told in a toast', async ({
    browser,
    baseURL,
  }) => {
    const { league, players } = await createLadderThroughApi(baseURL!, [
      ['Cevap', 'Bekleyen'],
      ['Teklif', 'Geri'],
    ]);
    const [opponent, challenger] = players;
    const offerId = await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);
    const page = await pageFor(browser);
    await signIn(page, opponent, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Lig Sıralaması' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Teklifleri Gör' })
      .click();
    await page.getByRole('button', { name: 'Teklif Geri oyuncusunun teklifini incele' }).click();
    await page.getByRole('button', { name: 'Kabul Et' }).click();

    await page.context().setOffline(true);
    await expect(page.getByText(/Bağlantı yok: sunucuya ulaşılamıyor/)).toBeVisible();
    await page.getByRole('button', { name: 'Kabul Etmeyi Onayla' }).click();
    await expect(
      page.getByText('İsteğiniz henüz gönderilmedi; bağlantı geri geldiğinde kendiliğinden gönderilecek.'),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page.getByRole('heading', { name: 'Lig Sıralaması' })).toBeVisible();
    const cApi = await apiFor(baseURL!, challenger);
    expect((await cApi.post(`/api/offers/${offerId}/cancel`)).status()).toBe(200);
    await cApi.dispose();

    await page.context().setOffline(false);
    await expect(page.getByText('Bu teklif artık beklemede değil.')).toBeVisible();
    await page.context().close();
  });
});
