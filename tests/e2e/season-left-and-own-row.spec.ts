import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { closeSeasonAs, leagueWithLastYearsWin } from './support/seasons.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a player who played and left before the season closed finds that season and its results on their page', async ({
  page,
  baseURL,
}) => {
  const { admin, league, player } = await leagueWithLastYearsWin(baseURL!, 'Ayrılan Lig');
  const name = league.name;

  // Tolga leaves the league before the season closes: he is not on its final ladder.
  await signIn(page, player);
  const left = await page.request.post(`/api/leagues/${league.id}/leave`, { headers: sameOrigin() });
  expect(left.status(), await left.text()).toBe(200);
  await closeSeasonAs(admin, league.id, 'Yarım Sezon');
  await admin.dispose();

  await page.goto(`/players/${player.id}`);
  const past = page.getByRole('region', { name: 'Geçmiş Sezonlar' });
  await expect(past.getByText(`${name} · Yarım Sezon`)).toBeVisible();
  await expect(past.getByText('Sezon bitmeden ayrıldı')).toBeVisible();
  await past.getByRole('button', { name: `Son sıralama ve sonuçlar: ${name} · Yarım Sezon` }).tap();
  const final = past.getByRole('table', { name: 'Yarım Sezon son sıralaması' });
  // The final ladder is the one he was no longer on; the results still have his match.
  await expect(final.getByRole('row').locator('td:nth-child(2)')).toHaveText(['Selin Aksoy']);
  await expect(final.locator('[aria-current]')).toHaveCount(0);
  await expect(past.getByText('6-2 6-3')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('player-left-season-390.png'), fullPage: true });
});

test("the dashboard's past season marks the reader's own row by who they are, not by name", async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ADMIN);
  const name = leagueName('Adaş Lig');
  const year = new Date().getFullYear();
  const league = await createLeagueAs(admin, { name, startDate: `${year - 1}-01-01` });
  const leader = await createPlayerAs(admin, { firstName: 'Selin', lastName: 'Aksoy' });
  // Two players of one name: the reader is the third, the other the second.
  const namesake = await createPlayerAs(admin, { firstName: 'Deniz', lastName: 'Ünal' });
  const player = await createPlayer(baseURL!, { firstName: 'Deniz', lastName: 'Ünal' });
  await addPlayersAs(admin, league.id, [leader, namesake, player.id]);
  await closeSeasonAs(admin, league.id, 'Adaş Sezonu');
  await admin.dispose();

  await signIn(page, player, '/dashboard');
  const past = page.getByRole('region', { name: 'Geçmiş Sezonlar' });
  const final = past.getByRole('table', { name: 'Adaş Sezonu son sıralaması' });
  await expect(final.getByRole('row').locator('td:nth-child(2)')).toHaveText([
    'Selin Aksoy',
    'Deniz Ünal',
    /^Deniz Ünal\s*\(siz\)$/,
  ]);
  await expect(final.locator('[aria-current="true"]')).toHaveCount(1);
  // Rows: the header, then ranks 1 to 3.
  await expect(final.getByRole('row').nth(3)).toHaveAttribute('aria-current', 'true');
  await final.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-namesake-390.png') });
});
