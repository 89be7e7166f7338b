import { messages } from '../../shared/messages.js';
import { ApiError, post } from './api.js';
import { notify } from './notify.js';
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
 * Only the server can end the session (its cookie is out of the page's reach): when it cannot be
 * reached, the player is told so and stays signed in, rather than shown a sign-in page while the
 * session lives on and opens the app signed in again once the connection is back (a shared phone's
 * next user in their account).
 */
export function useSignOut() {
  return async (next: string) => {
    // Bounded: a push service slow to answer never holds the sign-out.
    await Promise.race([endPushHere(), new Promise((done) => setTimeout(done, 3000))]);
    try {
      await post('/auth/logout');
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        notify({ color: 'red', message: messages.app.signOutUnreachable });
        return;
      }
      // Any other answer: the session is over or was never there.
    }
    leaveSignedIn(next);
  };
}
