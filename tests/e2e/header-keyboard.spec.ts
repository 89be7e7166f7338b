// The header and the side navigation by keyboard: the account menu is a menu button whose focus
// comes back to it, also when its code arrived after the button was used, and the side navigation
// names the current page.

import { buildWorld, open, pageWith } from './support/quality.js';
import { expect, type Page, test } from './support/test.js';

/** Holds the account menu's code until the returned function is called. */
async function holdMenuCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/AccountMenu-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the account menu by keyboard: its first item takes the focus, Escape gives it back to the button, Tab goes on', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState);
  const release = await holdMenuCode(page);
  await open(page, '/dashboard');
  const account = page.getByRole('banner').getByRole('button', { name: 'Pelin Oyuncu' });
  const menu = page.getByRole('menu');
  const profile = page.getByRole('menuitem', { name: 'Profil' });

  // Opened before the menu's code has arrived: the menu opens on its arrival, on its first item.
  await expect(account).not.toHaveAttribute('aria-haspopup');
  await account.focus();
  await page.keyboard.press('Enter');
  release();
  await expect(profile).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeFocused();
  // Escape closes it and the focus is back on the account button, not at the page's start.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');

  // Space opens it on its first item too; Tab closes it and goes on from the button.
  await page.keyboard.press('Space');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(account).toBeFocused();
  // Shift+Tab from the menu closes it and goes back past the button.
  await page.keyboard.press('Enter');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Raket' })).toBeFocused();
  await page.context().close();
});

test('the account button keeps the focus when the menu’s code arrives while it has it', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 390);
  const release = await holdMenuCode(page);
  await open(page, '/dashboard');
  const account = page.getByRole('banner').getByRole('button', { name: 'Pelin Oyuncu' });
  await expect(account).not.toHaveAttribute('aria-haspopup');
  await account.focus();
  release();
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await expect(account).toBeFocused();
  await page.context().close();
});

test('the side navigation marks the current page for screen readers', async ({ browser, baseURL }) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState);
  await open(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('aria-current', 'page');
  const matches = nav.getByRole('link', { name: 'Maçlarım' });
  await expect(matches).not.toHaveAttribute('aria-current');
  await matches.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/^Maçlarım/);
  await expect(matches).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Pelin Oyuncu' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await page.context().close();
});

test('on a phone, Escape closes the menu and gives the focus back to the button that opened it', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 390);
  await open(page, '/dashboard');
  const burger = page.getByRole('button', { name: 'Menüyü aç/kapat' });
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Teklifleri Gör' });
  await link.focus();
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  // The tab bar's 'Menü' opens it too, and has the focus back the same way.
  const tab = page.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: /Menü/ });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await link.focus();
  await page.keyboard.press('Escape');
  await expect(tab).toBeFocused();
});
