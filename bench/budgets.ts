// The JS budgets of the web app, in one place: the most gzipped JS (KB) each route group of
// `routeGroups` may load before its page renders, as `bundleSizes` counts it from the build's
// manifest. `npm test` fails above them (scripts/check-budgets.ts); docs/performance.md ("Bundles")
// shows the figures against them. The phone aims (JS until the network is idle, ADR 008) are a
// separate measurement: `AIMS` in bench/phone.ts, reported by `npm run bench`.
import type { routeGroups } from './startup-and-size.js';

/**
 * Signed-out pages (the sign-in form, registration, password reset). 124 KB since 2026-11-22 (120
 * before): the entry now carries what phone delivery needs on every screen (the error boundary, the
 * offline and new-version notices, the service worker's registration and the early reads), about
 * 3 KB; what /login fetches until the network is idle stays within its own aim (ADR 008).
 */
export const SIGNED_OUT_JS_KB = 124;
/** Pages of a signed-in user: players' screens and the administration. */
export const SIGNED_IN_JS_KB = 180;

export const JS_BUDGETS_KB: Record<keyof typeof routeGroups, number> = {
  'signed-out (/login)': SIGNED_OUT_JS_KB,
  'player (/dashboard)': SIGNED_IN_JS_KB,
  'player (/profile)': SIGNED_IN_JS_KB,
  'admin (/admin)': SIGNED_IN_JS_KB,
};

/** A line for each route group over its budget, without a budget, or missing from the build. */
export function overBudget(
  rows: { group: string; jsKb: number }[],
  budgets: Record<string, number>,
): string[] {
  const missing = Object.keys(budgets).filter((g) => !rows.some((r) => r.group === g));
  return [
    ...missing.map((g) => `${g}: not measured (no such route group in the build)`),
    ...rows.flatMap((r) => {
      const budget = budgets[r.group];
      if (budget === undefined) return [`${r.group}: no budget in bench/budgets.ts`];
      return r.jsKb > budget ? [`${r.group}: ${r.jsKb} KB of JS, over its budget of ${budget} KB`] : [];
    }),
  ];
}
