import { type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { PageLoader } from '../components/PageLoader.js';
import { useDocumentTitle } from '../lib/document-title.js';
import { startServiceWorker } from '../lib/pwa.js';
import { useLocation } from '../lib/router.js';

/**
 * One screen of the route table: its tab title, its own error boundary (a failed chunk or render
 * shows "Tekrar dene" in place of the screen, the menu stays) and its loading skeleton.
 */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  // The first screen has drawn: the service worker may now download the app in the background.
  useEffect(startServiceWorker, []);
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
