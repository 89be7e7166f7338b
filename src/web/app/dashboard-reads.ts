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

/**
 * The reads of one league's ladder on the dashboard: index.html's inline script and the router ask
 * for them with the others when the browser remembers the league the dashboard showed last time
 * (`LADDER_HINT`), instead of once the dashboard has rendered and read the player's leagues.
 */
export const ladderReads = (leagueId: string) =>
  [
    `/leagues/${leagueId}/participants`,
    `/leagues/${leagueId}/ladder-actions`,
    `/guest/leagues/${leagueId}/seasons`,
  ] as const;
