import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';

test.use({ viewport: { width: 390, height: 844 } });

test('removing a player from a ladder asks first: cancel keeps them, confirming removes them', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const name = leagueName('Onay Ligi');
  const league = await createLeagueAs(page.request, { name });
  const a = await createPlayerAs(page.request, { firstName: 'Deniz', lastName: 'Birinci' });
  const b = await createPlayerAs(page.request, { firstName: 'Emre', lastName: 'İkinci' });
  await addPlayersAs(page.request, league.id, [a, b]);

  await page.goto('/league-settings');
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Oyuncular: ${name}` })
    .click();
  const players = page.getByRole('dialog', { name: `${name} — Oyuncular` });
  const ladder = players.getByLabel('Oyuncu sıralaması');
  await expect(ladder.getByText('1. Deniz Birinci')).toBeVisible();

  // A tap on ✕ only asks, naming who leaves and what happens to the ranks.
  await players.getByRole('button', { name: 'Ligden çıkar: Deniz Birinci' }).click();
  const confirm = page.getByRole('dialog', { name: 'Oyuncuyu ligden çıkar' });
  await expect(confirm).toContainText('Deniz Birinci (1. sıra) ligden çıkarılacak');
  await expect(confirm).toContainText('altındaki oyuncular birer sıra yükselecek');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(ladder.getByText('1. Deniz Birinci')).toBeVisible();
  // …and nothing was written: after a reload Deniz is still first.
  await page.reload();
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Oyuncular: ${name}` })
    .click();
  await expect(ladder.getByText('1. Deniz Birinci')).toBeVisible();

  await players.getByRole('button', { name: 'Ligden çıkar: Deniz Birinci' }).click();
  await confirm.getByRole('button', { name: 'Ligden Çıkar', exact: true }).click();
  await expect(page.getByText('Oyuncu ligden çıkarıldı.')).toBeVisible();
  await expect(ladder.getByText('Deniz Birinci')).toHaveCount(0);
  await expect(ladder.getByText('1. Emre İkinci')).toBeVisible();
  // The ✕ that asked is gone with its row: the focus stays in the players dialog, still open,
  // not on the screen behind it (on the dialog, or on the ladder when the row went after the
  // question had closed).
  await expect.poll(() => players.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
});
