import { createPlayer, signIn } from './support/accounts.js';
import { tag } from './support/admin.js';
import { expect, test } from './support/test.js';

test('a player opening the administration screens is refused', async ({ page, baseURL }) => {
  const player = await createPlayer(baseURL!, { firstName: 'Meraklı', lastName: `Oyuncu ${tag()}` });
  await signIn(page, player);
  await expect(page.getByRole('link', { name: 'Yönetim', exact: true })).toHaveCount(0);
  for (const path of ['/userm', '/macm', '/rm', '/settings', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Yetkiniz yok.' })).toBeVisible();
  }
  // The server refuses the same calls.
  for (const url of ['/api/users', '/api/roles/users', '/api/settings', '/api/matches']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  expect(await (await page.request.get('/api/matches/leagues')).json()).toEqual({
    canManageAll: false,
    leagues: [],
  });
});
