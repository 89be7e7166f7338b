import {
  AppShell,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { UnreadBadge } from '../features/notifications/UnreadBadge.js';
import { navLinks } from './nav-links.js';
import { paths, playerPath } from './paths.js';
import { useSignedInUser, useSignOut } from './session.js';

export default function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const me = useSignedInUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const links = navLinks.filter((l) => !l.adminOnly || me.isAdmin);
  const displayName = me.profile ? `${me.profile.firstName} ${me.profile.lastName}` : me.email;

  const onSignOut = async () => {
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header bg="teal.9">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label="Menüyü aç/kapat"
            />
            <UnstyledButton component={Link} to={paths.home} c="white" fw={700} fz="xl">
              Raket
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="subtle" color="white" c="white" px="xs">
                  <Text fz="sm" truncate maw={160}>
                    {displayName}
                  </Text>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Ayarlar</Menu.Label>
                <Menu.Item component={Link} to={paths.profile}>
                  Profil
                </Menu.Item>
                <Menu.Item onClick={onSignOut}>Çıkış Yap</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Ana menü">
        <ScrollArea>
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              rightSection={link.to === paths.notifications ? <UnreadBadge /> : undefined}
              active={location.pathname === link.to}
              onClick={close}
            />
          ))}
          <NavLink
            component={Link}
            to={playerPath(me.id)}
            label="Oyuncu Sayfam"
            active={location.pathname === playerPath(me.id)}
            onClick={close}
          />
          <NavLink
            component={Link}
            to={paths.profile}
            label="Profil"
            active={location.pathname === paths.profile}
            onClick={close}
          />
          <NavLink component="button" label="Çıkış Yap" onClick={onSignOut} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
