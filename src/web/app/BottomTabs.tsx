import { IconBallTennis, IconBell, IconHome, IconMenu2, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UnreadBadge } from '../features/notifications/UnreadBadge.js';
import { paths } from '../lib/paths.js';
import { Link, useLocation } from '../lib/router.js';
import classes from './AppLayout.module.css';
import { MenuMarker } from './nav-markers.js';

interface Tab {
  label: string;
  to: string;
  icon: ReactNode;
  /** Other addresses that are this tab's screen. */
  also?: string[];
}

const ICON = { size: 24, stroke: 1.8, 'aria-hidden': true } as const;

const tabs: Tab[] = [
  { label: 'Ana Sayfa', to: paths.dashboard, icon: <IconHome {...ICON} />, also: [paths.home] },
  { label: 'Ligler', to: paths.leagues, icon: <IconTrophy {...ICON} /> },
  { label: 'Maçlarım', to: paths.myMatches, icon: <IconBallTennis {...ICON} /> },
  { label: 'Bildirimler', to: paths.notifications, icon: <IconBell {...ICON} /> },
];

/**
 * The phone's navigation (below Mantine's `sm`): the four screens a player opens most, the unread
 * count on Bildirimler, and Menü, which opens the full navigation drawer (with its markers).
 */
export function BottomTabs({
  menuOpened,
  onMenu,
  player,
}: {
  menuOpened: boolean;
  onMenu: () => void;
  player: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <nav className={classes.tabs} aria-label="Alt menü">
      {tabs.map((tab) => {
        const current = !menuOpened && (pathname === tab.to || !!tab.also?.includes(pathname));
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={classes.tab}
            aria-current={current ? 'page' : undefined}
            // Tapped with the menu open: in place of the menu's history entry, as its own links.
            replace={menuOpened ? true : undefined}
            onClick={menuOpened ? onMenu : undefined}
          >
            <span className={classes.tabIcon}>
              {tab.icon}
              {tab.to === paths.notifications && (
                <span className={classes.count}>
                  <UnreadBadge />
                </span>
              )}
            </span>
            {tab.label}
          </Link>
        );
      })}
      <button
        type="button"
        className={classes.tab}
        onClick={onMenu}
        aria-expanded={menuOpened}
        aria-controls="app-navbar"
      >
        <span className={classes.tabIcon}>
          <IconMenu2 {...ICON} />
          <MenuMarker player={player} className={classes.marker} />
        </span>
        Menü
      </button>
    </nav>
  );
}
