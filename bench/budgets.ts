// The JS budgets of the web app, in one place: the most gzipped JS (KB) each route group of
// `routeGroups` may load before its page renders, as `bundleSizes` counts it from the build's
// manifest. `npm test` fails above them (scripts/check-budgets.ts); docs/performance.md ("Bundles")
// shows the figures against them. The phone aims (JS until the network is idle, ADR 008) are a
// separate measurement: `AIMS` in bench/phone.ts, reported by `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import type { routeGroups } from './startup-and-size.js';

/**
 * Signed-out pages (the sign-in form, registration, password reset). 125 KB since 2026-11-24 (124
 * from 2026-11-22, 120 before): the entry carries what phone delivery needs on every screen (the
 * error boundary, the offline and new-version notices, the service worker's registration and the
 * early reads, about 3 KB), and /login measured 124.05 KB on 2026-11-24, where a build's chunk names
 * alone decided whether it rounded to 124.0 or 124.1. What /login fetches until the network is idle
 * stays within its own aim (ADR 008).
 */
export const SIGNED_OUT_JS_KB = 125;
/**
 * Pages of a signed-in user: players' screens and the administration. 185 KB since 2026-11-22 (180
 * before): the shell gained the phone's tab bar and the menu's markers, the dashboard the to-do strip,
 * the acting ladder with its challenge dialog and the staff counts: /dashboard measured 180.4 KB.
 * /profile came back from 192 KB to 180 KB by keeping the message catalogue out of the shell
 * (module-level aliases of `messages` are inlined too, and the e-mail banner loads only when shown).
 * What /dashboard fetches until the network is idle stays within its own aim of 190 KB (ADR 008).
 */
export const SIGNED_IN_JS_KB = 185;

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

type StyleManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] }
>;

/**
 * Mantine's styles come in parts (web/lib/styles): the first screen's, inlined into index.html,
 * and the rest with the screens that draw them. A line for every Mantine class (`m_` and eight hex
 * digits) that a script uses but no stylesheet of the build defines, and for every one the sign-in
 * forms' scripts use (the entry, the forms, what they import or load later) that the entry's own
 * stylesheet does not define: such a component would be drawn unstyled.
 */
export function unstyledMantineClasses(dist: string, signInForms: string[]): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as StyleManifest;
  const classesIn = (file: string) =>
    new Set(fs.readFileSync(path.join(dist, file), 'utf8').match(/m_[0-9a-f]{8}/g));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) return ['the build has no entry'];
  const reach = (start: string, seen: Set<string>) => {
    if (seen.has(start) || !manifest[start]) return;
    seen.add(start);
    for (const next of manifest[start].imports ?? []) reach(next, seen);
    if (start !== entry) for (const next of manifest[start].dynamicImports ?? []) reach(next, seen);
  };
  const first = new Set<string>();
  for (const key of [entry, ...signInForms]) reach(key, first);
  const defined = (files: string[]) => new Set(files.flatMap((f) => [...classesIn(f)]));
  const entryCss = defined(manifest[entry].css ?? []);
  const allCss = defined(
    fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => `assets/${f}`),
  );
  const used = (keys: Iterable<string>) =>
    new Set(
      [...keys]
        .filter((k) => manifest[k].file.endsWith('.js'))
        .flatMap((k) => [...classesIn(manifest[k].file)]),
    );
  return [
    ...[...used(first)]
      .filter((c) => !entryCss.has(c))
      .map((c) => `${c}: used by the sign-in forms, not in the entry's stylesheet`),
    ...[...used(Object.keys(manifest))]
      .filter((c) => !allCss.has(c))
      .map((c) => `${c}: used, in no stylesheet of the build`),
  ];
}
