import {
  apiFor,
  createLadderThroughApi,
  reportedMatchThroughApi,
  signedInPhone,
} from './support/challenges.js';
import { expect, test } from './support/test.js';

// The ladder says why a row cannot be challenged, by the rule the server enforces.
test('a refused row shows its reason, and the server refuses it for the same reason', async ({
  browser,
  baseURL,
}) => {
  const names: [string, string][] = [
    'Ahmet',
    'Bora',
    'Cenk',
    'Davut',
    'Emre',
    'Ferit',
    'Gökhan',
    'Hakan',
    'İlker',
    'Kaan',
  ].map((first) => [first, 'Oyuncu']);
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const me = players[9]; // rank 10: ranks 5–9 are within reach
  const excused = players[6]; // rank 7
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + 5 * 86_400_000),
  );
  const eApi = await apiFor(baseURL!, excused);
  const excuse = await eApi.post('/api/excuses', {
    data: { excuseType: 'Tatil', startDate: today, endDate: later },
  });
  expect(excuse.status(), await excuse.text()).toBe(201);
  // I challenged rank 9 and lost: a new challenge to them waits for the league's re-challenge period.
  const beatMe = players[8];
  const lost = await reportedMatchThroughApi(baseURL!, league.id, me, beatMe, {
    outcome: 'normal',
    sets: [
      { p1: 2, p2: 6 },
      { p1: 3, p2: 6 },
    ],
  });
  const bApi = await apiFor(baseURL!, beatMe);
  expect((await bApi.post(`/api/results/${lost}/confirm`)).status()).toBe(200);
  await bApi.dispose();

  const page = await signedInPhone(browser, me, '/dashboard');
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });

  const excusedRow = ladder.getByRole('row', { name: '7. Gökhan Oyuncu' });
  await expect(excusedRow.getByText('mazeretli')).toBeVisible();
  await expect(excusedRow.getByRole('button')).toHaveCount(0);
  const farRow = ladder.getByRole('row', { name: '4. Davut Oyuncu' });
  await expect(farRow.getByText('aralık dışında')).toBeVisible();
  // The chip with a date wraps in its narrow column at 390 px: its date is read whole, not cut.
  const again = ladder.getByRole('row', { name: '9. İlker Oyuncu' }).getByText(/^tekrar için \d/);
  await expect(again).toBeVisible();
  expect(await again.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // What each chip means is written under the ladder, once per kind: a phone shows no tooltip.
  const legend = page.getByRole('note', { name: 'Etiketlerin anlamı' });
  await expect(legend).toContainText(
    'aralık dışında: Yalnızca 1–5 sıra yukarıdaki oyunculara meydan okuyabilirsiniz.',
  );
  await expect(legend).toContainText('mazeretli: Bu oyuncunun mazereti var.');
  await expect(legend.getByText('aralık dışında', { exact: true })).toHaveCount(1);
  await expect(legend).toBeVisible();
  await expect(
    ladder.getByRole('row', { name: '6. Ferit Oyuncu' }).getByRole('button', { name: /Meydan Oku/ }),
  ).toBeVisible();

  // On a phone my row is kept in view inside the ladder, however long it is.
  await page.getByRole('heading', { name: 'Lig Sıralaması' }).scrollIntoViewIfNeeded();
  await expect(ladder.getByRole('row', { name: '10. Kaan Oyuncu' })).toBeInViewport();

  // The server gives the same reason.
  const mApi = await apiFor(baseURL!, me);
  const refused = await mApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: excused.id, source: 'dashboard' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.message).toMatch(/mazeret/i);
});
