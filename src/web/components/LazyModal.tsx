import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFirstUse } from '../lib/first-use.js';
import { loadWhenOnline } from '../lib/notify.js';

// Mantine's Modal brings its focus trap, scroll lock and transitions (~11 KB gzipped). A dashboard
// card's modal is closed when the page first renders, so it loads on the page's first tap or focus;
// a first tap made offline waits for the connection rather than failing the screen around it.
const Modal = lazy(() => loadWhenOnline(() => import('./ModalImpl.js')));

/** Mantine's `Modal`, loaded once the page is used (it renders nothing while it is closed anyway). */
export function LazyModal(props: ModalProps) {
  const used = useFirstUse();
  if (!used && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
