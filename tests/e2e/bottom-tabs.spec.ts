// Phone navigation: at 390 px a tab bar at the bottom leads to the four main screens, marks the
// current one, carries the unread count, and its Menü opens the full navigation.

import { apiWith, buildWorld, open, pageWith } from './support/quality.js';
import { expect, test } from './support/test.js';

test('the bottom tab bar navigates, marks the current tab and shows the unread badge', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 390);
  await open(page, '/dashboard');
  const tabs = page.getByRole('navigation', { name: 'Alt menü' });
  await expect(tabs).toBeVisible();
  // The notification the world left is unread: the badge sits on the Bildirimler tab.
  const bell = tabs.getByRole('link', { name: /Bildirimler/ });
  await expect(bell.getByLabel('1 okunmamış bildirim')).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('aria-current', 'page');

  // Every tab is at least 44 × 44 px, and the content ends above the bar.
  for (const tab of await tabs.locator('a, button').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const bar = (await tabs.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(844, 0);

  await tabs.getByRole('link', { name: 'Ligler' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(tabs.getByRole('link', { name: 'Ligler' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Ana Sayfa' })).not.toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Maçlarım' }).click();
  await expect(page).toHaveURL(/\/maclarim$/);
  await expect(page.getByRole('heading', { name: 'Maçlarım', level: 1 })).toBeVisible();

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(bell).toHaveAttribute('aria-current', 'page');

  // A new notification arrives: the badge counts it without a reload.
  const admin = await apiWith(baseURL!, w.adminState);
  const mailed = await admin.post('/api/send-email', {
    data: { to: w.player.email, subject: 'Kort değişti', text: 'Maçlar 2 numaralı kortta.', notify: true },
  });
  expect(mailed.status(), await mailed.text()).toBe(200);
  await admin.dispose();
  await expect(bell.getByLabel('2 okunmamış bildirim')).toBeVisible({ timeout: 30_000 });

  // Menü opens the full navigation, with a marker that something waits; a link there closes it.
  const menu = tabs.getByRole('button', { name: /Menü/ });
  await expect(menu.getByRole('img', { name: 'Sizi bekleyen bir şey var' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('navigation', { name: 'Ana menü' });
  await drawer.getByRole('link', { name: 'Teklifleri Gör' }).click();
  await expect(page).toHaveURL(/\/match_rew$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Closed, the menu is out of reach too: no Tab stop, nothing for a screen reader, off screen.
  await expect(drawer).toBeHidden();
  // Back from there goes to the screen the menu was opened on, in one step.
  await page.goBack();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/match_rew$/);
  // Back with the menu open closes it, as it closes a dialog, and stays on the screen.
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/match_rew$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's 'Raket', tapped with the menu open, closes it too, in the menu's place.
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Raket' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.goBack();
  await expect(page).toHaveURL(/\/match_rew$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Open, it covers the page: Tab past its last link does not go into the page behind it, and
  // Escape closes it.
  await menu.click();
  await drawer.getByRole('button', { name: 'Çıkış Yap' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content')).toHaveAttribute('inert', '');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(false);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeHidden();
  await expect(page.locator('#main-content')).not.toHaveAttribute('inert');

  // On a fresh load the first Tab reaches the skip link, which puts the focus on the content.
  await open(page, '/match_rew');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'İçeriğe geç' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // On a desktop the bar is gone and the side navigation shows.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(tabs).toBeHidden();
  await expect(drawer.getByRole('link', { name: 'Ligler' })).toBeVisible();
});
