import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a player who left the league finds last season's final ladder and results on their own page", async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ADMIN);
  const name = leagueName('Geçmiş Lig');
  const year = new Date().getFullYear();
  const league = await createLeagueAs(admin, { name, startDate: `${year - 1}-01-01` });
  const rival = await createPlayerAs(admin, { firstName: 'Selin', lastName: 'Aksoy' });
  const player = await createPlayer(baseURL!, { firstName: 'Tolga', lastName: 'Bayram' });
  await addPlayersAs(admin, league.id, [rival, player.id]);
  // Last season's one result: Tolga beat Selin (staff entered it).
  const played = await admin.post('/api/matches', {
    headers: sameOrigin(),
    data: {
      leagueId: league.id,
      player1Id: player.id,
      player2Id: rival,
      status: 'oynanmış',
      score: '6-2 6-3',
      matchDate: `${year - 1}-06-10T18:30`,
    },
  });
  expect(played.status(), await played.text()).toBe(201);
  const closed = await admin.post(`/api/leagues/${league.id}/seasons`, {
    headers: sameOrigin(),
    data: { name: 'Eski Sezon', resetRule: 'keep', newEndDate: `${year + 1}-06-30` },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  await admin.dispose();

  // Tolga leaves the league: his dashboard no longer shows it, nor its past seasons.
  await signIn(page, player);
  const left = await page.request.post(`/api/leagues/${league.id}/leave`, { headers: sameOrigin() });
  expect(left.status(), await left.text()).toBe(200);

  await page.goto(`/players/${player.id}`);
  const past = page.getByRole('region', { name: 'Geçmiş Sezonlar' });
  await expect(past.getByText(`${name} · Eski Sezon`)).toBeVisible();
  const open = past.getByRole('button', { name: `Son sıralama ve sonuçlar: ${name} · Eski Sezon` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await open.tap();
  const final = past.getByRole('table', { name: 'Eski Sezon son sıralaması' });
  await expect(final.getByRole('row').locator('td:nth-child(2)')).toHaveText([
    /^Tolga Bayram\s*\(siz\)$/,
    'Selin Aksoy',
  ]);
  await expect(final.getByRole('row', { name: /Tolga Bayram/ })).toHaveAttribute('aria-current', 'true');
  await expect(past.getByText('6-2 6-3')).toBeVisible();
  const hide = past.getByRole('button', { name: `Gizle: ${name} · Eski Sezon` });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('player-past-season-390.png'), fullPage: true });
  await hide.tap();
  await expect(final).toHaveCount(0);
});
