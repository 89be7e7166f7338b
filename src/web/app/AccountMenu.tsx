import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { paths } from '../lib/paths.js';
import { Link } from '../lib/router.js';

/**
 * The header's account menu. Its own chunk: Menu brings Popover, floating-ui, the focus trap and
 * the scroll lock, none of which is needed to draw the page; until it has loaded the layout shows
 * the same `target` button without the menu.
 */
export default function AccountMenu({ target, onSignOut }: { target: ReactElement; onSignOut: () => void }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ayarlar</Menu.Label>
        <Menu.Item component={Link} to={paths.profile}>
          Profil
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>Çıkış Yap</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
