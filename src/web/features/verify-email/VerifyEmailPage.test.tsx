// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshDomRoot } from '../../../../tests/support/dom-root.js';
import { messages } from '../../../shared/messages.js';

// The page opened without a token, by a reader signed in with an address verified already.
vi.mock('../../lib/router.js', () => ({
  useSearchParams: () => [new URLSearchParams('')],
  Link: ({ children }: { children: unknown }) => children,
}));
vi.mock('../../lib/session.js', () => ({ useMe: () => ({ data: { emailUnverified: false } }) }));
vi.mock('./api.js', () => ({
  useVerifyEmail: () => ({ isSuccess: false, isPending: false, error: null, mutate: () => {} }),
}));

const dom = freshDomRoot();

describe('the verification page without a link', () => {
  it('tells a reader whose address is verified so as good news, not as an error', async () => {
    const { default: VerifyEmailPage } = await import('./VerifyEmailPage.js');
    await act(async () => {
      dom.root().render(
        <MantineProvider>
          <VerifyEmailPage />
        </MantineProvider>,
      );
    });
    const alert = [...dom.container().querySelectorAll('[role="alert"], [role="status"]')].find((e) =>
      e.textContent?.includes(messages.emailVerification.alreadyVerified),
    );
    expect(alert).toBeDefined();
    expect(alert!.getAttribute('role')).toBe('status');
    expect(alert!.getAttribute('style') ?? '').not.toContain('red');
    expect(dom.container().textContent).not.toContain(messages.emailVerification.invalidToken);
  });
});
