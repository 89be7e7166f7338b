import { messages } from '../../src/shared/messages.js';
import { formatDate } from '../../src/shared/time.js';
import { ADMIN, signIn } from './support/accounts.js';
import { addUserWithPassword, tag } from './support/admin.js';
import { apiFor } from './support/challenges.js';
import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

const istanbulDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test('removing a player from a ladder asks first: cancel keeps them, confirming removes them', async ({
  page,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  const name = leagueName('Onay Ligi');
  const league = await createLeagueAs(page.request, { name });
  const t = tag();
  const deniz = await addUserWithPassword(page.request, baseURL!, {
    firstName: 'Deniz',
    lastName: 'Birinci',
    email: `${t}-deniz@raket.test`,
  });
  const a = deniz.id;
  const b = await createPlayerAs(page.request, { firstName: 'Emre', lastName: 'İkinci' });
  await addPlayersAs(page.request, league.id, [a, b]);
  // Deniz is excused from today for five days.
  const lastDay = istanbulDate(5);
  const api = await apiFor(baseURL!, deniz);
  const excuse = await api.post('/api/excuses', {
    data: { excuseType: 'Sakatlık', startDate: istanbulDate(0), endDate: lastDay },
  });
  expect(excuse.status(), await excuse.text()).toBe(201);
  await api.dispose();

  await page.goto('/league-settings');
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Oyuncular: ${name}` })
    .click();
  const players = page.getByRole('dialog', { name: `${name} — Oyuncular` });
  const ladder = players.getByLabel('Oyuncu sıralaması');
  await expect(ladder.getByText('1. Deniz Birinci')).toBeVisible();
  // Staff see who is excused today, and until when, on the ladder itself (cards on a phone).
  const card = (who: string) => ladder.locator(':scope > *').filter({ hasText: who });
  await expect(card('Deniz Birinci')).toContainText(messages.participants.excusedToday);
  await expect(card('Deniz Birinci')).toContainText(`Son gün: ${formatDate(lastDay)}`);
  await expect(card('Emre İkinci')).not.toContainText(messages.participants.excusedToday);
  // …and in the table on a wide screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(ladder.getByRole('row', { name: /Deniz Birinci/ })).toContainText(
    `${messages.participants.excusedToday}Son gün: ${formatDate(lastDay)}`,
  );
  await expect(ladder.getByRole('row', { name: /Emre İkinci/ })).not.toContainText(
    messages.participants.excusedToday,
  );
  await page.setViewportSize({ width: 390, height: 844 });
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
  await expect(page.getByText('Deniz Birinci ligden çıkarıldı.')).toBeVisible();
  await expect(ladder.getByText('Deniz Birinci')).toHaveCount(0);
  await expect(ladder.getByText('1. Emre İkinci')).toBeVisible();
  // The ✕ that asked is gone with its row: the focus stays in the players dialog, still open,
  // not on the screen behind it (on the dialog, or on the ladder when the row went after the
  // question had closed).
  await expect.poll(() => players.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
});
