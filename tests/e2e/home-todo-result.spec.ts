import { createLadderThroughApi, reportedMatchThroughApi, signedInPhone } from './support/challenges.js';
import { expect, test } from './support/test.js';

// The to-do strip on a phone: a score the opponent reported waits for confirmation, with its clock.
test('a reported score waits in the strip and is confirmed from it', async ({ browser, baseURL }) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Deniz', 'Üst'],
    ['Ece', 'Kaya'],
    ['Fikret', 'Taş'],
  ]);
  const [, opponent, challenger] = players;
  await reportedMatchThroughApi(baseURL!, league.id, challenger, opponent, {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 2 },
    ],
  });

  const page = await signedInPhone(browser, opponent, '/dashboard');
  const strip = page.getByRole('region', { name: 'Yapılacaklar' });
  const item = strip.getByRole('listitem', { name: 'Fikret Taş skoru girdi: 6-3 6-2' });
  await expect(item).toContainText('Onaylayın veya itiraz edin');
  // 48 hours to answer, counted down: 1 day and some hours left.
  await expect(item).toContainText(/Onay için: 1 gün \d+ saat kaldı/);
  await item.getByRole('button', { name: 'Sonucu İncele' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fikret Taş skoru girdi: 6-3 6-2' });
  await expect(dialog).toContainText('Sonucu onaylıyor musunuz?');
  // Whose games come first and who won, as the match card says it, so a reversed score is not confirmed.
  await expect(dialog).toContainText('Skor (Fikret Taş – Ece Kaya): 6-3 6-2 · Kazanan: Fikret Taş');
  // Disputing asks for a reason first; going back leaves nothing sent.
  // The reason's field takes the focus, so it is typed at once; 'Geri' gives it back to 'İtiraz Et'.
  await dialog.getByRole('button', { name: 'İtiraz Et' }).click();
  await expect(dialog.getByLabel('İtiraz açıklaması (isteğe bağlı)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Geri' }).click();
  await expect(dialog.getByRole('button', { name: 'İtiraz Et' })).toBeFocused();
  // A reason typed and then left with Escape is there again when the dialog opens next.
  await dialog.getByRole('button', { name: 'İtiraz Et' }).click();
  await dialog.getByLabel('İtiraz açıklaması (isteğe bağlı)').fill('İkinci set 6-4 bitti.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await item.getByRole('button', { name: 'Sonucu İncele' }).click();
  await expect(dialog.getByLabel('İtiraz açıklaması (isteğe bağlı)')).toHaveValue('İkinci set 6-4 bitti.');
  await dialog.getByRole('button', { name: 'Geri' }).click();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Sonuç onaylandı.')).toBeVisible();
  // Nothing left to do: the strip is gone; the ladder shows the winner moved up.
  await expect(strip).toBeHidden();
  const ladder = page.getByRole('table', { name: 'Lig katılımcıları' });
  await expect(ladder.getByRole('row', { name: '2. Fikret Taş' })).toContainText('↑1');
  await expect(ladder.getByRole('row', { name: '3. Ece Kaya' })).toContainText('↓1');
});
