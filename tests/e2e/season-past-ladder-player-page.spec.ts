import { signIn } from './support/accounts.js';
import { sameOrigin } from './support/origin.js';
import { closeSeasonAs, leagueWithLastYearsWin } from './support/seasons.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a player who left the league finds last season's final ladder and results on their own page", async ({
  page,
  baseURL,
}) => {
  // Last season's one result: Tolga beat Selin (staff entered it).
  const { admin, league, player } = await leagueWithLastYearsWin(baseURL!, 'Geçmiş Lig');
  const name = league.name;
  await closeSeasonAs(admin, league.id, 'Eski Sezon');
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
