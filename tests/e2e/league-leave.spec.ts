import { ADMIN, apiAs, signIn, uniqueEmail } from './support/accounts.js';
import {
  addPlayersAs,
  createLeagueAs,
  createPlayerAs,
  findJoinableLeague,
  leagueName,
} from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, request, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, /leagues says why nothing is joinable, withdraws an application and leaves a league after confirming', async ({
  page,
  baseURL,
}) => {
  // A new account without a profile: /leagues says so and leads to /profile.
  const account = { email: uniqueEmail('ayrilan'), password: 'oyuncu123' };
  const anon = await request.newContext({ baseURL, extraHTTPHeaders: sameOrigin() });
  expect(
    (await anon.post('/api/auth/register', { data: { ...account, privacyNoticeVersion: 1 } })).status(),
  ).toBe(201);
  await anon.dispose();
  await signIn(page, account, '/leagues');
  await expect(page.getByText('Uygun Bir Lig Bulunamadı!')).toBeVisible();
  await expect(page.getByText('önce profilinizi tamamlamanız gerekiyor', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profilimi Tamamla' })).toHaveAttribute('href', '/profile');

  const profile = await page.request.put('/api/profile', {
    headers: sameOrigin(),
    data: {
      firstName: 'Deniz',
      lastName: 'Ayrılır',
      gender: 'male',
      phone: '05551112233',
      birthdate: '1990-01-01',
      city: 21,
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };

  const admin = await apiAs(baseURL!, ADMIN);
  const ladderName = leagueName('Ayrılık Ligi');
  const ladder = await createLeagueAs(admin, { name: ladderName, gender: 'male' });
  const ahead = await createPlayerAs(admin, { firstName: 'Önde', lastName: 'Oyuncu' });
  const below = await createPlayerAs(admin, { firstName: 'Geride', lastName: 'Oyuncu' });
  await addPlayersAs(admin, ladder.id, [ahead, me.id, below]);
  const appliedName = leagueName('Başvuru Ligi');
  await createLeagueAs(admin, { name: appliedName, gender: 'male' });

  // Applied on the screen: its toast says the application was received.
  await page.goto('/leagues');
  const control = await findJoinableLeague(page, appliedName);
  const joinDialog = page.getByRole('dialog', { name: 'Lige Katıl' });
  await expect(async () => {
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    if (!(await joinDialog.isVisible()))
      await page.getByRole('button', { name: `Lige Katıl: ${appliedName}` }).click({ timeout: 2_000 });
    await expect(joinDialog.getByText(appliedName, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await joinDialog.getByRole('button', { name: 'Başvur' }).click();
  const received = page.getByText('Başvurunuz alındı.', { exact: false });
  await expect(received).toBeVisible();
  const pending = page.getByRole('alert').filter({ hasText: 'Bekleyen başvurunuz var' });
  await expect(pending).toContainText(appliedName);
  await pending.getByRole('button', { name: 'Başvuruyu Geri Çek' }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Başvuruyu Geri Çek' });
  await expect(withdrawDialog).toContainText('yeniden başvurabilirsiniz');
  await withdrawDialog.getByRole('button', { name: 'Başvuruyu Geri Çek' }).click();
  await expect(page.getByText('Başvurunuz geri çekildi.')).toBeVisible();
  // The toast of the withdrawn application goes with it at once (not only when it would have
  // closed by itself): the two would contradict each other.
  await expect(received).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByText('Bekleyen başvurunuz var')).toHaveCount(0);

  // A second league, begun a year earlier (so listed first), where the player plays alone.
  const otherName = leagueName('Öteki Lig');
  const startDate = `${new Date().getFullYear() - 1}-06-01`;
  const other = await createLeagueAs(admin, { name: otherName, gender: 'male', startDate });
  await addPlayersAs(admin, other.id, [me.id]);
  await page.reload();
  const mine = page.getByRole('region', { name: 'Liglerim' });
  await expect(mine).toContainText(otherName);
  const ladderItem = mine.getByRole('article', { name: ladderName });
  await expect(ladderItem).toContainText('Sıralamanız: 2. / 3 oyuncu');
  // The ladder link opens the dashboard at that league's ladder, not at the first league's.
  await ladderItem.getByRole('link', { name: 'Sıralamayı Görüntüle' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?lig=${ladder.id}#ladder$`));
  const table = page.getByRole('table', { name: 'Lig katılımcıları' });
  await expect(table).toBeInViewport();
  await expect(table).toContainText('Önde Oyuncu');
  // The two leagues to choose between fit the phone's width, each a 44 px tap.
  for (const name of [ladderName, otherName]) {
    const choice = page.locator('#ladder label').filter({ hasText: name });
    const box = (await choice.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.locator('#ladder').screenshot({ path: 'test-results/league-switch-390.png' });
  // Taken off the other league again, the player has one league for what follows.
  const off = await admin.delete(`/api/leagues/${other.id}/participants/${me.id}`, { headers: sameOrigin() });
  expect(off.ok(), await off.text()).toBe(true);
  // Its heading shows below the fixed header, not under it.
  const ladderTitle = page.getByRole('heading', { name: 'Lig Sıralaması' });
  await expect
    .poll(async () => {
      const [title, header] = [await ladderTitle.boundingBox(), await page.getByRole('banner').boundingBox()];
      return Math.round(title!.y - (header!.y + header!.height));
    })
    .toBeGreaterThanOrEqual(0);
  await page.goto('/leagues');
  await page.screenshot({ path: 'test-results/league-leave-390.png', fullPage: true });

  // A stray tap only asks; cancelling keeps the player on the ladder.
  await mine.getByRole('button', { name: `Ligden Ayrıl: ${ladderName}` }).click();
  const leaveDialog = page.getByRole('dialog', { name: 'Ligden Ayrıl' });
  await expect(leaveDialog).toContainText('birer sıra yükselecek');
  await expect(leaveDialog).toContainText('bekleyen maç teklifleriniz ve oynanmamış maçlarınız iptal edilip');
  await page.screenshot({ path: 'test-results/league-leave-dialog-390.png' });
  await leaveDialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(mine).toContainText(ladderName);

  await mine.getByRole('button', { name: `Ligden Ayrıl: ${ladderName}` }).click();
  await leaveDialog.getByRole('button', { name: 'Ligden Ayrıl' }).click();
  await expect(page.getByText('Ligden ayrıldınız.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liglerim' })).toHaveCount(0);

  // Without a league the dashboard's offer card says to join one and leads to the leagues, not to the offer wizard.
  await page.goto('/dashboard');
  const toLeagues = page
    .getByRole('region', { name: 'Maç Teklifi' })
    .getByRole('link', { name: 'Ligleri Görüntüle', exact: true });
  await expect(toLeagues).toBeVisible();
  await expect(
    page.getByText('Maç teklif edebilmek için önce bir lige katılın', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maç Teklifi Oluştur', exact: true })).toHaveCount(0);
  await toLeagues.click();
  await expect(page).toHaveURL(/\/leagues$/);

  // The ranks closed up behind the player.
  const rows = (await (await admin.get(`/api/leagues/${ladder.id}/participants`)).json()) as {
    userId: string;
    rank: number;
  }[];
  expect(rows.map((r) => [r.userId, r.rank])).toEqual([
    [ahead, 1],
    [below, 2],
  ]);
  await admin.dispose();
});
