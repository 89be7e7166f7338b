// The phone's tab bar at the narrowest phones (320 px): each label stays on one line, whichever
// tab is the current one (drawn bold), so the bar keeps its height from screen to screen.

import { buildWorld, open, pageWith } from './support/quality.js';
import { expect, test } from './support/test.js';

test('at 320 px every tab label stays on one line and the tab bar keeps its height on each tab', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const page = await pageWith(browser, w.playerState, 320);
  const bar = page.getByRole('navigation', { name: 'Alt menü' });
  const heights = new Set<number>();
  for (const [path, label] of [
    ['/dashboard', 'Ana Sayfa'],
    ['/leagues', 'Ligler'],
    ['/maclarim', 'Maçlarım'],
    ['/notifications', 'Bildirimler'],
  ] as const) {
    await open(page, path);
    await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    heights.add(Math.round((await bar.boundingBox())!.height));
    // Each label is one line of text under its icon…
    const lines = await bar.locator('a, button').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const range = document.createRange();
        const text = [...tab.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
        range.selectNodeContents(text);
        // …and within its tab, not over the next one.
        const inside = range.getBoundingClientRect().width <= tab.getBoundingClientRect().width;
        return { label: tab.textContent, lines: range.getClientRects().length, inside };
      }),
    );
    expect(
      lines.filter((l) => l.lines !== 1),
      `on ${path}`,
    ).toEqual([]);
  }
  expect([...heights]).toHaveLength(1);
  await page.context().close();
});
