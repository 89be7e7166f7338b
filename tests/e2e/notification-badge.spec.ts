import { adminApi, notifyByMail, playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

test('a notification is opened from the list and the navbar badge count drops', async ({
  browser,
  baseURL,
}) => {
  const { page, player } = await playerPage(browser, baseURL!, 'Bildirim', 'Alıcı');
  const admin = await adminApi(baseURL!);
  for (let i = 1; i <= 7; i++) await notifyByMail(admin, player.email, `Haber ${i}`, `Mesaj metni ${i}`);

  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByLabel('7 okunmamış bildirim')).toBeVisible();
  await nav.getByRole('link', { name: /Bildirimler/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bildirim listesi' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  await list.getByRole('button', { name: 'Haber 7 bildirimini aç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Haber 7' });
  await expect(dialog.getByText('Mesaj metni 7')).toBeVisible();
  await expect(nav.getByLabel('6 okunmamış bildirim')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await list.getByRole('button', { name: 'Haber 6 bildirimini sil' }).click();
  await expect(list.getByRole('button', { name: 'Haber 6 bildirimini aç' })).toHaveCount(0);
  await expect(nav.getByLabel('5 okunmamış bildirim')).toBeVisible();

  // The second page holds the oldest one.
  await page.getByRole('button', { name: '2. sayfa' }).click();
  await expect(list.getByRole('button', { name: 'Haber 1 bildirimini aç' })).toBeVisible();

  // A new notification shows on the badge without a reload (the count is polled).
  await notifyByMail(admin, player.email, 'Yeni gelen', 'Sonradan gelen bildirim');
  await expect(nav.getByLabel('6 okunmamış bildirim')).toBeVisible({ timeout: 30_000 });
  await admin.dispose();
});

test('a player with no notifications sees the empty text', async ({ browser, baseURL }) => {
  const { page } = await playerPage(browser, baseURL!, 'Boş', 'Kutu');
  await page.goto('/notifications');
  await expect(page.getByText('Yeni bildirim yok.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  // No '0 okunmamış' beside the title either.
  await expect(page.getByText(/okunmamış/)).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByLabel(/okunmamış bildirim/),
  ).toHaveCount(0);
});

test('on a phone, a long list’s page numbers stay on one row and still reach every page', async ({
  browser,
  baseURL,
}) => {
  const { page, player } = await playerPage(browser, baseURL!, 'Uzun', 'Liste', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const admin = await adminApi(baseURL!);
  // Eight pages of five.
  for (let i = 1; i <= 40; i++) await notifyByMail(admin, player.email, `Haber ${i}`, `Mesaj ${i}`);
  await admin.dispose();

  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Bildirim listesi' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const controls = page.getByRole('button', { name: /sayfa$/ });
  const rows = async () => {
    const tops = new Set<number>();
    for (const control of await controls.all()) tops.add(Math.round((await control.boundingBox())!.y));
    return tops.size;
  };
  expect(await rows()).toBe(1);
  await page.getByRole('button', { name: '8. sayfa' }).click();
  await expect(list.getByRole('button', { name: 'Haber 1 bildirimini aç' })).toBeVisible();
  await page.getByRole('button', { name: 'Önceki sayfa' }).click();
  await expect(page.getByRole('button', { name: '7. sayfa' })).toHaveAttribute('aria-current', 'page');
  expect(await rows()).toBe(1);
  await page.screenshot({ path: test.info().outputPath('page-numbers-390.png') });
});
