import { createPlayer, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a name typed in small letters with a dot is saved; a real web address is refused', async ({
  page,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Abdülkadir', lastName: 'Kaya' });
  await signIn(page, player, '/profile');
  const first = page.getByRole('textbox', { name: 'Ad', exact: true });
  await first.fill('ahmet.istanbul');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(
    page.getByText('Ad bir web ya da e-posta adresi içeremez; yalnızca adı yazınız.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('name-web-refused-390.png') });

  await first.fill('abd.kadir');
  await expect(page.getByText('Ad bir web ya da e-posta adresi içeremez; yalnızca adı yazınız.')).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Merhaba, abd.kadir!' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('name-dots-saved-390.png') });
});
