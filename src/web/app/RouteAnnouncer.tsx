import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../lib/router.js';
import classes from './AppLayout.module.css';

/**
 * Says the new screen's title to a screen reader when the address changes inside the app (a link
 * of the menu, the tab bar, a card): the browser announces a page load, not a screen drawn in place.
 * The screen sets the tab's title in its own effect, which runs before this one. A live region
 * without the role 'status', which names a screen's own message (a form's result, a notice).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState('');
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    setSaid(document.title);
  }, [pathname]);
  return (
    <p aria-live="polite" aria-atomic="true" className={classes.hidden}>
      {said}
    </p>
  );
}
