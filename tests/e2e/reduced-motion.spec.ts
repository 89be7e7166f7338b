// A reader who asked their system for less motion: dialogs, toasts and the phone's menu appear
// without sliding or fading in.

import { ownAddress } from './support/challenges.js';
import { buildWorld, open } from './support/quality.js';
import { expect, type Page, test } from './support/test.js';

/**
 * Watches `selector` every frame for `ms` once it is on the page: answers its opacity and the
 * vertical and horizontal offset of its transform at each frame it was there.
 */
function watch(page: Page, selector: string, ms = 600) {
  return page.evaluate(
    ([sel, span]) =>
      new Promise<{ opacity: number; dx: number; dy: number }[]>((resolve) => {
        const seen: { opacity: number; dx: number; dy: number }[] = [];
        let start: number | null = null;
        const tick = (now: number) => {
          const el = document.querySelector<HTMLElement>(sel);
          if (el) {
            start ??= now;
            const style = getComputedStyle(el);
            const m = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
            seen.push({ opacity: Number(style.opacity), dx: m.m41, dy: m.m42 });
          }
          if (start !== null && now - start > span) resolve(seen);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [selector, ms] as const,
  );
}

/**
 * The states between its start and its rest that it was seen in: a slide or a fade goes through
 * many; an element that appears at once is at most a frame in its start state (a toast's first
 * frame before its 1 ms transition), then at rest.
 */
function inBetween(frames: { opacity: number; dx: number; dy: number }[]) {
  const states = frames
    .filter((f) => f.opacity < 0.99 || Math.abs(f.dx) > 0.5 || Math.abs(f.dy) > 0.5)
    .map((f) => `opacity ${f.opacity.toFixed(2)}, x ${f.dx.toFixed(0)}, y ${f.dy.toFixed(0)}`);
  return [...new Set(states)].slice(1);
}

test('with reduced motion asked for, the offer dialog, its toast and the phone menu appear without sliding or fading', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const context = await browser.newContext({
    storageState: w.playerState,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await open(page, '/dashboard');

  // The phone's menu shows at once, where it slid in across the screen.
  const drawer = watch(page, '#app-navbar:not([data-closed])');
  await page.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
  expect(inBetween(await drawer)).toEqual([]);
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Maçlarım' }),
  ).toBeInViewport();
  await page.keyboard.press('Escape');

  // The offer dialog, where it faded in and slid down 30 px.
  const dialogFrames = watch(page, '.mantine-Modal-content');
  await page.getByRole('button', { name: 'Meydan Oku: Kaan Birinci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(dialog).toBeVisible();
  expect(inBetween(await dialogFrames)).toEqual([]);

  // The toast that says the offer went out, where it faded in and slid 20 px.
  await dialog.getByRole('button', { name: 'Devam' }).click();
  const toastFrames = watch(page, '.mantine-Notification-root');
  await dialog.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  await dialog.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(page.getByText('Teklif başarıyla gönderildi ve bildirim oluşturuldu!')).toBeVisible();
  expect(inBetween(await toastFrames)).toEqual([]);
  await context.close();
});
