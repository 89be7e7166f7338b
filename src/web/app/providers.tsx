import { ActionIcon, Button, CloseButton, createTheme, Input, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ApiError, whenSignedOut } from '../lib/api.js';
import {
  loadNotifications,
  loadWhenOnline,
  notificationsMounted,
  notificationsWanted,
} from '../lib/notify.js';
import { BrowserRouter } from '../lib/router.js';
import { meQueryKey } from '../lib/session.js';
import touch from './touch-targets.module.css';

const theme = createTheme({
  primaryColor: 'teal',
  // Darker shades than Mantine's default 6 so white text on buttons and the header meets WCAG AA contrast.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  // A reader who asked their system for less motion gets dialogs, toasts and menus without their
  // slide and fade (and the layout's drawer, AppLayout.module.css).
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // On a phone every button, icon button and close button is at least 44 × 44 px, every input 44 px
  // high (touch-targets.module.css).
  components: {
    Button: Button.extend({ classNames: { root: touch.button } }),
    ActionIcon: ActionIcon.extend({ classNames: { root: touch.icon } }),
    CloseButton: CloseButton.extend({ classNames: { root: touch.icon } }),
    Input: Input.extend({ classNames: { wrapper: touch.input } }),
    // Plain entries, not `X.extend(…)`: that would bring these components into the first screen's JS.
    Tabs: { classNames: { tab: `${touch.button} ${touch.tab}` } },
    Pagination: { classNames: { control: touch.control } },
    NumberInput: { classNames: { controls: touch.hidden } },
    Checkbox: { classNames: { label: touch.checkLabel, inner: touch.checkInner } },
    Radio: { classNames: { label: touch.checkLabel, inner: touch.checkInner } },
    NavLink: { classNames: { root: touch.button } },
    Menu: { classNames: { item: touch.button } },
    Stepper: { classNames: { step: touch.button } },
  },
});

// The notification container (and its transition and scroll-lock helpers) is not needed to draw the
// first screen: it loads with the first `notify()` (web/lib/notify.ts). `notify` called
// before it mounts waits until it has.
// Its styles are fetched like its code: a first toast shown offline waits for the connection instead
// of failing the whole app.
const Notifications = lazy(() =>
  Promise.all([loadNotifications(), loadWhenOnline(() => import('../lib/styles/notifications.css'))]).then(
    ([m]) => ({
      default: function MountedNotifications() {
        // After the container's own effects: from now on a notification is shown as it arrives.
        useEffect(() => notificationsMounted(), []);
        // Below the 56 px header (lib/styles/notifications.css): its buttons, and the phone's tab
        // bar at the bottom, stay in reach while a toast shows.
        return <m.Notifications position="top-center" className="raket-toasts" />;
      },
    }),
  ),
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// A 401 while signed in: /api/me is asked again, and its signed-out answer shows the guest home.
whenSignedOut(() => {
  if (queryClient.getQueryData(meQueryKey)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
});

export function Providers({ children }: { children: ReactNode }) {
  const showNotifications = useSyncExternalStore(notificationsWanted.subscribe, notificationsWanted.get);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {showNotifications && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
