import { Anchor, Group } from '@mantine/core';
import { Link } from '../../lib/router.js';

export function AuthLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Group justify="center" gap="md">
      {links.map((l) => (
        <Anchor key={l.to} component={Link} to={l.to} fz="sm">
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}
