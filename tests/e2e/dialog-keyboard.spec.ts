// Dialogs by keyboard: Escape closes only the dialog on top, and a closed dialog gives the focus
// back to the button that opened it, also one whose code arrived after the tap.

import { buildWorld, open, pageWith } from './support/quality.js';
import { expect, test } from './support/test.js';

test('Escape closes the dialog on top only, and the focus goes back to the button that opened it', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);

  // A player opens the challenge dialog at once on a fresh page, before its code has loaded.
  const player = await pageWith(browser, w.playerState, 390);
  await open(player, '/dashboard');
  const challenge = player.getByRole('button', { name: 'Meydan Oku: Kaan Birinci' });
  await challenge.click();
  const offer = player.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await expect(offer.getByText('Rakibiniz:')).toBeVisible();
  await player.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  await expect(challenge).toBeFocused();

  // Staff: a confirmation over the players dialog.
  const admin = await pageWith(browser, w.adminState);
  await open(admin, '/league-settings');
  const opener = admin
    .getByRole('region', { name: w.leagueName })
    .getByRole('button', { name: `Oyuncular: ${w.leagueName}` });
  await opener.click();
  const players = admin.getByRole('dialog', { name: `${w.leagueName} — Oyuncular` });
  await players.getByRole('button', { name: 'Ligden çıkar: Pelin Oyuncu' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Oyuncuyu ligden çıkar' });
  await expect(confirm).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(players).toBeVisible();
  await expect(players.getByRole('button', { name: 'Ligden çıkar: Pelin Oyuncu' })).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(players).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a dialog button that was busy keeps the focus once its request has failed', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const player = await pageWith(browser, w.playerState, 390);
  await open(player, '/dashboard');
  await player.getByRole('button', { name: 'Meydan Oku: Kaan Birinci' }).click();
  const offer = player.getByRole('dialog', { name: 'Teklif Edilebilecek Oyuncular' });
  await offer.getByRole('button', { name: 'Devam' }).click();
  // The connection drops while the offer is on its way: the server never sees it.
  await player.route('**/api/offers', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await offer.getByRole('checkbox', { name: 'Şartları kabul ediyorum' }).check();
  const send = offer.getByRole('button', { name: 'Teklifi Gönder' });
  await send.focus();
  await player.keyboard.press('Enter');
  await expect(offer.getByRole('alert')).toBeVisible();
  // The button showed itself busy while the offer was on its way; it keeps the focus, still in the dialog.
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
});
