import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT } from '../lib/session.js';
import { DASHBOARD_READS } from './dashboard-reads.js';

const html = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

describe("index.html's early dashboard reads", () => {
  it('asks for the reads the app takes, under the flag the app keeps', () => {
    const list = inline.match(/for \(const read of (\[[^\]]*\])\)/)?.[1];
    expect(list && JSON.parse(list)).toEqual([...DASHBOARD_READS]);
    expect(inline).toContain(`localStorage.getItem("${SIGNED_IN_HINT}") === "1"`);
  });

  it('preloads them as the app fetches them, so the fetch takes the preloaded answer', () => {
    const preloads: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: Record<string, string>) => preloads.push(link) },
    };
    const run = (pathname: string, flag: string | null) => {
      preloads.length = 0;
      new Function('location', 'localStorage', 'document', inline)(
        { pathname },
        { getItem: (key: string) => (key === SIGNED_IN_HINT ? flag : null) },
        document,
      );
      return [...preloads];
    };
    expect(run('/dashboard', '1')).toEqual(
      DASHBOARD_READS.map((read) => ({
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: `/api${read}`,
      })),
    );
    // A visitor never signed in, or another address, asks for nothing.
    expect(run('/dashboard', null)).toEqual([]);
    expect(run('/profile', '1')).toEqual([]);
  });
});
