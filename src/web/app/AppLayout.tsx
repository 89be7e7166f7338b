import { AppShell, Box, Burger, Button, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { UnreadBadge } from '../features/notifications/UnreadBadge.js';
import { openDialogEntry } from '../lib/dialog-history.js';
import { useNetworkQuiet } from '../lib/first-use.js';
import { lazyPart } from '../lib/lazy-screen.js';
import { paths, playerPath } from '../lib/paths.js';
import { Link, useLocation } from '../lib/router.js';
import { useSignedInUser } from '../lib/session.js';
import { useSignOut } from '../lib/sign-out.js';
import classes from './AppLayout.module.css';
import { BottomTabs } from './BottomTabs.js';
import { navLinks } from './nav-links.js';
import { MenuMarker, PendingOffersBadge } from './nav-markers.js';
import { RouteAnnouncer } from './RouteAnnouncer.js';

// The account menu and the navigation's ScrollArea (with Popover, floating-ui and the focus trap,
// ~40 KB gzipped) load once the first screen's code and data are in and the network is quiet, not
// with the first screen: until then the same button is drawn without its menu (a tap on it loads
// the menu and opens it once it has arrived) and the navigation scrolls natively.
// Shown only until the e-mail is verified: its code (and the messages it reads) loads only then.
const VerifyEmailBanner = lazyPart(
  () => import('../features/verify-email/VerifyEmailBanner.js'),
  'VerifyEmailBanner',
);
const AccountMenu = lazyPart(() => import('./AccountMenu.js'));
const ScrollArea = lazyPart(() => import('./NavScrollArea.js'));

export default function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const me = useSignedInUser();
  const signOut = useSignOut();
  const location = useLocation();
  const quiet = useNetworkQuiet();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuAsked, setMenuAsked] = useState(false);
  const moderates = !me.isAdmin && me.moderatedLeagueIds.length > 0;
  const links = navLinks.filter((l) => (!l.adminOnly || me.isAdmin) && (!l.moderatorOnly || moderates));
  const displayName = me.profile ? `${me.profile.firstName} ${me.profile.lastName}` : me.email;

  const onSignOut = () => signOut(paths.login);
  const content = useRef<HTMLElement>(null);
  // The focus stays in the screen when an action removes the button that had it (lib/focus-keeper);
  // loaded after the first screen, which does not need it to draw.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../lib/focus-keeper.js').then(({ keepFocusIn }) => {
      if (!gone && content.current) stop = keepFocusIn(content.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  // On a phone the open menu covers the screen: the page behind it is out of the keyboard's and a
  // screen reader's reach (inert), and Escape closes it, as it closes a dialog.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const covering = opened && !!phone;
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!covering) return;
    // Escape gives the focus back to what opened the menu (the header's button or the tab bar's
    // 'Menü'): the link that had it goes out of sight with the menu.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      const back = opener?.isConnected && opener !== document.body ? opener : burger.current;
      back?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    // The phone's Back closes it too, as it closes a dialog, instead of leaving the screen under it.
    const closeEntry = openDialogEntry(1, close);
    return () => {
      document.removeEventListener('keydown', onKey);
      closeEntry();
    };
  }, [covering, close]);
  // A link followed while the menu is open (its own, the header's, the account menu's) takes the
  // place of the menu's history entry, so Back from the new screen goes to the one the menu was
  // opened on; a new address closes the menu.
  const fromMenu = covering ? true : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new address
  useEffect(() => close(), [location.pathname, close]);

  // The current page's link stands out and says so to a screen reader, as the phone's tabs do;
  // 'Ana Sayfa' (/home) is the dashboard it leads to.
  const here = location.pathname === paths.dashboard ? paths.home : location.pathname;
  const current = (to: string) =>
    to === here ? { active: true, 'aria-current': 'page' as const } : { active: false };
  const navItems = (
    <>
      {links.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          rightSection={
            link.to === paths.notifications ? (
              <UnreadBadge />
            ) : link.to === paths.matchReview && me.profile ? (
              <PendingOffersBadge />
            ) : undefined
          }
          {...current(link.to)}
          replace={fromMenu}
          onClick={close}
        />
      ))}
      <NavLink
        component={Link}
        to={playerPath(me.id)}
        label="Oyuncu Sayfam"
        {...current(playerPath(me.id))}
        replace={fromMenu}
        onClick={close}
      />
      <NavLink
        component={Link}
        to={paths.profile}
        label="Profil"
        {...current(paths.profile)}
        replace={fromMenu}
        onClick={close}
      />
      <NavLink component="button" label="Çıkış Yap" onClick={onSignOut} />
    </>
  );

  // The button drawn without the menu is replaced by the menu's own once its code arrives: whether
  // it had the focus then (a focused element taken out of the page fires no blur) tells the new one
  // to take it (AccountMenu).
  const waitingFocused = useRef(false);
  const accountButton = (onClick?: () => void) => (
    <Button
      variant="subtle"
      color="white"
      c="white"
      px="xs"
      onClick={onClick}
      onFocus={onClick && (() => (waitingFocused.current = true))}
      onBlur={onClick && (() => (waitingFocused.current = false))}
    >
      <Text fz="sm" truncate maw={160}>
        {displayName}
      </Text>
    </Button>
  );
  const waitingButton = accountButton(() => {
    setMenuAsked(true);
    setMenuOpen(true);
  });
  const nativeNav = <Box style={{ overflowY: 'auto' }}>{navItems}</Box>;

  return (
    <AppShell
      className={classes.shell}
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* The skip link: the browser puts the focus on the screen's content, past header and navigation. */}
      <a href="#main-content" className={classes.skip}>
        İçeriğe geç
      </a>
      <AppShell.Header bg="teal.9">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Box hiddenFrom="sm" className={classes.burger}>
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                size="sm"
                color="white"
                aria-label="Menüyü aç/kapat"
                aria-expanded={opened}
                aria-controls="app-navbar"
                style={{ width: 44, height: 44 }}
              />
              <MenuMarker player={!!me.profile} className={classes.marker} />
            </Box>
            <UnstyledButton
              component={Link}
              to={paths.home}
              replace={fromMenu}
              c="white"
              fw={700}
              fz="xl"
              mih={44}
              style={{ display: 'inline-flex', alignItems: 'center' }}
            >
              Raket
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {quiet || menuAsked ? (
              <Suspense fallback={waitingButton}>
                <AccountMenu
                  target={accountButton()}
                  onSignOut={onSignOut}
                  opened={menuOpen}
                  onChange={setMenuOpen}
                  replace={fromMenu}
                  hadFocus={waitingFocused}
                />
              </Suspense>
            ) : (
              waitingButton
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        aria-label="Ana menü"
        id="app-navbar"
        className={classes.navbar}
        data-closed={opened ? undefined : true}
      >
        {quiet ? (
          <Suspense fallback={nativeNav}>
            <ScrollArea>{navItems}</ScrollArea>
          </Suspense>
        ) : (
          nativeNav
        )}
      </AppShell.Navbar>
      <AppShell.Main ref={content} id="main-content" tabIndex={-1} className={classes.main} inert={covering}>
        {me.emailUnverified && (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        )}
        {children}
      </AppShell.Main>
      <BottomTabs menuOpened={opened} onMenu={toggle} player={!!me.profile} />
      <RouteAnnouncer />
    </AppShell>
  );
}
