import { Suspense, useSyncExternalStore } from 'react';
import { messages } from '../../shared/messages.js';
import { ShellLoader } from '../components/PageLoader.js';
import { earlyOk, startEarly } from '../lib/api.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { paths, withNext } from '../lib/paths.js';
import { Navigate, Route, Switch, useLocation } from '../lib/router.js';
import { expectedLadderLeague, useMe, wasSignedIn } from '../lib/session.js';
import { DASHBOARD_READS, ladderReads } from './dashboard-reads.js';
import { DashboardPage } from './dashboard-screen.js';
import { Screen } from './Screen.js';
import { SignedOutLayout } from './SignedOutLayout.js';
import { Unreachable } from './Unreachable.js';

/**
 * A screen drawing Mantine components the sign-in forms do not, with their styles
 * (lib/styles/more.css; the forms' own are inlined into index.html, ADR 008).
 */
const withMoreStyles =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/styles/more.css')]).then(([screen]) => screen);

// Each screen is its own chunk: signed-out visitors never download the player or admin screens.
// The signed-in shell (navigation, menus, badge polling) and its route table are one chunk too.
const loadSignedInApp = withMoreStyles(() => import('./SignedInApp.js'));
const signedOut = {
  [paths.welcome]: withMoreStyles(() => import('../features/auth/WelcomePage.js')),
  [paths.guestHome]: withMoreStyles(() => import('../features/guest/GuestHomePage.js')),
  [paths.login]: () => import('../features/auth/LoginPage.js'),
  [paths.register]: () => import('../features/auth/RegisterPage.js'),
  [paths.forgotPassword]: () => import('../features/auth/ForgotPasswordPage.js'),
  [paths.resetPassword]: () => import('../features/auth/ResetPasswordPage.js'),
  [paths.confirmEmail]: withMoreStyles(() => import('../features/profile/ConfirmEmailPage.js')),
  [paths.unsubscribe]: withMoreStyles(() => import('../features/profile/UnsubscribePage.js')),
  [paths.privacyNotice]: withMoreStyles(() => import('../features/privacy/PrivacyNoticePage.js')),
  [paths.verifyEmail]: withMoreStyles(() => import('../features/verify-email/VerifyEmailPage.js')),
} as const;

const SignedInApp = lazyScreen(loadSignedInApp);
const WelcomePage = lazyScreen(signedOut[paths.welcome]);
const GuestHomePage = lazyScreen(signedOut[paths.guestHome]);
const LoginPage = lazyScreen(signedOut[paths.login]);
const RegisterPage = lazyScreen(signedOut[paths.register]);
const ForgotPasswordPage = lazyScreen(signedOut[paths.forgotPassword]);
const ResetPasswordPage = lazyScreen(signedOut[paths.resetPassword]);
const ConfirmEmailPage = lazyScreen(signedOut[paths.confirmEmail]);
const VerifyEmailPage = lazyScreen(signedOut[paths.verifyEmail]);
const UnsubscribePage = lazyScreen(signedOut[paths.unsubscribe]);
const PrivacyNoticePage = lazyScreen(signedOut[paths.privacyNotice]);

const signedOutScreens = {
  [paths.welcome]: WelcomePage,
  [paths.guestHome]: GuestHomePage,
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.forgotPassword]: ForgotPasswordPage,
  [paths.resetPassword]: ResetPasswordPage,
  [paths.confirmEmail]: ConfirmEmailPage,
  [paths.verifyEmail]: VerifyEmailPage,
  [paths.unsubscribe]: UnsubscribePage,
  [paths.privacyNotice]: PrivacyNoticePage,
} as const;

/**
 * The chunk the address asks for starts downloading with /api/me instead of after it: a signed-out
 * screen's own chunk, or the signed-in shell for any other address. On /dashboard (the installed
 * app's start page) the dashboard's chunk too and, once /api/me says someone is signed in (at once
 * when this browser was signed in last time), its reads: they no longer wait for the shell and the
 * screen to load and render first.
 */
