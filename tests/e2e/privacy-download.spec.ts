import { readFile } from 'node:fs/promises';
import { signIn, uniqueEmail } from './support/accounts.js';
import { expect, test } from './support/test.js';

test('a new player reads and accepts the information text at sign-up, then downloads their data from the profile', async ({
  page,
}) => {
  const account = { email: uniqueEmail('verilerim'), password: 'Kort-parola-7' };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(account.password);

  // Without the checkbox the form says why, and nothing is sent.
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText("Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylayınız.")).toBeVisible();

  await page.getByRole('button', { name: "Aydınlatma Metni'ni oku" }).click();
  await expect(page.getByText("KVKK'nın 11. maddesindeki haklarınız")).toBeVisible();
  await page.screenshot({ path: 'test-results/kvkk/register-390.png', fullPage: true });
  await page.getByRole('checkbox', { name: "Aydınlatma Metni'ni okudum." }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Kayıt başarılı', { exact: false })).toBeVisible();

  // The text has its own page, linked from every signed-out screen's foot.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/aydinlatma-metni$/);
  await expect(page.getByRole('heading', { name: 'Aydınlatma Metni' })).toBeVisible();
  await expect(page.getByText('Sürüm 1')).toBeVisible();
  await page.screenshot({ path: 'test-results/kvkk/notice-desktop.png', fullPage: true });

  await signIn(page, account, '/profile');
  const section = page.getByRole('region', { name: 'Kişisel verilerim' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/kvkk/profile-desktop.png', fullPage: true });
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Verilerimi indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^raket-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  // Written to be read: Turkish keys and words.
  expect(data.Profil['E-posta']).toBe(account.email);
  expect(data.Profil['E-posta doğrulandı']).toBe('Hayır');
  expect(data['Aydınlatma Metni']['Kabul ettiğiniz sürüm']).toBe(1);
});
