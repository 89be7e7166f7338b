import crypto from 'node:crypto';
import { createPlayer, signIn } from './support/accounts.js';
import { apiFor, pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('push ended from another device reads as off here, though the browser still holds its subscription', async ({
  browser,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Cihaz', lastName: 'Durumu' });
  // This phone had push turned on: the server saved its subscription for the player.
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
  const laptop = await apiFor(baseURL!, player);
  const saved = await laptop.post('/api/push/subscriptions', {
    data: { endpoint, keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const phone = await pageFor(browser);
  // The phone browser's own subscription (a push service cannot be reached from here), which it
  // keeps whatever the server does.
  await phone.addInitScript((address) => {
    const subscription = { endpoint: address, unsubscribe: async () => true };
    ServiceWorkerContainer.prototype.getRegistration = async () =>
      ({
        pushManager: { getSubscription: async () => subscription },
      }) as unknown as ServiceWorkerRegistration;
  }, endpoint);
  await signIn(phone, player, '/profile');
  const thisDevice = phone.getByRole('heading', { name: 'Bu cihaz' }).locator('..');
  await expect(thisDevice.getByText('Bu cihazda anlık bildirimler açık.')).toBeVisible();

  // From the laptop the player signs out every other device, which ends push there too.
  const ended = await laptop.post('/api/account/sessions/end-others', { data: {} });
  expect(ended.status(), await ended.text()).toBe(200);

  // Signed in on the phone again, the profile says what the server does: no push here.
  await signIn(phone, player, '/profile');
  await expect(thisDevice.getByRole('button', { name: 'Bildirim izni' })).toBeVisible();
  await expect(thisDevice.getByText('Bu cihazda anlık bildirimler açık.')).toHaveCount(0);
  await laptop.dispose();
});
