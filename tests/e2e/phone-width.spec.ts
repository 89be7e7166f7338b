// Phone first: at 390 px wide no screen a guest, a player or an admin reaches scrolls sideways.
import { expect, test } from '@playwright/test';
import { addUsers, tag } from './support/admin.js';
import {
  ADMIN_SCREENS,
  apiWith,
  buildWorld,
  GUEST_SCREENS,
  open,
  pageWith,
  playerScreens,
} from './support/quality.js';

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
