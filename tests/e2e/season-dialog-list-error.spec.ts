import { ADMIN, signIn } from './support/accounts.js';
import { createLeagueAs, leagueName } from './support/leagues.js';
import { sameOrigin } from './support/origin.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the season dialog says when the league's past seasons could not be read, and reads them again on request", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const name = leagueName('Arşiv Ligi');
  const year = new Date().getFullYear();
  const league = await createLeagueAs(page.request, { name, startDate: `${year - 1}-01-01` });
  const closed = await page.request.post(`/api/leagues/${league.id}/seasons`, {
    headers: sameOrigin(),
    data: { name: 'Geçen Yıl', resetRule: 'keep', newEndDate: `${year + 1}-06-30` },
  });
  expect(closed.status(), await closed.text()).toBe(201);

  // The list of the league's closed seasons fails once (the network, the server).
  let failing = true;
  await page.route(`**/api/guest/leagues/${league.id}/seasons`, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"x","message":"x"}}',
        })
      : route.continue(),
  );
  await page.goto('/league-settings');
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Sezon ve CSV: ${name}` })
    .tap();
  const dialog = page.getByRole('dialog', { name: `Sezon: ${name}` });
  const problem = dialog.getByRole('alert').filter({ hasText: 'Geçmiş sezonlar yüklenemedi.' });
  await expect(problem).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('link', { name: 'Geçen Yıl sonuçlarını indir' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('season-dialog-list-error-390.png') });

  failing = false;
  await problem.getByRole('button', { name: 'Tekrar dene' }).tap();
  await expect(dialog.getByRole('link', { name: 'Geçen Yıl sonuçlarını indir' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
