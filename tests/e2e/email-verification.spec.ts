import { ADMIN, apiAs, signIn, uniqueEmail } from './support/accounts.js';
import { createLadderThroughApi } from './support/challenges.js';
import { latestMailTo } from './support/mailbox.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('a new player verifies their e-mail from the mailed link, and only then can challenge', async ({
  page,
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [['Umut', 'Zirve']]);
  const [top] = players;

  // Registration on the phone.
  const account = { email: uniqueEmail('dogrulanacak'), password: 'Kort-parola-8' };
  await page.goto('/register');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: "Aydınlatma Metni'ni okudum." }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...')).toBeVisible();
  // The screen says which inbox the verification link went to, and how to get another.
  const inbox = `${account.email} adresine bir doğrulama bağlantısı gönderdik.`;
  await expect(page.getByRole('status').getByText(inbox, { exact: false })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Bağlantıyı yeniden gönder');
  await page.screenshot({ path: 'test-results/registered-390.png' });
  // The login screen it moves on to keeps saying so.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').getByText(inbox, { exact: false })).toBeVisible();
  // The address just registered is filled in; only the password is left to type.
  await expect(page.getByLabel('E-posta')).toHaveValue(account.email);
  await page.screenshot({ path: 'test-results/registered-login-390.png' });

  // The profile and a place on the ladder, as staff would give it.
  const api = await apiAs(baseURL!, account);
  const saved = await api.put('/api/profile', {
    data: {
      firstName: 'Yavuz',
      lastName: 'Yeni',
      gender: 'male',
      phone: '05551112299',
      birthdate: '1992-02-02',
      city: 21,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const me = await (await api.get('/api/me')).json();
  const admin = await apiAs(baseURL!, ADMIN);
  const added = await admin.post(`/api/leagues/${league.id}/participants`, { data: { userId: me.id } });
  expect(added.ok(), await added.text()).toBe(true);
  await admin.dispose();

  // Signed in but unverified: the banner, and the challenge refused with the reason.
  await signIn(page, account);
  const banner = page.getByRole('region', { name: 'E-posta adresinizi doğrulayın' });
  await expect(banner).toBeVisible();
  const resend = banner.getByRole('button', { name: 'Bağlantıyı yeniden gönder' });
  expect((await resend.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await resend.click();
  await expect(banner.getByText(/saniye bekleyiniz/)).toBeVisible();
  await page.screenshot({ path: 'test-results/verify-banner-390.png' });
  const refused = await api.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: top.id },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toContain('e-posta adresinizi doğrulamalısınız');

  // The link from the written mail, opened on the phone.
  const mail = await latestMailTo(account.email, 'verify-email?token=');
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-posta doğrulama' })).toBeVisible();
  await page.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();
  await expect(page.getByText('E-posta adresiniz doğrulandı.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-posta adresinizi doğrulayın' })).toHaveCount(0);
  await page.screenshot({ path: `test-results/email-verified-390.png`, fullPage: true });
  // The link opened again: the page says the signed-in account is verified already, and still offers
  // the button, since a link opened while signed in may be another account's.
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByText('Giriş yaptığınız hesabın e-posta adresi zaten doğrulanmış.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bu bağlantının adresini doğrula' })).toBeVisible();
  // Opened again where nobody is signed in (the mail read on another device), the used link cannot
  // tell whose it was: the answer says that an address verified already only needs signing in.
  const elsewhere = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await elsewhere.goto(link.pathname + link.search);
  await elsewhere.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();
  await expect(elsewhere.getByRole('alert')).toContainText(
    'Adresinizi daha önce doğruladıysanız giriş yapmanız yeterlidir',
  );
  await elsewhere.close();

  // Now the challenge goes through.
  const sent = await api.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: top.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();
});
