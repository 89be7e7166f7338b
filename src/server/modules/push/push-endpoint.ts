/**
 * The push services browsers subscribe through: Chrome, Chromium-based browsers and Android (FCM),
 * Firefox (Mozilla's autopush), Safari (Apple) and Edge (Windows Push Notification Services). A
 * name starting with '.' covers its subdomains.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

function isPushService(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));
}

/**
 * The server posts every push to its subscription's address, so an address is taken only on https
 * and at a known push service: never a host of the server's own network that a player names.
 * `anyService` only for tests, whose stand-in push service runs on http://127.0.0.1.
 */
export function isPushEndpoint(endpoint: string, anyService: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return anyService
    ? url.protocol === 'https:' || url.protocol === 'http:'
    : url.protocol === 'https:' && isPushService(url.hostname);
}
