import { createPlayer, signIn } from './support/accounts.js';
import { pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

// A session ended on another device: the open app notices at its next read and goes to the guest
// home, which keeps the page; signing in again returns there.
test('a password changed on the phone signs the desktop out at its next step, back to where it was', async ({
  browser,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Oturum', lastName: 'Kapanan' });
  const desktop = await pageFor(browser);
  await signIn(desktop, player);
  const phone = await pageFor(browser);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signIn(phone, player, '/profile');
  const passwordForm = phone.getByRole('form', { name: 'Şifre değiştir' });
  await passwordForm.getByLabel('Mevcut şifre').fill(player.password);
  await passwordForm.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('Fileli-Kort-42');
  await passwordForm.getByLabel('Yeni şifre (tekrar)').fill('Fileli-Kort-42');
  await passwordForm.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect(
    passwordForm.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.'),
  ).toBeVisible();

  // What the desktop's browser keeps of the signed-in answers (a shared computer's next user).
  const cachedLeagues = () =>
    desktop.evaluate(() =>
      fetch('/api/leagues/mine', { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (res) => res.status,
        () => 'none',
      ),
    );
  expect(await cachedLeagues()).toBe(200);

  // The desktop, still drawn signed in, opens the leagues page: its read answers 401.
  await desktop.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ligler' }).click();
  await expect(desktop).toHaveURL(/\/guesthome\?sonra=%2Fleagues$/);
  await expect(desktop.getByText('Giriş yapmanız gerekiyor')).toBeVisible();
  await expect(desktop.getByText('Bu sayfa gösterilemedi.')).toHaveCount(0);
  // That answer also emptied what the browser kept of the ended session, as signing out does.
  expect(await cachedLeagues()).toBe('none');

  await desktop.getByRole('link', { name: 'Giriş Yap' }).click();
  await desktop.getByLabel('E-posta').fill(player.email);
  await desktop.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Fileli-Kort-42');
  await desktop.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(desktop).toHaveURL(/\/leagues$/);
});
