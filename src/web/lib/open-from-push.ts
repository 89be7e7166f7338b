import { navigate } from './router.js';

/**
 * A tapped push opens its screen in this tab when the service worker asks (public/push-sw.js): the
 * app moves there itself, without reloading the page. The tab answers on the message's port, so the
 * worker knows it need not load the address instead. Only a path of this app is followed.
 */
export function openScreensFromPush() {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== 'raket:open' || typeof data.url !== 'string') return;
    const url = data.url;
    if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return;
    navigate(url);
    event.ports[0]?.postMessage('opened');
  });
}
