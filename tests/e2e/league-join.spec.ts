import { ADMIN, createPlayer, signIn } from './support/accounts.js';
import {
  addPlayersAs,
  createLeagueAs,
  createPlayerAs,
  findJoinableLeague,
  leagueName,
} from './support/leagues.js';
import { expect, test } from './support/test.js';

test('a player applies, the admin sees the badge and approves, the dashboard shows league and rank', async ({
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  const name = leagueName('Katılım Ligi');
  const league = await createLeagueAs(admin.request, { name, gender: 'male' });
  const ahead = await createPlayerAs(admin.request, { firstName: 'Önde', lastName: 'Oyuncu' });
  await addPlayersAs(admin.request, league.id, [ahead]);
  const player = await createPlayer(baseURL!, { firstName: 'Emre', lastName: 'Şahin', gender: 'male' });

  const playerContext = await browser.newContext();
  const page = await playerContext.newPage();
  await signIn(page, player, '/dashboard');
  await expect(page.getByText('Henüz bir lige katılmadınız.', { exact: false })).toBeVisible();
  // Without a league the offer card says what comes first instead of offering a wizard that leads nowhere.
  const offerCard = page.getByRole('region', { name: 'Maç Teklifi' });
  await expect(offerCard).toContainText('Maç teklif edebilmek için önce bir lige katılın');
  await expect(offerCard.getByRole('link', { name: 'Ligleri Görüntüle' })).toBeVisible();
  await expect(offerCard.getByRole('link', { name: 'Maç Teklifi Oluştur' })).toHaveCount(0);
  // 'Ligim' leads there too, its link written as the offer card's.
  await page
    .getByRole('region', { name: 'Ligim' })
    .getByRole('link', { name: 'Ligleri Görüntüle', exact: true })
    .click();
  await expect(page).toHaveURL(/\/leagues$/);

  // Other journeys add leagues to the same server: the list may run to several pages.
  const control = await findJoinableLeague(page, name);
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const dialog = page.getByRole('dialog', { name: 'Lige Katıl' });
  // The league's panel opens with an animation; a click made while it opened was once lost in a
  // full run. The click is made again until the dialog opens, naming this league.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: `Lige Katıl: ${name}` }).click();
    await expect(dialog.getByText(name, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByText('başka bir lige başvuramazsınız', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByText('Başvurunuz alındı.', { exact: false })).toBeVisible();
  await expect(control).toHaveCount(0);
  await expect(page.getByText('Bekleyen başvurunuz var')).toBeVisible();
  // The waiting application is why nothing is offered: the page does not also say no league suits.
  await expect(page.getByText('Uygun Bir Lig Bulunamadı!')).toHaveCount(0);

  // The dashboard's league card knows of the application too, on a phone as on a desktop.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const mine = page.getByRole('region', { name: 'Ligim' });
  await expect(mine).toContainText('Bekleyen başvurunuz var');
  await expect(mine).toContainText(`${name} ligine başvurunuz değerlendiriliyor.`);
  await expect(mine).not.toContainText('Henüz bir lige katılmadınız');
  await expect(mine.getByRole('link', { name: 'Başvurunuzu Görüntüle', exact: true })).toHaveAttribute(
    'href',
    '/leagues',
  );
  // The offer card beside it says the same: the challenge waits for the approval, not for an application.
  const waiting = page.getByRole('region', { name: 'Maç Teklifi' });
  await expect(waiting).toContainText(
    `${name} ligine başvurunuz onaylandığında bu ligde maç teklif edebilirsiniz.`,
  );
  await expect(waiting).not.toContainText('önce bir lige katılın');
  await expect(waiting.getByRole('link', { name: 'Ligleri Görüntüle' })).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/league-join-dashboard-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await admin.goto('/league-settings');
  const pendingButton = admin.getByRole('button', { name: /Bekleyen Lig Başvurularını Görüntüle/ });
  await expect(pendingButton.getByLabel(/bekleyen başvuru/)).toBeVisible();
  await pendingButton.click();
  const applications = admin.getByRole('dialog', { name: 'Bekleyen Lig Başvuruları' });
  // This league's row: a retry finds the first attempt's application still waiting in the same list.
  const row = applications.getByRole('row').filter({ hasText: 'Emre Şahin' }).filter({ hasText: name });
  await expect(row).toContainText(name);
  await row.getByRole('button', { name: 'Onayla: Emre Şahin' }).click();
  // The decision is said inside the dialog, not in a toast lying over the next application's buttons.
  await expect(applications.getByRole('status')).toHaveText(`Başvuru onaylandı! Emre Şahin · ${name}`);
  await expect(admin.locator('.mantine-Notification-root')).toHaveCount(0);
  // The focus stays in the dialog, on that line, though the button that had it is gone.
  await expect(applications.getByRole('status')).toBeFocused();
  await expect(row).toHaveCount(0);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Ligim' });
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText('Aktif')).toBeVisible();
  await expect(card.getByText('Sıralamanız: 2. / 2 oyuncu')).toBeVisible();
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  await expect(ladder.getByRole('row').nth(1)).toContainText('1Önde Oyuncu');
  await expect(ladder.getByRole('row').nth(2)).toContainText('2Emre Şahin');

  await playerContext.close();
  await adminContext.close();
});

test('a player of another gender is offered no league', async ({ page, baseURL }) => {
  const player = await createPlayer(baseURL!, { firstName: 'Diğer', lastName: 'Oyuncu', gender: 'other' });
  await signIn(page, player, '/leagues');
  await expect(page.getByText('Uygun Bir Lig Bulunamadı!')).toBeVisible();
  await expect(
    page.getByText('cinsiyetinize uygun, başvuruya açık bir lig yok', { exact: false }),
  ).toBeVisible();
});

test('the leagues page shows ten leagues a page and the rest on the next', async ({
  page,
  baseURL,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  // The earliest start date of any journey's league, so these eleven lead the list in name order
  // (a retry's a day earlier still, ahead of the first attempt's, as is a repeat's).
  const tag = leagueName('Sayfalı');
  for (let i = 0; i < 11; i++)
    await createLeagueAs(admin.request, {
      name: `${tag} ${String(i).padStart(2, '0')}`,
      gender: 'female',
      startDate: `2000-01-${String(10 - test.info().retry - test.info().repeatEachIndex).padStart(2, '0')}`,
    });
  await adminContext.close();

  const player = await createPlayer(baseURL!, { firstName: 'Sayfa', lastName: 'Okur', gender: 'female' });
  await signIn(page, player, '/leagues');
  const list = page.getByRole('region', { name: 'Katılabileceğiniz ligler' });
  await expect(list.getByRole('button', { name: new RegExp(`^${tag} 09`) })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^${tag} 10`) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(list.getByRole('button', { name: new RegExp(`^${tag} 10`) })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^${tag} 00`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '2. sayfa' })).toHaveAttribute('aria-current', 'page');
});
