import crypto from 'node:crypto';
import { createPlayer, signIn } from './support/accounts.js';
import { apiFor, pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('signing out ends push on the device: the server forgets it and the browser unsubscribes', async ({
  browser,
  baseURL,
}) => {
  const player = await createPlayer(baseURL!, { firstName: 'Anlık', lastName: 'Çıkan' });
  // This device had push turned on in the profile: its subscription, as the browser holds it and
  // as the server saved it for the player.
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
  const api = await apiFor(baseURL!, player);
  const saved = await api.post('/api/push/subscriptions', {
    data: { endpoint, keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const devices = async () =>
    (await (await api.get('/api/account/data')).json())['Anlık bildirim alan cihazlar'];
  expect(await devices()).toMatchObject([{ 'Bildirim adresi': endpoint }]);

  const page = await pageFor(browser);
  // The browser's push subscription (a push service cannot be reached from here): unsubscribing
  // leaves a mark that outlives the page opened afresh after signing out.
  await page.addInitScript((address) => {
    const subscription = {
      endpoint: address,
      unsubscribe: async () => {
        localStorage.setItem('e2e:push-unsubscribed', address);
        return true;
      },
    };
    ServiceWorkerContainer.prototype.getRegistration = async () =>
      ({
        pushManager: { getSubscription: async () => subscription },
      }) as unknown as ServiceWorkerRegistration;
  }, endpoint);
  await signIn(page, player);
  await page.getByRole('button', { name: 'Anlık Çıkan' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);

  expect(await page.evaluate(() => localStorage.getItem('e2e:push-unsubscribed'))).toBe(endpoint);
  // The player's other session (the API's) still reads their data: no device takes their pushes.
  expect(await devices()).toEqual([]);
  await api.dispose();
});
