import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Modal brings its focus trap, scroll lock and transitions (~11 KB gzipped). A dashboard
// card's modal is closed when the page first renders, so it loads right after instead of before.
const Modal = lazy(() => import('./ModalImpl.js'));

/** Mantine's `Modal`, loaded after the first render (it renders nothing while it is closed anyway). */
export function LazyModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
