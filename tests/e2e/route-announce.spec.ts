// A screen drawn in place of another is said to a screen reader by its title: the side
// navigation's links and the phone's tabs change the address without a page load, which the
// browser would have announced.

import { buildWorld, open, pageWith } from './support/quality.js';
import { expect, test } from './support/test.js';

test('a screen reader hears the title of the screen a menu link or a tab opens, not of the first one', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const desk = await pageWith(browser, w.playerState);
  await open(desk, '/dashboard');
  const said = desk.locator('p[aria-live="polite"]').filter({ hasText: /Raket$/ });
  // The first screen came with a page load: nothing more is said.
  await expect(said).toHaveCount(0);
  await desk.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Bildirimler' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  await expect(said).toHaveText('Bildirimler · Raket');
  // Back to the first screen is said too.
  await desk.goBack();
  await expect(said).toHaveText(/^Ana Sayfa · Raket$/);
  await desk.context().close();

  const phone = await pageWith(browser, w.playerState, 390);
  await open(phone, '/dashboard');
  await phone.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Ligler' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Ligler' })).toBeVisible();
  await expect(phone.locator('p[aria-live="polite"]').filter({ hasText: /Raket$/ })).toHaveText(
    'Ligler · Raket',
  );
  await phone.context().close();
});
