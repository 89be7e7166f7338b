import { post } from './api.js';
import { leaveSignedIn } from './session.js';

/**
 * Push is for the person signed in: on signing out, this device's subscription ends on the server
 * and in the browser, so the device shows none of their notices any more (whoever uses it next
 * turns push on for themself in the profile). Signing out goes on whatever fails here.
 */
async function endPushHere() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await post('/push/subscriptions/remove', { endpoint: subscription.endpoint }).catch(() => undefined);
    // Ended in the browser too: were the server not told, its next push finds the address gone.
    await subscription.unsubscribe();
  } catch {
    // No service worker or push here.
  }
}

/**
 * Signs out and opens `next` afresh (the service worker serves the app's shell, so this is quick):
 * nothing of the signed-in user stays in memory, no signed-in screen draws without its user, and
 * the router does not first send the signed-out visitor of a signed-in screen to the guest home.
 */
export function useSignOut() {
  return async (next: string) => {
    // Bounded: a push service slow to answer never holds the sign-out.
    await Promise.race([endPushHere(), new Promise((done) => setTimeout(done, 3000))]);
    await post('/auth/logout').catch(() => undefined);
    leaveSignedIn(next);
  };
}
