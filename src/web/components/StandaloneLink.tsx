import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../lib/router.js';

/**
 * A link on a line of its own, not inside a sentence ('Şifremi unuttum', 'Misafir olarak göz at'):
 * at least 44 px high, a finger's tap target, its text centred in it.
 */
export function StandaloneLink({
  to,
  children,
  ...props
}: AnchorProps & { to: string; children: ReactNode; target?: string; 'aria-label'?: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center' }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
