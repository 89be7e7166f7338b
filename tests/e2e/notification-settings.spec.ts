import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor } from './support/challenges.js';
import { latestMailTo } from './support/mailbox.js';
import { expect, test } from './support/test.js';

test('a challenge mail’s unsubscribe link stops that category’s mail without signing in; the profile shows and changes it', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Abone', 'Birinci'],
    ['Teklif', 'İkinci'],
  ]);
  const [opponent, challenger] = players;
  const aApi = await apiFor(baseURL!, challenger);
  const sent = await aApi.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await aApi.dispose();

  // The challenge mail (a category mail), not the new player's verification mail beside it.
  const mail = await latestMailTo(opponent.email, 'List-Unsubscribe=');
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/abonelik\?\S+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const address = new URL(link!);

  // Signed out, on a phone-sized screen: the page asks first, then stops the mails.
  const guest = await pageFor(browser);
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(`${address.pathname}${address.search}`);
  await expect(guest.getByRole('heading', { name: 'E-posta aboneliği' })).toBeVisible();
  await expect(
    guest.getByText('"Maç teklifleri" konusundaki e-postalar size artık gönderilmesin mi?'),
  ).toBeVisible();
  await guest.getByRole('button', { name: 'E-postaları durdur' }).click();
  await expect(guest.getByRole('status').filter({ hasText: 'e-postalar durduruldu' })).toBeVisible();
  await guest.screenshot({ path: 'test-results/unsubscribe-390.png', fullPage: true });

  // The player's profile shows the choice, and turns it back on.
  // From the notifications page, on a phone: its 'Bildirim ayarları' opens the profile at the card.
  const page = await pageFor(browser);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, opponent, '/notifications');
  await page.getByRole('link', { name: 'Bildirim ayarları' }).click();
  await expect(page).toHaveURL(/\/profile#bildirim-ayarlari$/);
  const settings = page.getByRole('region', { name: 'Bildirim ayarları' });
  const settingsTitle = settings.getByRole('heading', { name: 'Bildirim ayarları' });
  await expect(settingsTitle).toBeFocused();
  await expect(settingsTitle).toBeInViewport();
  await page.setViewportSize(desktop);
  const challengeMail = settings.getByRole('checkbox', { name: 'Maç teklifleri: E-posta' });
  // A table a screen reader can walk: every column named, each row named by its topic.
  const table = settings.getByRole('table', { name: 'Bildirim ayarları' });
  await expect(table.getByRole('columnheader')).toHaveText(['Konu', 'E-posta', 'Anlık bildirim']);
  await expect(table.getByRole('rowheader', { name: 'Maç teklifleri' })).toBeVisible();
  await expect(challengeMail).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Sonuçlar ve maçlar: E-posta' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Duyurular: Anlık bildirim' })).not.toBeChecked();
  // The box shows the tap in the render that follows it, not only once the save has gone through
  // the settings' own update (a moment later, when a slow phone looks as if the tap did nothing).
  const shownAtOnce = await challengeMail.evaluate(async (box: HTMLInputElement) => {
    box.click();
    await Promise.resolve();
    return box.checked;
  });
  expect(shownAtOnce).toBe(true);
  await expect(page.getByText('Bildirim ayarlarınız kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Bildirim ayarları' })
      .getByRole('checkbox', { name: 'Maç teklifleri: E-posta' }),
  ).toBeChecked();
  await expect(settings.getByRole('button', { name: 'Bildirim izni' })).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/profile-settings-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/profile-settings-390.png', fullPage: true });
});
