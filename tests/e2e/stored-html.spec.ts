// Stored HTML is shown as text, never run: an <img onerror> stored in an announcement, a player's
// name and a league's rules appears literally on every screen that shows them, makes no element,
// and its handler never runs (a window flag it would set stays unset).
import crypto from 'node:crypto';
import { leagueBody } from '../support/league-body.js';
import { ADMIN } from './support/accounts.js';
import { createLadderThroughApi } from './support/challenges.js';
import { apiWith, open, pageWith, signedInState } from './support/quality.js';
import { expect, type Page, test } from './support/test.js';

const PAYLOAD = '<img src=x onerror="window.__xss=1">';

async function expectInert(page: Page, path: string, shown: string[]) {
  await open(page, path);
  for (const text of shown) await expect(page.getByText(text).first(), `${path}: ${text}`).toBeAttached();
  expect(await page.locator('img[src="x"]').count(), `${path}: an <img> was made`).toBe(0);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `${path}: onerror ran`,
  ).toBeUndefined();
}

test('HTML stored in announcements, names and league rules is shown as text and never runs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const rules = `Kurallar ${tag} ${PAYLOAD}`;
  // The player's first name is the payload; the league's rules carry it too.
  const { league, players } = await createLadderThroughApi(
    baseURL!,
    [
      ['Kaan', `Birinci ${tag}`],
      [PAYLOAD, `Oyuncu ${tag}`],
    ],
    rules,
  );
  const adminState = await signedInState(baseURL!, ADMIN);
  const admin = await apiWith(baseURL!, adminState);
  const year = new Date().getFullYear();
  const title = `Duyuru ${tag} ${PAYLOAD}`;
  const created = await admin.post('/api/announcements', {
    data: { title, content: `İçerik ${PAYLOAD}`, endDate: `${year + 1}-12-31` },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A second league the player can still join, so /leagues lists its rules.
  const other = await admin.post('/api/leagues', {
    data: leagueBody({ name: `Açık Lig ${tag}`, startDate: `${year - 1}-01-01`, rules }),
  });
  expect(other.status(), await other.text()).toBe(201);
  await admin.dispose();

  const guest = await pageWith(browser, undefined);
  await expectInert(guest, '/guesthome', [title]);
  await guest.getByRole('button', { name: new RegExp(league.name) }).click();
  await expect(guest.getByText(rules).filter({ visible: true }).first()).toBeVisible();
  await expect(guest.getByText(`${PAYLOAD} Oyuncu ${tag}`).filter({ visible: true }).first()).toBeVisible();
  expect(await guest.locator('img[src="x"]').count()).toBe(0);
  expect(await guest.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  const player = await pageWith(browser, await signedInState(baseURL!, players[0]));
  await expectInert(player, '/dashboard', [title, `${PAYLOAD} Oyuncu ${tag}`]);
  await expectInert(player, '/leagues', [rules]);
  await expectInert(player, '/match', []);
  await expectInert(player, `/players/${players[1].id}`, [`Oyuncu ${tag}`]);

  const named = await pageWith(browser, await signedInState(baseURL!, players[1]));
  await expectInert(named, '/dashboard', [`${PAYLOAD} Oyuncu ${tag}`]);

  const adminPage = await pageWith(browser, adminState);
  await expectInert(adminPage, '/announcement-management', [title]);
  await expectInert(adminPage, `/userm`, []);
  await adminPage.getByRole('searchbox', { name: 'Ara' }).fill(`Oyuncu ${tag}`);
  await expect(adminPage.getByText(PAYLOAD).filter({ visible: true }).first()).toBeVisible();
  expect(await adminPage.locator('img[src="x"]').count()).toBe(0);
  await expectInert(adminPage, '/league-settings', []);
  expect(await adminPage.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
