import { adminApi, notifyByMail, playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

// On a phone, a notification whose subject does not fit on its line is cut short with an ellipsis;
// the 'Yeni' badge beside it stays whole.
test('a long subject on a phone leaves the unread badge whole', async ({ browser, baseURL }) => {
  const { page, player } = await playerPage(browser, baseURL!, 'Uzunkonu', 'Okur', {
    viewport: { width: 390, height: 844 },
  });
  const admin = await adminApi(baseURL!);
  const subject = 'Bahar turnuvası kura çekimi, kort programı ve kayıt koşulları hakkında duyuru';
  await notifyByMail(admin, player.email, subject, 'Ayrıntılar sitede.');

  await page.goto('/notifications');
  const open = page.getByRole('button', { name: `${subject} bildirimini aç (okunmadı)` });
  await expect(open).toBeVisible();
  const badge = open.getByText('Yeni', { exact: true });
  await expect(badge).toBeVisible();
  // Its text is not cut: the badge is as wide as what it holds.
  const cut = await badge.evaluate((label) => {
    const box = label.closest('.mantine-Badge-root') ?? label;
    return box.scrollWidth > box.clientWidth || label.scrollWidth > label.clientWidth;
  });
  expect(cut).toBe(false);
  await page.screenshot({ path: test.info().outputPath('long-subject-390.png') });
});
