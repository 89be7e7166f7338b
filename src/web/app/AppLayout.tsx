import { AppShell, Box, Burger, Button, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { UnreadBadge } from '../features/notifications/UnreadBadge.js';
import { paths, playerPath } from '../lib/paths.js';
import { Link, useLocation, useNavigate } from '../lib/router.js';
import { useSignedInUser, useSignOut } from '../lib/session.js';
import { navLinks } from './nav-links.js';

const AccountMenu = lazy(() => import('./AccountMenu.js'));
// Mantine's ScrollArea shares its chunk with floating-ui (~17 KB gzipped): the navigation scrolls
// natively for the moment it takes to load after the first render.
const ScrollArea = lazy(() => import('./NavScrollArea.js'));

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

  const navItems = (
    <>
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
    </>
  );

  const accountButton = (
    <Button variant="subtle" color="white" c="white" px="xs">
      <Text fz="sm" truncate maw={160}>
        {displayName}
      </Text>
    </Button>
  );

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
            <Suspense fallback={accountButton}>
              <AccountMenu target={accountButton} onSignOut={onSignOut} />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Ana menü">
        <Suspense fallback={<Box style={{ overflowY: 'auto' }}>{navItems}</Box>}>
          <ScrollArea>{navItems}</ScrollArea>
        </Suspense>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
