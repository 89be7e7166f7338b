import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { paths } from '../lib/paths.js';
import { Link } from '../lib/router.js';

/**
 * The header's account menu. Its own chunk: Menu brings Popover, floating-ui, the focus trap and
 * the scroll lock, none of which is needed to draw the page; until it has loaded the layout shows
 * the same `target` button without the menu (ADR 008: it loads once the network is quiet).
 */
export default function AccountMenu({
  target,
  onSignOut,
  opened,
  onChange,
  replace,
}: {
  target: ReactElement;
  onSignOut: () => void;
  /** Kept by the layout: a tap on the button before the menu had loaded opens it on arrival. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** Opened over the phone's open menu: the profile takes the menu's history entry (AppLayout). */
  replace?: boolean;
}) {
  return (
    <Menu position="bottom-end" opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ayarlar</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} replace={replace}>
          Profil
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>Çıkış Yap</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
