// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../../tests/support/dom-root.js';
import type { TOutboxPage } from '../../../shared/contract/mail.js';
import { OutboxPanel } from './OutboxPanel.js';

const dom = freshDomRoot();

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
  });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('OutboxPanel', () => {
  it('"Yeniden dene" says the mail went back in the queue, as it leaves the failed list', async () => {
    let failed = true;
    const page = (): TOutboxPage => ({
      page: 1,
      pageSize: 20,
      total: failed ? 1 : 0,
      totalPages: 1,
      counts: { pending: failed ? 0 : 1, sending: 0, sent: 0, failed: failed ? 1 : 0 },
      items: failed
        ? [
            {
              id: 7,
              to: ['ayse@raket.test'],
              subject: 'Lig gecesi',
              status: 'failed',
              attempts: 8,
              lastError: 'connect ECONNREFUSED 127.0.0.1:25',
              createdAt: '2026-11-24T18:00:00.000Z',
              sentAt: null,
              nextAttemptAt: '2026-11-24T19:00:00.000Z',
            },
          ]
        : [],
    });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/mail/outbox/7/retry') {
          failed = false;
          return json({ ok: true });
        }
        return json(page());
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      dom.root().render(
        <MantineProvider>
          <QueryClientProvider client={client}>
            <OutboxPanel />
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    await settle();
    const retry = [...dom.container().querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Yeniden dene'),
    );
    expect(retry).toBeDefined();
    expect(retry?.getAttribute('aria-label')).toBe('Yeniden dene: Lig gecesi');

    await act(async () => retry!.click());
    await settle();
    expect(calls).toContain('POST /api/mail/outbox/7/retry');
    // The row is gone from the list; the screen says where the mail went.
    expect(dom.container().textContent).not.toContain('Yeniden dene');
    const status = dom.container().querySelector('[role="status"]');
    expect(status?.textContent).toBe(
      '“Lig gecesi” konulu e-posta (ayse@raket.test) yeniden gönderim kuyruğuna alındı; birazdan gönderilecek. Durumunu “Bekliyor” ve “Gönderildi” listelerinden izleyebilirsiniz.',
    );
  });
});
