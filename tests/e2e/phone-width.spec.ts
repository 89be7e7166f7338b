// Phone first: at 390 px wide no screen a guest, a player or an admin reaches scrolls sideways.

import { addUsers, tag } from './support/admin.js';
import {
  apiFor,
  createLadderThroughApi,
  reportedMatchThroughApi,
  sendOfferThroughApi,
  signedInPhone,
} from './support/challenges.js';
import {
  ADMIN_SCREENS,
  apiWith,
  buildWorld,
  GUEST_SCREENS,
  open,
  pageWith,
  playerScreens,
} from './support/quality.js';
import { expect, type Locator, type Page, test } from './support/test.js';
import { wordsSplit } from './support/words.js';

test('every screen fits a 390 px wide phone without sideways scrolling', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const w = await buildWorld(baseURL!);
  // A user whose name has no space to wrap at, first in the name order of the user lists.
  const admin = await apiWith(baseURL!, w.adminState);
  await addUsers(admin, [
    {
      firstName: `Aa${'a'.repeat(46)}${tag()}`.slice(0, 50),
      lastName: 'Uzunsoyadlıoğullarındanbiriolanoyuncununsoyadı',
      email: `${tag()}-${'u'.repeat(40)}@raket.test`,
    },
  ]);
  await admin.dispose();
  const visits: [string, Awaited<ReturnType<typeof pageWith>>, string[]][] = [
    ['guest', await pageWith(browser, undefined, 390), GUEST_SCREENS],
    ['player', await pageWith(browser, w.playerState, 390), playerScreens(w)],
    ['admin', await pageWith(browser, w.adminState, 390), [...playerScreens(w), ...ADMIN_SCREENS]],
  ];
  const tooWide: string[] = [];
  for (const [who, page, screens] of visits) {
    for (const path of screens) {
      await open(page, path);
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        viewport: window.innerWidth,
      }));
      expect(viewport).toBe(390);
      if (scrollWidth > viewport) tooWide.push(`${who} ${path} (${page.url()}): ${scrollWidth} px`);
    }
  }
  expect(tooWide).toEqual([]);
});

/** The labels inside `scope` (buttons', a segmented control's) cut short or running past the screen. */
async function cutLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    const labels = root.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-SegmentedControl-label',
    );
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      if (label.scrollWidth > label.clientWidth + 1 || box.right > window.innerWidth || box.left < 0)
        cut.push(
          `${label.textContent}: ${label.clientWidth}/${label.scrollWidth} px, ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return cut;
  });
}

test('at 320 px (a small phone, or 400 % zoom) the match and offer buttons show their labels whole and the ladder wraps names between words', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['İsmail', 'Öztürk'],
    ['Murat', 'Arslan'],
    ['İbrahim', 'Yıldırım'],
    ['Hasan', 'Yıldız'],
    ['Emre', 'Doğan'],
  ]);
  // A score the opponent reported, waiting for Hasan's answer; a match of Murat's to report.
  await reportedMatchThroughApi(baseURL!, league.id, players[4], players[3], {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 4 },
      { p1: 6, p2: 3 },
    ],
  });
  const offerId = await sendOfferThroughApi(baseURL!, league.id, players[1], players[0]);
  const api = await apiFor(baseURL!, players[0]);
  expect((await api.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await api.dispose();

  const shots = async (page: Page, name: string, target: Locator) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    }
    await page.setViewportSize({ width: 320, height: 700 });
  };

  const hasan = await signedInPhone(browser, players[3], '/maclarim');
  await hasan.setViewportSize({ width: 320, height: 700 });
  const reported = hasan.getByRole('article', { name: 'Emre Doğan ile maç' });
  await expect(reported.getByRole('button', { name: 'İtiraz Et' })).toBeVisible();
  expect(await cutLabels(reported)).toEqual([]);
  await shots(hasan, 'result-answer', reported.getByRole('button', { name: 'Onayla' }));

  // The dashboard: the offer card's button and the ladder's names.
  await open(hasan, '/dashboard');
  const offers = hasan.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(offers).toBeVisible();
  expect(await cutLabels(offers)).toEqual([]);
  await shots(hasan, 'offer-card', offers);
  const ladder = hasan.getByRole('table', { name: 'Lig katılımcıları' });
  for (const [first, last] of [
    ['İsmail', 'Öztürk'],
    ['Murat', 'Arslan'],
    ['İbrahim', 'Yıldırım'],
    ['Emre', 'Doğan'],
  ])
    expect(await wordsSplit(ladder.getByRole('link', { name: `${first} ${last}` })), last).toEqual([]);
  expect(await wordsSplit(ladder.getByRole('columnheader', { name: 'Ad Soyad' }))).toEqual([]);
  // The ladder's own box does not scroll sideways either.
  const box = hasan.locator('#ladder table').locator('..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await shots(hasan, 'ladder', ladder);

  // The score form's outcome choice.
  const murat = await signedInPhone(browser, players[1], '/maclarim');
  await murat.setViewportSize({ width: 320, height: 700 });
  const planned = murat.getByRole('article', { name: 'İsmail Öztürk ile maç' });
  await planned.getByRole('button', { name: 'Skor Gir' }).click();
  const form = planned.getByRole('form', { name: 'Skor formu' });
  await expect(form.getByRole('radio', { name: 'Hükmen' })).toBeAttached();
  expect(await cutLabels(form)).toEqual([]);
  expect(await murat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shots(murat, 'score-form', form);
});
