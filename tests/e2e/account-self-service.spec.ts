import { apiAs, createPlayer, signIn, signInThroughForm, uniqueEmail } from './support/accounts.js';
import { latestMailTo } from './support/mailbox.js';
import { expect, type Locator, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('a player changes their password and e-mail from the profile, on a phone', async ({ page, baseURL }) => {
  const player = await createPlayer(baseURL!, { firstName: 'Hesap', lastName: 'Sahibi' });
  await signIn(page, player, '/profile');
  const account = page.getByRole('region', { name: 'Hesabım' });
  await expect(account).toBeVisible();
  // One page, one look: the account's and the privacy section's fields, labels and buttons are drawn
  // as the profile form's are (44 px on a phone), not a size larger.
  const look = (field: Locator) =>
    field.evaluate((input) => {
      const wrapper = input.closest('.mantine-InputWrapper-root')!;
      const label = wrapper.querySelector('label')!;
      return {
        label: getComputedStyle(label).fontSize,
        height: Math.round(input.closest('.mantine-Input-wrapper')!.getBoundingClientRect().height),
      };
    });
  const profileLook = await look(page.getByRole('textbox', { name: 'Ad', exact: true }));
  expect(profileLook.height).toBeGreaterThanOrEqual(44);
  expect(await look(account.getByRole('textbox', { name: 'Yeni e-posta adresi' }))).toEqual(profileLook);
  expect(await look(account.getByRole('textbox', { name: 'Mevcut şifre' }).first())).toEqual(profileLook);
  const buttonFont = (button: Locator) => button.evaluate((el) => getComputedStyle(el).fontSize);
  const profileButton = await buttonFont(page.getByRole('button', { name: 'Güncelle' }));
  expect(await buttonFont(account.getByRole('button', { name: 'Şifreyi değiştir' }))).toBe(profileButton);
  expect(await buttonFont(page.getByRole('button', { name: 'Hesabımı sil' }))).toBe(profileButton);

  // Password: the current one is required, an easy new one is refused, then it changes.
  const passwordForm = account.getByRole('form', { name: 'Şifre değiştir' });
  await passwordForm.getByLabel('Mevcut şifre').fill('yanlis-parola');
  await passwordForm.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('Fileli-Kort-42');
  await passwordForm.getByLabel('Yeni şifre (tekrar)').fill('Fileli-Kort-42');
  const change = passwordForm.getByRole('button', { name: 'Şifreyi değiştir' });
  const box = await change.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await change.click();
  await expect(passwordForm.getByText('Mevcut şifreniz hatalı.')).toBeVisible();
  await passwordForm.getByLabel('Mevcut şifre').fill(player.password);
  await change.click();
  await expect(
    passwordForm.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.'),
  ).toBeVisible();
  // The user is told by mail (its text as written, in quoted-printable: its ASCII start is matched).
  expect(await latestMailTo(player.email, 'Raket hesab')).toContain('Subject:');

  // Signed in elsewhere later: the new password works.
  await page.context().clearCookies();
  await signInThroughForm(page, { email: player.email, password: 'Fileli-Kort-42' });

  // Signed in on a club computer too: the profile ends that session, after asking, and keeps this one.
  const club = await apiAs(baseURL!, { email: player.email, password: 'Fileli-Kort-42' });
  expect((await club.get('/api/me')).status()).toBe(200);
  await page.goto('/profile');
  const endOthers = page.getByRole('button', { name: 'Diğer cihazlardaki oturumları kapat' });
  expect((await endOthers.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await endOthers.click();
  const ask = page.getByRole('dialog', { name: 'Diğer cihazlardaki oturumları kapat' });
  await expect(ask.getByText('Emin misiniz?', { exact: false })).toBeVisible();
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toBeHidden();
  expect((await club.get('/api/me')).status()).toBe(200);
  await endOthers.click();
  await ask.getByRole('button', { name: 'Oturumları kapat' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Diğer cihazlardaki oturumlarınız kapatıldı.' }),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  expect((await club.get('/api/me')).status()).toBe(204);
  await club.dispose();
  await page.screenshot({ path: test.info().outputPath('other-sessions-phone.png'), fullPage: true });

  // E-mail: a link goes to the new address; the account moves only when it is opened.
  await page.goto('/profile');
  const emailForm = page.getByRole('form', { name: 'E-posta adresini değiştir' });
  // A change asked for is still shown after a reload, and can be withdrawn (after asking).
  const firstEmail = uniqueEmail('vazgecilen');
  await emailForm.getByLabel('Yeni e-posta adresi').fill(firstEmail);
  await emailForm.getByLabel('Mevcut şifre').fill('Fileli-Kort-42');
  await emailForm.getByRole('button', { name: 'Onay bağlantısı gönder' }).click();
  await expect(
    emailForm.getByText(`${firstEmail} adresine bir onay bağlantısı gönderdik.`, { exact: false }),
  ).toBeVisible();
  await page.reload();
  await expect(emailForm.getByText(`Onay bekleyen yeni adresiniz: ${firstEmail}`)).toBeVisible();
  await expect(
    emailForm.getByText(/Onay bağlantısının son geçerlilik zamanı: \d{1,2} \S+ \d{4} \d{2}:\d{2}\./),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pending-email-phone.png'), fullPage: true });
  const cancelChange = emailForm.getByRole('button', { name: 'Değişikliği iptal et' });
  expect((await cancelChange.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await cancelChange.click();
  const askCancel = page.getByRole('dialog', { name: 'E-posta değişikliğini iptal et' });
  await expect(askCancel.getByText('Emin misiniz?', { exact: false })).toBeVisible();
  await askCancel.getByRole('button', { name: 'Değişikliği iptal et' }).click();
  await expect(
    emailForm.getByRole('status').filter({ hasText: 'E-posta değişikliği iptal edildi.' }),
  ).toBeVisible();
  await expect(emailForm.getByText(`Onay bekleyen yeni adresiniz: ${firstEmail}`)).toBeHidden();
  await page.reload();
  await expect(emailForm.getByText(`Kayıtlı e-posta adresiniz: ${player.email}`)).toBeVisible();
  await expect(emailForm.getByText('Onay bekleyen yeni adresiniz', { exact: false })).toBeHidden();
  const withdrawn = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(await latestMailTo(firstEmail))![0];

  const newEmail = uniqueEmail('tasinan');
  await emailForm.getByLabel('Yeni e-posta adresi').fill(newEmail);
  await emailForm.getByLabel('Mevcut şifre').fill('Fileli-Kort-42');
  await emailForm.getByRole('button', { name: 'Onay bağlantısı gönder' }).click();
  await expect(
    emailForm.getByText(`${newEmail} adresine bir onay bağlantısı gönderdik.`, { exact: false }),
  ).toBeVisible();
  await expect(emailForm.getByText(`Kayıtlı e-posta adresiniz: ${player.email}`)).toBeVisible();

  await page.reload();
  await expect(emailForm.getByText(`Onay bekleyen yeni adresiniz: ${newEmail}`)).toBeVisible();

  const mail = await latestMailTo(newEmail);
  const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'E-posta adresimi onayla' }).click();
  await expect(page.getByText(`E-posta adresiniz ${newEmail} olarak değiştirildi.`)).toBeVisible();
  // The old address is told, naming the new one.
  expect(await latestMailTo(player.email, newEmail)).toContain(newEmail);

  // The link is used up.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'E-posta adresimi onayla' }).click();
  await expect(
    page.getByText('E-posta onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.'),
  ).toBeVisible();

  // The withdrawn change's link does not work either.
  await page.goto(new URL(withdrawn).pathname + new URL(withdrawn).search);
  await page.getByRole('button', { name: 'E-posta adresimi onayla' }).click();
  await expect(
    page.getByText('E-posta onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Profilime dön' }).click();
  await expect(page.getByText(`Kayıtlı e-posta adresiniz: ${newEmail}`)).toBeVisible();
  await expect(page.getByText('Onay bekleyen yeni adresiniz', { exact: false })).toBeHidden();

  // On a wide screen the page's cards line up, one width, one gap between each.
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = (name: string) =>
    page
      .getByRole('heading', { name, exact: true })
      .locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]');
  const measure = () =>
    Promise.all(
      ['Profilim', 'Bildirim ayarları', 'Hesabım', 'Kişisel verilerim'].map(
        async (name) => (await card(name).boundingBox())!,
      ),
    );
  // The layout moves for a moment as the wide screen's menu slides in: measured once it has settled.
  let boxes = await measure();
  await expect
    .poll(async () => {
      const before = boxes;
      boxes = await measure();
      return JSON.stringify(boxes) === JSON.stringify(before);
    })
    .toBe(true);
  for (const box of boxes.slice(1)) {
    expect(Math.round(box.width)).toBe(Math.round(boxes[0].width));
    expect(Math.round(box.x)).toBe(Math.round(boxes[0].x));
  }
  const gaps = boxes.slice(1).map((box, i) => Math.round(box.y - (boxes[i].y + boxes[i].height)));
  expect(new Set(gaps).size, `gaps ${gaps}`).toBe(1);
  await page.screenshot({ path: test.info().outputPath('profile-desktop.png'), fullPage: true });
});
