// How the benchmarks start the server: as `npm start` does, its environment settings and Node flags
// included, read from package.json so the two never drift apart.
import fs from 'node:fs';

const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
const words = start.split(/\s+/);
/** The `NAME=value` settings in front of `node` (the C library's, which must be set before it starts). */
const settings = words.filter((w, i) => i < words.indexOf('node') && /^[A-Z_]+=/.test(w));
const [node, ...args] = words.slice(settings.length);
if (node !== 'node') throw new Error(`npm start does not run node: ${start}`);

/** `npm start`'s environment settings, to put over the rest of a benchmark's server environment. */
export const serverEnv: Record<string, string> = Object.fromEntries(
  settings.map((s) => [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)]),
);

/** `npm start`'s arguments to node (its flags, then the server's entry); another entry may replace it. */
export function serverArgs(entry?: string): string[] {
  return entry ? [...args.filter((a) => a.startsWith('-')), entry] : args;
}
