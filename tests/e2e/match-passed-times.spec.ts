import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, ownAddress, sendOfferThroughApi } from './support/challenges.js';
import { type Browser, expect, type Page, test } from './support/test.js';

const names: [string, string][] = [
  ['Tarık', 'Birinci'],
  ['Nevzat', 'İkinci'],
  ['Orhan', 'Üçüncü'],
];

const HOUR = 3_600_000;

/** A phone whose clock reads `at`: the server's clock stays where it is. */
async function phoneAt(
  browser: Browser,
  account: { email: string; password: string },
  at: Date,
  path: string,
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(at);
  await signIn(page, account, path);
  return page;
}

/** A moment as the slot form takes it: Istanbul's 'YYYY-MM-DDTHH:mm'. */
const istanbulLocal = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

const matchCard = (page: Page, opponent: string) =>
  page.getByRole('article', { name: `${opponent} ile maç` });

test('times that have passed cannot be picked, and past the deadline the card asks for the score, not a time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const [, opponent, challenger] = players;
  const offerId = await sendOfferThroughApi(baseURL!, league.id, challenger, opponent);
  const opponentApi = await apiFor(baseURL!, opponent);
  expect((await opponentApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  const challengerApi = await apiFor(baseURL!, challenger);
  const match = (await (await challengerApi.get('/api/results/mine')).json()).open[0];
  // Two times, whole hours a day and two days ahead.
  const first = new Date(Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR);
  const second = new Date(first.getTime() + 24 * HOUR);
  const proposed = await challengerApi.post(`/api/matches/${match.id}/slots`, {
    data: {
      slots: [
        { start: istanbulLocal(first), place: 'Dicle Kortları' },
        { start: istanbulLocal(second), place: 'Sur Tenis' },
      ],
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);

  // The first time has passed: it stays in view, marked, and cannot be picked; the second can.
  const between = await phoneAt(browser, opponent, new Date(first.getTime() + HOUR), '/maclarim');
  const card = matchCard(between, 'Orhan Üçüncü');
  await expect(card.getByRole('button', { name: /Dicle Kortları \(geçti\)/ })).toBeDisabled();
  await expect(card.getByRole('button', { name: /Sur Tenis/ })).toBeEnabled();
  await between.context().close();

  // Both have passed: nothing to pick; a new time can be proposed.
  const after = await phoneAt(browser, opponent, new Date(second.getTime() + HOUR), '/maclarim');
  const afterCard = matchCard(after, 'Orhan Üçüncü');
  await expect(
    afterCard.getByText('Orhan Üçüncü oyuncusunun önerdiği zamanların hepsi geçti.'),
  ).toBeVisible();
  await expect(afterCard.getByRole('button', { name: /Dicle Kortları|Sur Tenis/ })).toHaveCount(0);
  await expect(afterCard.getByRole('button', { name: 'Zaman öner', exact: true })).toBeVisible();
  await after.context().close();

  // The proposer is no longer told to wait for a pick.
  const own = await phoneAt(browser, challenger, new Date(second.getTime() + HOUR), '/maclarim');
  await expect(
    matchCard(own, 'Nevzat İkinci').getByText(
      'Önerdiğiniz zamanların hepsi geçti; rakibiniz artık bunlardan birini seçemez.',
    ),
  ).toBeVisible();
  await own.context().close();

  // Past the play deadline: no time can be proposed any more; the card says what is left.
  const late = await phoneAt(browser, opponent, new Date(Date.parse(match.dueAt) + HOUR), '/maclarim');
  const lateCard = matchCard(late, 'Orhan Üçüncü');
  await expect(lateCard.getByText(/Maçın son oynama zamanı geçti; artık zaman önerilemez\./)).toBeVisible();
  await expect(lateCard.getByRole('button', { name: 'Zaman öner', exact: true })).toHaveCount(0);
  await expect(lateCard.getByRole('button', { name: 'Skor Gir' })).toBeVisible();
  await late.context().close();
});

test('a challenge past its answer time can be rejected but not accepted from the home screen', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, names);
  const [top, second] = players;
  await sendOfferThroughApi(baseURL!, league.id, second, top);
  // Two days to answer (the league's default); the reminder job has not closed it yet.
  const page = await phoneAt(browser, top, new Date(Date.now() + 2 * 24 * HOUR + HOUR), '/dashboard');
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  await strip.getByRole('button', { name: 'Yanıtla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nevzat İkinci size meydan okudu' });
  await expect(dialog.getByText('Bu teklifin yanıt süresi doldu; artık kabul edilemez.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Kabul Et' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reddet' })).toBeEnabled();
});
