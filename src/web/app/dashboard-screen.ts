import { lazyScreen } from '../lib/lazy-screen.js';

/**
 * The dashboard's screen, shared by the route table (SignedInApp) and the entry, which starts its
 * download with the entry's on /dashboard (router.tsx `preloadForAddress`): one import, so once it
 * has arrived the route renders it at once instead of suspending.
 */
export const DashboardPage = lazyScreen(() => import('./dashboard/DashboardPage.js'));
