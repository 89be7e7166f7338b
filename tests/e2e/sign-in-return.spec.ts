import { createPlayer } from './support/accounts.js';
import { pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

// A mail's link opened signed out: the guest home says why, and signing in leads back to the page.
test('a signed-out player opens a link to Maçlarım, signs in from the guest home and lands there', async ({
  browser,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Selim', lastName: 'Bağlantı' });
  const page = await pageFor(browser);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/maclarim');
  await expect(page).toHaveURL(/\/guesthome\?sonra=%2Fmaclarim$/);
  await expect(page.getByRole('heading', { name: 'Misafir Girişi' })).toBeVisible();
  await expect(page.getByText('Giriş yapmanız gerekiyor')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guest-home-390.png') });

  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/login\?sonra=%2Fmaclarim$/);
  await page.getByLabel('E-posta').fill(player.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/maclarim$/);
  await expect(page.getByRole('heading', { name: 'Maçlarım', level: 1 })).toBeVisible();

  // Another site's address in the link is not followed: signing in leads home.
  await page.context().clearCookies();
  await page.goto('/login?sonra=%2F%2Fevil.example%2F');
  await page.getByLabel('E-posta').fill(player.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
