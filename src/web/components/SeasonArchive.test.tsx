// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';

// What the server answers: a league with no closed season (most leagues' dashboards).
const get = vi.hoisted(() => vi.fn(async (_path: string): Promise<unknown> => []));
vi.mock('../lib/api.js', () => ({ get }));

const dom = freshDomRoot();

describe("the dashboard's past seasons", () => {
  it("ask for nothing of the reader's own seasons while the league has no closed season", async () => {
    const { SeasonArchive } = await import('./SeasonArchive.js');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      dom.root().render(
        <QueryClientProvider client={client}>
          <MantineProvider>
            <SeasonArchive leagueId="lig-1" meId="oyuncu-1" short />
          </MantineProvider>
        </QueryClientProvider>,
      );
    });
    await act(async () => {
      await client.getQueryCache().find({ queryKey: ['seasons', 'league', 'lig-1'] })?.promise;
    });
    const asked = get.mock.calls.map(([path]) => path);
    expect(asked).toContain('/guest/leagues/lig-1/seasons');
    expect(asked.filter((p) => p.startsWith('/players/'))).toEqual([]);
    expect(dom.container().textContent).not.toContain('Geçmiş Sezonlar');
  });
});