export function preloadForAddress(pathname: string, search = '') {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  startEarly(['/me']);
  const signedOutScreen = signedOutScreens[path as keyof typeof signedOutScreens];
  const loads = [(signedOutScreen ?? SignedInApp).preload()];
  if (path === paths.dashboard) {
    loads.push(DashboardPage.preload());
    // A browser signed in at its last visit asks beside /api/me rather than after it: a round trip
    // less on the installed app's start page.
    const league = expectedLadderLeague(search);
    const reads = league ? [...DASHBOARD_READS, ...ladderReads(league)] : DASHBOARD_READS;
    if (wasSignedIn()) startEarly(reads);
    else void earlyOk('/me').then((signedIn) => signedIn && startEarly(reads));
  }
  firstScreen.forSignedIn = !signedOutScreen;
  void Promise.all(loads).then(() => {
    firstScreen.ready = true;
    for (const listener of firstScreen.listeners) listener();
  });
}

/**
 * The address's screen, preloaded by `preloadForAddress`: until its chunks have arrived (or failed)
 * the app shows the start-up skeleton (`ShellLoader`) rather than rendering a screen that would
 * suspend. A screen that suspends shows its Suspense fallback, and React then holds its content
 * back until 300 ms after that fallback appeared: on a warm start, where /api/me can answer before
 * the chunks from the service worker have been evaluated, that wait was a third of the time to
 * the first screen (ADR 008).
 */
const firstScreen = { ready: false, forSignedIn: false, listeners: new Set<() => void>() };
const subscribeFirstScreen = (listener: () => void) => {
  firstScreen.listeners.add(listener);
  return () => firstScreen.listeners.delete(listener);
};
const firstScreenReady = () => firstScreen.ready;

/**
 * A signed-out visitor of any other address goes to the guest home (spec §2), which keeps where
 * they were going (a mail's link to a match on Maçlarım): signing in from there leads back to it.
 */
function ToGuestHome() {
  const { pathname, search } = useLocation();
  // The part after '#' too: a mail's link to one match's card ('/maclarim#mac-<id>') leads to it.
  return <Navigate to={withNext(paths.guestHome, `${pathname}${search}${window.location.hash}`)} replace />;
}

export function AppRoutes() {
  const me = useMe();
  const ready = useSyncExternalStore(subscribeFirstScreen, firstScreenReady);
  if (me.isPending) return <ShellLoader />;
  // Not known whether anyone is signed in (the network, the server): say so, and ask again.
  if (me.isError && me.data === undefined)
    return (
      <SignedOutLayout>
        <Unreachable retry={me.refetch} retrying={me.isFetching} />
      </SignedOutLayout>
    );
  // Only the screen that was preloaded is waited for (a signed-in visitor on /login is not).
  if (!ready && !!me.data === firstScreen.forSignedIn) return <ShellLoader />;

  if (!me.data) {
    return (
      <SignedOutLayout>
        <Switch>
          <Route path={paths.welcome}>
            <Screen title={messages.titles.welcome}>
              <WelcomePage />
            </Screen>
          </Route>
          <Route path={paths.guestHome}>
            <Screen title={messages.titles.guestHome}>
              <GuestHomePage />
            </Screen>
          </Route>
          <Route path={paths.login}>
            <Screen title={messages.titles.login}>
              <LoginPage />
            </Screen>
          </Route>
          <Route path={paths.register}>
            <Screen title={messages.titles.register}>
              <RegisterPage />
            </Screen>
          </Route>
          <Route path={paths.forgotPassword}>
            <Screen title={messages.titles.forgotPassword}>
              <ForgotPasswordPage />
            </Screen>
          </Route>
          <Route path={paths.resetPassword}>
            <Screen title={messages.titles.resetPassword}>
              <ResetPasswordPage />
            </Screen>
          </Route>
          <Route path={paths.confirmEmail}>
            <Screen title={messages.titles.confirmEmail}>
              <ConfirmEmailPage />
            </Screen>
          </Route>
          <Route path={paths.unsubscribe}>
            <Screen title={messages.titles.unsubscribe}>
              <UnsubscribePage />
            </Screen>
          </Route>
          <Route path={paths.privacyNotice}>
            <Screen title={messages.privacy.title}>
              <PrivacyNoticePage />
            </Screen>
          </Route>
          <Route path={paths.verifyEmail}>
            <Screen title={messages.titles.verifyEmail}>
              <VerifyEmailPage />
            </Screen>
          </Route>
          <Route>
            <ToGuestHome />
          </Route>
        </Switch>
      </SignedOutLayout>
    );
  }

  return (
    <Suspense fallback={<ShellLoader />}>
      <SignedInApp hasProfile={!!me.data.profile} />
    </Suspense>
  );
}
