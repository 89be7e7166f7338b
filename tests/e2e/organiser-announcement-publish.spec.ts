import { adminPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

test('the announcement form says that saving a new one publishes and mails it at once, and that an edit mails nothing', async ({
  browser,
  baseURL,
}) => {
  const title = `Kort kapanışı ${Date.now()}`;
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/announcement-management');
  await admin.getByRole('button', { name: 'Yeni Duyuru' }).click();
  const created = admin.getByRole('dialog', { name: 'Yeni Duyuru' });
  await expect(
    created.getByText(
      'Kaydettiğinizde duyuru hemen yayınlanır: herkes sitede görür; duyuruları e-postayla alan oyunculara (varsayılan budur) e-posta, anlık bildirim alanlara anlık bildirim gider. Sonradan yapılan düzeltmeler yeniden gönderilmez.',
    ),
  ).toBeVisible();
  await created.getByLabel('Başlık').fill(title);
  await created.getByLabel('İçerik').fill('Pazar günü kortlar kapalıdır.');
  await created.getByRole('button', { name: 'Kaydet' }).click();
  await expect(created).toBeHidden();

  await admin.getByRole('button', { name: `${title} duyurusunu düzenle` }).click();
  const edited = admin.getByRole('dialog', { name: 'Duyuruyu Düzenle' });
  await expect(
    edited.getByText('Değişiklik sitede hemen görünür; duyuru yeniden e-postayla gönderilmez.'),
  ).toBeVisible();
  await expect(edited.getByText('Kaydettiğinizde duyuru hemen yayınlanır', { exact: false })).toHaveCount(0);
  await edited.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edited).toBeHidden();
  await admin.close();
});
