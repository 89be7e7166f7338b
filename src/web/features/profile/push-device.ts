import { registerServiceWorkerNow } from '../../lib/pwa.js';
import { pushKey, pushState, removePushSubscription, savePushSubscription } from './api.js';

/** Whether this browser can take push at all (a service worker and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's current push subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Whether push is on for this device: the browser has a subscription and the server still pushes to
 * it for this player. The browser keeps its subscription when the server ended push there (the
 * password changed or other devices were signed out elsewhere, an eleventh device took its place).
 * Without an answer from the server (offline), the browser's word stands.
 */
export async function pushOnHere(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  try {
    return (await pushState(subscription.endpoint)).on;
  } catch {
    return true;
  }
}

export type EnableResult = 'enabled' | 'denied' | 'unsupported';

/**
 * The active worker: it is registered at once rather than when the network is quiet, and the answer
 * waits until it has installed. Rejects when no worker is active within `ms` (the app could not be
 * fetched). Here rather than in lib/pwa, off the first screen's JS.
 */
function activeServiceWorker(ms = 30_000): Promise<ServiceWorkerRegistration> {
  registerServiceWorkerNow();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('service worker not active')), ms);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** Asks the permission, subscribes with the server's key and tells the server about this device. */
export async function enablePush(): Promise<EnableResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  // On the first visit the worker may not be registered or installed yet (it waits for a quiet
  // network, then precaches the app): it is registered now and awaited, not taken as missing.
  const reg = await activeServiceWorker();
  const { publicKey } = await pushKey();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'enabled';
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
