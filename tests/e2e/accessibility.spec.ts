// Accessibility: axe over every screen a guest, a player and an admin reaches, with the dialogs the
// dashboard opens → no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_SCREENS,
  buildWorld,
  GUEST_SCREENS,
  open,
  pageWith,
  playerScreens,
} from './support/quality.js';

/** "#868e96 on #ffffff = 3.32" for a colour-contrast node, so the report says what to change. */
function contrastOf(data: unknown) {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return d?.fgColor ? `[${d.fgColor} on ${d.bgColor} = ${d.contrastRatio}]` : '';
}

async function violations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${contrastOf(n.any[0]?.data)}`)
          .join(' | ')}`,
    );
}

test('no serious or critical axe violation on any screen', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const w = await buildWorld(baseURL!);
  const visits: [string, Page, string[]][] = [
    ['guest', await pageWith(browser, undefined), GUEST_SCREENS],
    ['player', await pageWith(browser, w.playerState), playerScreens(w)],
    ['admin', await pageWith(browser, w.adminState), ADMIN_SCREENS],
  ];
  const found: string[] = [];
  for (const [who, page, screens] of visits) {
    for (const path of screens) {
      await open(page, path);
      found.push(...(await violations(page, `${who} ${path}`)));
    }
  }
  // The phone layout too: the navigation collapses into a menu there.
  const phone = await pageWith(browser, w.playerState, 390);
  await open(phone, '/dashboard');
  found.push(...(await violations(phone, 'player /dashboard at 390 px')));
  expect(found).toEqual([]);
});
