// On a phone a long ladder scrolls inside its card under a header that stays put: going up it by
// keyboard, each control the focus lands on shows whole below that header.

import { createLadderThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

const SURNAMES = ['Karadenizlioğlu', 'Çağlayanoğulları', 'Abdurrahmanoğlu', 'Hacıosmanoğulları'];

test('Shift+Tab up a phone ladder of long names never leaves the focused control under its header', async ({
  browser,
  baseURL,
}) => {
  // Names of three words wrap over two lines beside their button, so each row is tall.
  const names: [string, string][] = Array.from({ length: 10 }, (_, i) => [
    `Muhammed Mustafa ${String.fromCharCode(65 + i)}`,
    SURNAMES[i % SURNAMES.length],
  ]);
  const { players } = await createLadderThroughApi(baseURL!, names);
  const last = players.at(-1)!;
  const page = await signedInPhone(browser, last, '/dashboard');
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  await expect(ladder.getByRole('row')).toHaveCount(11);
  const header = ladder.getByRole('columnheader', { name: 'Sıra' });

  // The last control of the ladder, then up it one control at a time.
  const controls = ladder.locator('tbody').locator('a, button');
  await controls.last().focus();
  const count = await controls.count();
  for (let i = 0; i < count - 1; i++) {
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    const top = (await focused.boundingBox())!.y;
    expect(top, `${await focused.textContent()} begins below the ladder's header`).toBeGreaterThanOrEqual(
      headerBottom - 0.5,
    );
  }
  await page.context().close();
});
