// The staff home: a moderator (who plays in no league) lands on what waits for them, counted for
// their leagues only, each count a link to where it is handled; an admin's /admin shows the same.

import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { createLeagueAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test('a moderator’s home leads with their pending applications, which link to the applications', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  const league = await createLeagueAs(admin.request, { name: leagueName('Başvuru Ligi') });
  const moderator = await createPlayer(baseURL!, { firstName: 'Mehmet', lastName: 'Yönetir' });
  const appointed = await admin.request.post(`/api/leagues/${league.id}/moderators`, {
    headers: sameOrigin(),
    data: { userId: moderator.id },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
  const applicant = await createPlayer(baseURL!, { firstName: 'Ayşe', lastName: 'Başvurur' });
  const api = await apiAs(baseURL!, applicant);
  const applied = await api.post(`/api/leagues/${league.id}/applications`);
  expect(applied.status(), await applied.text()).toBe(201);
  await api.dispose();

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, moderator);
  const panel = page.getByRole('region', { name: 'Sizi bekleyenler' });
  await expect(panel.getByRole('link', { name: 'Bekleyen başvuru: 1' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'İtiraz edilen sonuç: 0' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Süresi geçen maç: 0' })).toBeVisible();
  // Failed mails are the admins' business; the player's calls to action are not shown to staff who do not play.
  await expect(panel.getByRole('link', { name: /Gönderilemeyen e-posta/ })).toHaveCount(0);
  await expect(page.getByText('Mazeret Bildir')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ligleri görüntüle' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('staff-home-390.png'), fullPage: true });

  await panel.getByRole('link', { name: 'Bekleyen başvuru: 1' }).click();
  await expect(page).toHaveURL(/\/league-settings\?basvurular=1$/);
  const applications = page.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  await expect(applications.getByText('Ayşe Başvurur')).toBeVisible();

  // /admin carries the same counts on its cards, every league's for an admin.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin');
  await expect(
    admin.getByRole('link', { name: /^Lig Ayarları — Bekleyen başvuru: [1-9]\d*$/ }),
  ).toBeVisible();
  await expect(
    admin.getByRole('link', { name: /^Maç Yönetimi — İtiraz edilen sonuç: \d+, Süresi geçen maç: \d+$/ }),
  ).toBeVisible();
  await expect(admin.getByRole('link', { name: /^E-posta — Gönderilemeyen e-posta: \d+$/ })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-page-desktop.png'), fullPage: true });
  await admin.goto('/dashboard');
  const adminPanel = admin.getByRole('region', { name: 'Sizi bekleyenler' });
  await expect(adminPanel.getByRole('link', { name: /^Gönderilemeyen e-posta: \d+$/ })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('staff-home-desktop.png'), fullPage: true });
});
