// At 200 % zoom (a 640 px wide window seen at twice the size) a dialog taller than the screen
// scrolls inside itself under its sticky title bar: a control reached with Tab or Shift+Tab stops
// below that bar, never hidden under it (WCAG 2.4.11, focus not obscured).

import { createLadderThroughApi, ownAddress } from './support/challenges.js';
import { open, signedInState } from './support/quality.js';
import { expect, type Page, test } from './support/test.js';

/** Whether the focused control is what the screen shows at its centre (nothing drawn over it). */
function focusShown(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top && (top === el || el.contains(top)) ? 'shown' : `${el.textContent} covered by ${top?.tagName}`;
  });
}

test('at 200 % zoom, every control of a scrolling dialog reached by keyboard is shown, not hidden under its title bar', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, [
    ['Kaan', 'Birinci'],
    ['Ceren', 'İkinci'],
    ['Deniz', 'Üçüncü'],
    ['Ece', 'Dördüncü'],
    ['Pelin', 'Beşinci'],
  ]);
  const context = await browser.newContext({
    storageState: await signedInState(baseURL!, players[4]),
    viewport: { width: 640, height: 313 },
    deviceScaleFactor: 2,
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Teklif Edilebilecek Oyuncular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(dialog.getByRole('button', { name: 'Deniz Üçüncü: Teklif Et' })).toBeVisible();
  // The list is taller than the dialog's window: it scrolls.
  expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);

  // Down through the dialog and round again (Tab wraps to its top), then back up.
  const seen: string[] = [];
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    await expect.poll(() => focusShown(page)).toBe('shown');
    seen.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  // The walk went through the list's buttons, not only the title bar's.
  expect(seen.some((text) => text.includes('Teklif Et'))).toBe(true);
  await context.close();
});
