// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';
import { QueryState } from './QueryState.js';

const dom = freshDomRoot();

/** Lets the query's promise settle and React draw the result. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });

describe('QueryState', () => {
  it('a failed load shows its error with "Tekrar dene", which asks again for that query and shows the data', async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error('ağ');
      return ['Maç 1'];
    };
    function Screen() {
      const query = useQuery({ queryKey: ['maclar'], queryFn: load, retry: false });
      return (
        <QueryState query={query} errorText="Maçlarınız yüklenirken bir hata oluştu.">
          {(data) => <p>{data.join(', ')}</p>}
        </QueryState>
      );
    }
    const client = new QueryClient();
    await act(async () => {
      dom.root().render(
        <MantineProvider>
          <QueryClientProvider client={client}>
            <Screen />
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    await settle();
    const alert = dom.container().querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Maçlarınız yüklenirken bir hata oluştu.');
    const retry = [...dom.container().querySelectorAll('button')].find(
      (b) => b.textContent === 'Tekrar dene',
    );
    expect(retry).toBeDefined();
    expect(calls).toBe(1);

    await act(async () => retry!.click());
    await settle();
    expect(calls).toBe(2);
    expect(dom.container().querySelector('[role="alert"]')).toBeNull();
    expect(dom.container().textContent).toContain('Maç 1');
  });

  it('offline with nothing read yet says the part waits for the connection, and shows it once back', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    function Screen() {
      const query = useQuery({
        queryKey: ['duyurular'],
        queryFn: async () => {
          calls++;
          return ['Duyuru 1'];
        },
      });
      return <QueryState query={query}>{(data) => <p>{data.join(', ')}</p>}</QueryState>;
    }
    try {
      await act(async () => {
        dom.root().render(
          <MantineProvider>
            <QueryClientProvider client={new QueryClient()}>
              <Screen />
            </QueryClientProvider>
          </MantineProvider>,
        );
      });
      await settle();
      expect(calls).toBe(0);
      expect(dom.container().querySelector('[role="status"]')?.textContent).toBe(
        'Bağlantı yok: bu bölüm bağlantı geri geldiğinde yüklenecek.',
      );
      await act(async () => onlineManager.setOnline(true));
      await settle();
      expect(dom.container().textContent).toContain('Duyuru 1');
      expect(dom.container().querySelector('[role="status"]')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
