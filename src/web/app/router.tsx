import { Suspense } from 'react';
import { messages } from '../../shared/messages.js';
import { ShellLoader } from '../components/PageLoader.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { Navigate, Route, Switch } from '../lib/router.js';
import { paths } from './paths.js';
import { Screen } from './Screen.js';
import { SignedOutLayout } from './SignedOutLayout.js';
import { useMe } from './session.js';

// Each screen is its own chunk: signed-out visitors never download the player or admin screens.
// The signed-in shell (navigation, menus, badge polling) and its route table are one chunk too.
const loadSignedInApp = () => import('./SignedInApp.js');
const signedOut = {
  [paths.welcome]: () => import('../features/auth/WelcomePage.js'),
  [paths.guestHome]: () => import('../features/guest/GuestHomePage.js'),
  [paths.login]: () => import('../features/auth/LoginPage.js'),
  [paths.register]: () => import('../features/auth/RegisterPage.js'),
  [paths.forgotPassword]: () => import('../features/auth/ForgotPasswordPage.js'),
  [paths.resetPassword]: () => import('../features/auth/ResetPasswordPage.js'),
  [paths.unsubscribe]: () => import('../features/profile/UnsubscribePage.js'),
} as const;

/**
 * The chunk the address asks for starts downloading with /api/me instead of after it: a signed-out
 * screen's own chunk, or the signed-in shell for any other address. One chunk, the likely one.
 */
export function preloadForAddress(pathname: string) {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const load = signedOut[path as keyof typeof signedOut] ?? loadSignedInApp;
  load().catch(() => {});
}

const SignedInApp = lazyScreen(loadSignedInApp);
const WelcomePage = lazyScreen(signedOut[paths.welcome]);
const GuestHomePage = lazyScreen(signedOut[paths.guestHome]);
const LoginPage = lazyScreen(signedOut[paths.login]);
const RegisterPage = lazyScreen(signedOut[paths.register]);
const ForgotPasswordPage = lazyScreen(signedOut[paths.forgotPassword]);
const ResetPasswordPage = lazyScreen(signedOut[paths.resetPassword]);
const UnsubscribePage = lazyScreen(signedOut[paths.unsubscribe]);

const t = messages.titles;

export function AppRoutes() {
  const me = useMe();
  if (me.isPending) return <ShellLoader />;

  if (!me.data) {
    return (
      <SignedOutLayout>
        <Switch>
          <Route path={paths.welcome}>
            <Screen title={t.welcome}>
              <WelcomePage />
            </Screen>
          </Route>
          <Route path={paths.guestHome}>
            <Screen title={t.guestHome}>
              <GuestHomePage />
            </Screen>
          </Route>
          <Route path={paths.login}>
            <Screen title={t.login}>
              <LoginPage />
            </Screen>
          </Route>
          <Route path={paths.register}>
            <Screen title={t.register}>
              <RegisterPage />
            </Screen>
          </Route>
          <Route path={paths.forgotPassword}>
            <Screen title={t.forgotPassword}>
              <ForgotPasswordPage />
            </Screen>
          </Route>
          <Route path={paths.resetPassword}>
            <Screen title={t.resetPassword}>
              <ResetPasswordPage />
            </Screen>
          </Route>
          <Route path={paths.unsubscribe}>
            <Screen title={t.unsubscribe}>
              <UnsubscribePage />
            </Screen>
          </Route>
          <Route>
            <Navigate to={paths.guestHome} replace />
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
