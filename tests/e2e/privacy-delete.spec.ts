import { ADMIN, apiAs, createPlayer, signIn } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('a player deletes their account after confirming with their password; the opponent’s match shows "Silinmiş oyuncu"', async ({
  page,
  baseURL,
}) => {
  const leaving = await createPlayer(baseURL!, { firstName: 'Giden', lastName: 'Kalıcı' });
  const staying = await createPlayer(baseURL!, { firstName: 'Kalan', lastName: 'Rakip' });
  const admin = await apiAs(baseURL!, ADMIN);
  const league = await createLeagueAs(admin, { name: leagueName('Silme Ligi'), gender: 'male' });
  await addPlayersAs(admin, league.id, [staying.id, leaving.id]);
  const year = new Date().getFullYear();
  const match = await admin.post('/api/matches', {
    data: {
      leagueId: league.id,
      player1Id: staying.id,
      player2Id: leaving.id,
      matchDate: `${year + 1}-01-10T18:30`,
    },
  });
  expect(match.status(), await match.text()).toBe(201);
  await admin.dispose();

  await signIn(page, leaving, '/profile');
  const section = page.getByRole('region', { name: 'Kişisel verilerim' });
  await section.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınız silinsin mi?' });
  await expect(dialog).toContainText('Bekleyen maç teklifleriniz ve oynanmamış maçlarınız iptal edilir');
  await expect(dialog).toContainText('"Silinmiş oyuncu" adıyla kalır');
  // A wrong password changes nothing; the dialog says so and stays.
  await dialog.getByLabel('Şifreniz').fill('yanlis-parola');
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(dialog.getByText('Şifreniz hatalı.')).toBeVisible();
  await page.screenshot({ path: 'test-results/kvkk/delete-dialog-390.png', fullPage: true });
  await dialog.getByLabel('Şifreniz').fill(leaving.password);
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page.getByText('Hesabınız silindi.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in page itself, not the error screen.
  await expect(page.getByRole('heading', { name: 'Giriş Yap', level: 1 })).toBeVisible();
  await expect(page.getByText('Bu sayfa gösterilemedi.')).toHaveCount(0);

  // The old address no longer signs in.
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(leaving.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(leaving.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The opponent's matches keep the match, under the erased name.
  await signIn(page, staying, '/maclarim');
  await expect(page.getByRole('article', { name: 'Silinmiş oyuncu ile maç' })).toBeVisible();
  await expect(page.getByText('Giden Kalıcı')).toHaveCount(0);
});
