import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectedLadderLeague, LADDER_HINT, SIGNED_IN_HINT } from '../lib/session.js';
import { DASHBOARD_READS, ladderReads } from './dashboard-reads.js';

const html = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

describe("index.html's early dashboard reads", () => {
  it('asks for the reads the app takes, under the flag the app keeps', () => {
    const list = inline.match(/const reads = (\[[^\]]*\]);/)?.[1];
    expect(list && JSON.parse(list)).toEqual([...DASHBOARD_READS]);
    expect(inline).toContain(`localStorage.getItem("${SIGNED_IN_HINT}") === "1"`);
    expect(inline).toContain(`localStorage.getItem("${LADDER_HINT}")`);
  });

  it('preloads them as the app fetches them, so the fetch takes the preloaded answer', () => {
    const preloads: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: Record<string, string>) => preloads.push(link) },
    };
    const run = (pathname: string, flag: string | null, league: string | null = null, search = '') => {
      preloads.length = 0;
      new Function('location', 'localStorage', 'document', inline)(
        { pathname, search },
        { getItem: (key: string) => (key === SIGNED_IN_HINT ? flag : key === LADDER_HINT ? league : null) },
        document,
      );
      return [...preloads];
    };
    const preloaded = (reads: readonly string[]) =>
      reads.map((read) => ({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: `/api${read}` }));
    expect(run('/dashboard', '1')).toEqual(preloaded(DASHBOARD_READS));
    // The league the dashboard showed last time: its ladder too, as the router asks for it.
    const league = '3f2b8c1e-0a4d-4b7e-9c61-2d5e8f9a1b3c';
    expect(run('/dashboard', '1', league)).toEqual(preloaded([...DASHBOARD_READS, ...ladderReads(league)]));
    // The league the address names (/leagues' 'Sıralamayı Görüntüle') comes before the remembered one.
    const named = '9a1c2e4f-6b8d-4f0a-8c2e-4f6a8b0c2d4e';
    expect(run('/dashboard', '1', league, `?lig=${named}`)).toEqual(
      preloaded([...DASHBOARD_READS, ...ladderReads(named)]),
    );
    // Anything else in that slot is not put into an address.
    expect(run('/dashboard', '1', '../users')).toEqual(preloaded(DASHBOARD_READS));
    // A visitor never signed in, or another address, asks for nothing.
    expect(run('/dashboard', null)).toEqual([]);
    expect(run('/profile', '1')).toEqual([]);
  });
});

describe('the ladder the router asks for early', () => {
  afterEach(() => vi.unstubAllGlobals());
  const remembered = '3f2b8c1e-0a4d-4b7e-9c61-2d5e8f9a1b3c';
  const named = '9a1c2e4f-6b8d-4f0a-8c2e-4f6a8b0c2d4e';
  const remember = (id: string | null) =>
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === LADDER_HINT ? id : null) });

  it("is the address's league, else the remembered one, and only what looks like a league id", () => {
    remember(remembered);
    expect(expectedLadderLeague(`?lig=${named}`)).toBe(named);
    expect(expectedLadderLeague('')).toBe(remembered);
    expect(expectedLadderLeague('?lig=../users')).toBeNull();
    remember('../users');
    expect(expectedLadderLeague('')).toBeNull();
    remember(null);
    expect(expectedLadderLeague('')).toBeNull();
  });
});
