import { request } from '@playwright/test';
import { createPlayer, signIn, uniqueEmail } from './support/accounts.js';
import { latestMailTo } from './support/mailbox.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("another account's verification link opened while signed in verifies that account, and says so", async ({
  page,
  baseURL,
}) => {
  const me = await createPlayer(baseURL!, { firstName: 'Aylin', lastName: 'Evde' });
  // A family member registers on the same phone's mail app; their link is opened where Aylin is signed in.
  const other = { email: uniqueEmail('aile'), password: 'Kort-parola-8' };
  const anon = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  const registered = await anon.post('/api/auth/register', { data: { ...other, privacyNoticeVersion: 1 } });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await latestMailTo(other.email, 'verify-email?token=');
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail)![0]);

  await signIn(page, me);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-posta doğrulama' })).toBeVisible();
  // Not "already verified" as if the link were hers: her account is, and the link can still be used.
  await expect(
    page.getByText('Giriş yaptığınız hesabın e-posta adresi zaten doğrulanmış.', { exact: false }),
  ).toBeVisible();
  const verify = page.getByRole('button', { name: 'Bu bağlantının adresini doğrula' });
  expect((await verify.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await verify.tap();
  await expect(page.getByRole('status')).toContainText(
    'başka bir hesaba aitti; o hesabın e-posta adresi doğrulandı',
  );
  await page.screenshot({ path: test.info().outputPath('verify-other-390.png'), fullPage: true });
  // Still Aylin, signed in as before.
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).tap();
  await expect(page.getByRole('heading', { name: 'Merhaba, Aylin!' })).toBeVisible();

  // The other account is verified: no banner once it signs in.
  const theirs = await anon.post('/api/auth/login', { data: other });
  expect(theirs.status()).toBe(200);
  expect((await (await anon.get('/api/me')).json()).emailUnverified).toBe(false);
  await anon.dispose();
});
