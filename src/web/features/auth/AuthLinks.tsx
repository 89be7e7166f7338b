import { Group } from '@mantine/core';
import { StandaloneLink } from '../../components/StandaloneLink.js';

export function AuthLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Group justify="center" gap={0} style={{ columnGap: 'var(--mantine-spacing-md)' }}>
      {links.map((l) => (
        <StandaloneLink key={l.to} to={l.to} fz="sm">
          {l.label}
        </StandaloneLink>
      ))}
    </Group>
  );
}
