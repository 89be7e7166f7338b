import { signIn, uniqueEmail } from './support/accounts.js';
import { latestMailTo, verifyByMail } from './support/mailbox.js';
import { expect, test } from './support/test.js';

test('a new player registers, completes the profile and signs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('checkbox', { name: "Aydınlatma Metni'ni okudum." }).check();
  // The form checks the same password rule as the server, with its Turkish reason.
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('galatasaray');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(
    page.getByText('Bu şifre çok yaygın ve kolayca tahmin edilir. Lütfen başka bir şifre seçiniz.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Şifreniz e-posta adresinizle aynı olamaz.')).toBeVisible();
  // A screen reader hears the field is invalid.
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('oyuncu123');
  // The show/hide button is named in Turkish for screen readers, after what a press does.
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
  // It is reached by the keyboard too: Tab from the field, and Space shows the password.
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Şifreyi göster' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('oyuncu123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Profilinizi Tamamlayın' })).toBeVisible();

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ad zorunludur.', { exact: true })).toBeVisible();
  // The focus goes to the first field to fix, not left on the button.
  await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Zeynep');
  await page.getByLabel('Soyad').fill('Çelik');
  await page.getByLabel('Telefon').fill('05321234567');
  await page.getByLabel('Doğum Tarihi').fill('1994-03-12');
  await page.getByRole('combobox', { name: 'Cinsiyet' }).click();
  await page.getByRole('option', { name: 'Kadın' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Merhaba, Zeynep!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Merhaba, Zeynep!' })).toBeVisible();
  // The saved profile is "Profilim", no longer a form to complete.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profilinizi Tamamlayın' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Merhaba, Zeynep!' })).toBeVisible();

  // What the browser keeps of the signed-in answers (a shared phone's next user could bring it back).
  const cachedLeagues = () =>
    page.evaluate(() =>
      fetch('/api/leagues/mine', { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (res) => res.status,
        () => 'none',
      ),
    );
  expect(await cachedLeagues()).toBe(200);
  await page.getByRole('button', { name: 'Zeynep Çelik' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing out leaves none of it.
  expect(await cachedLeagues()).toBe('none');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/guesthome\?sonra=%2Fdashboard$/);
});

test('a login with a wrong password is told so', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill('kimse@raket.test');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('yanlis123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı.');
  // The button was disabled while the form was sent: the focus lands on the message, not nowhere.
  await expect(page.getByRole('alert')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeFocused();
});

test('a form sent empty with the first tap or click puts the focus on its first field to fix', async ({
  browser,
  page,
  baseURL,
}) => {
  // With a mouse: the form's checks are still downloading when the click sends it.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-posta')).toBeFocused();

  // With a finger, on a phone: sign-up, then a new account's profile.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto('/register');
  await phone.getByRole('button', { name: 'Kayıt Ol' }).tap();
  await expect(phone.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true');
  await expect(phone.getByLabel('E-posta')).toBeFocused();

  const account = { email: uniqueEmail('ilkdokunus'), password: 'oyuncu123' };
  expect(
    (
      await phone.request.post('/api/auth/register', { data: { ...account, privacyNoticeVersion: 1 } })
    ).status(),
  ).toBe(201);
  await verifyByMail(baseURL!, account.email);
  await signIn(phone, account, '/profile');
  await phone.getByRole('button', { name: 'Kaydet' }).tap();
  await expect(phone.getByText('Ad zorunludur.', { exact: true })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Ad', exact: true })).toBeFocused();
  await context.close();
});

test('on a phone, sign-up says what to fix: a Turkish letter in the address, the unticked notice', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('E-posta').fill('ayşe.kaya@raket.test');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Fileli-Kort-42');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(
    page.getByText('E-posta adresinde Türkçe harf (ç, ğ, ı, ö, ş, ü) kullanılamaz', { exact: false }),
  ).toBeVisible();
  const notice = "Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylayınız.";
  await expect(page.getByText(notice)).toBeVisible();
  // The box sits beside its label's line, and the message under it keeps clear of the button.
  const box = (await page.getByRole('checkbox', { name: "Aydınlatma Metni'ni okudum." }).boundingBox())!;
  const label = (await page.getByText("Aydınlatma Metni'ni okudum.", { exact: true }).boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - (label.y + label.height / 2))).toBeLessThanOrEqual(4);
  const message = (await page.getByText(notice).boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Kayıt Ol' }).boundingBox())!;
  expect(button.y - (message.y + message.height)).toBeGreaterThanOrEqual(8);
  await page.screenshot({ path: test.info().outputPath('register-errors-390.png') });
  await context.close();
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('unutkan');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { email, password: 'eskisifre1', privacyNoticeVersion: 1 },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/forgotpassword');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Şifre sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByText('Epostanızı kontrol ediniz.')).toBeVisible();

  // The registration's verification mail came first: wait for the reset link's.
  let mail = '';
  await expect
    .poll(async () => {
      mail = await latestMailTo(email, 'reset-password?token=');
      return mail.includes('reset-password?token=');
    })
    .toBe(true);
  const link = /(http:\/\/\S+reset-password\?token=\S+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Yeni şifre').fill('yenisifre1');
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page.getByText('Şifreniz güncellendi.', { exact: false })).toBeVisible();
  // The link is used: opened again, it says so and leads to asking for a new one.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Yeni şifre').fill('baskasifre2');
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page.getByText('Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.')).toBeVisible();
  await page.getByRole('link', { name: 'Yeni bağlantı iste' }).click();
  await expect(page.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('yenisifre1');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('signed-out visitors land on the guest home, which keeps where they were going', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/guesthome\?sonra=%2Fdashboard$/);
  await page.goto('/bir-yer-yok');
  await expect(page).toHaveURL(/\/guesthome\?sonra=%2Fbir-yer-yok$/);
  // A signed-out page is nowhere to come back to.
  await page.goto('/guesthome');
  await expect(page).toHaveURL(/\/guesthome$/);
  await expect(page.getByText('Giriş yapmanız gerekiyor')).toHaveCount(0);
});
