// How the benchmarks start the server: as `npm start` does, its Node flags included, read from
// package.json so the two never drift apart.
import fs from 'node:fs';

const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;

/** `npm start`'s arguments to node (its flags, then the server's entry); another entry may replace it. */
export function serverArgs(entry?: string): string[] {
  const [node, ...args] = start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${start}`);
  return entry ? [...args.filter((a) => a.startsWith('-')), entry] : args;
}
