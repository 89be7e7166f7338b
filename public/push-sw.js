// Push for the service worker Workbox generates (vite.config.ts: workbox.importScripts).
// A push carries { title, body, url }: it shows as a notification, and a tap opens that screen.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Raket', {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'tr-TR',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications' },
    }),
  );
});

/**
 * Asks an open tab of the app to show `path` itself (web/lib/open-from-push.ts): no reload, so the
 * tab keeps its state, and it works in a tab the worker does not control yet (the visit in which
 * it installed), where `client.navigate` is refused. Resolves false when the tab does not answer
 * within a second (a tab of an older version).
 */
function openInTab(client, path) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    try {
      client.postMessage({ type: 'raket:open', url: path }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

// A tap opens the event's screen: in a tab that already shows it (brought to the front), else in
// the tab last used (which moves to it), else in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notifications', self.location.origin);
  const path = target.pathname + target.search;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (all) => {
      const windows = all.filter((client) => new URL(client.url).origin === self.location.origin);
      const showing = windows.find((client) => {
        const url = new URL(client.url);
        return url.pathname + url.search === path;
      });
      if (showing) return showing.focus();
      const client = windows.find((c) => c.focused) || windows[0];
      if (!client) return self.clients.openWindow(target.href);
      // Focused first: the tap's permission to bring a window forward does not last long.
      const focused = await client.focus().catch(() => client);
      if (await openInTab(focused || client, path)) return;
      return (focused || client).navigate(target.href).catch(() => self.clients.openWindow(target.href));
    }),
  );
});
