/**
 * The reads the dashboard (and the layout's badge) make first. index.html's inline script asks for
 * the same ones on /dashboard before any script has downloaded (dashboard-reads.test.ts compares them).
 */
export const DASHBOARD_READS = [
  '/notifications/unread-count',
  '/leagues/mine',
  '/offers/overview',
  '/excuses/mine',
  '/results/mine',
  '/results/leagues',
  '/announcements',
  '/home/todo',
] as const;
