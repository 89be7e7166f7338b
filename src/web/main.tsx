// Mantine's styles for the first screen, inlined into index.html by the build (ADR 008); the
// other components' styles come with the screens that draw them (lib/styles/).
import './lib/styles/first-screen.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.js';
import { AppRoutes, preloadForAddress } from './app/router.js';
import { AppNotices } from './components/AppNotices.js';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { showCarriedNotice } from './lib/notify.js';
import { reloadedJustNow, takeNewVersion } from './lib/pwa.js';

// A chunk that fails to load while the browser is online most likely belongs to a version a new
// deploy replaced: reload once to get the new index.html. Offline, or failing again right after
// that reload, the error boundary shows "Tekrar dene" instead. While a form holds typed input the
// page is not reloaded under it: the notice offers "Yenile", and the page reloads once the input
// is sent or left (lib/pwa).
window.addEventListener('vite:preloadError', (event) => {
  if (navigator.onLine && !reloadedJustNow() && takeNewVersion()) event.preventDefault();
});

preloadForAddress(window.location.pathname, window.location.search);
showCarriedNotice();

// index.html's inline shell stays on screen until this first render replaces it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <AppNotices />
    </Providers>
  </StrictMode>,
);
