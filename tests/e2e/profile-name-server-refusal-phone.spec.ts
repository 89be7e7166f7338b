import { createPlayer, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The server knows every web ending; the form carries a short list. A name the form lets through
// and the server refuses ('evil.sbs') is marked under its field, which takes the focus, as a name
// the form itself refuses is; an initial before two letters ('A.Su') is saved.
test('on a phone a name only the server refuses is marked under its field; an initial is saved', async ({
  page,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Suna', lastName: 'Kaya' });
  await signIn(page, player, '/profile');
  const first = page.getByRole('textbox', { name: 'Ad', exact: true });
  await first.fill('evil.sbs');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription(
    /Ad bir web ya da e-posta adresi içeremez; yalnızca adı yazınız\./,
  );
  await expect(first).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('name-server-refused-390.png') });

  await first.fill('A.Su');
  await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Merhaba, A.Su!' })).toBeVisible();
});
