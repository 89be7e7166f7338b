import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/PageLoader.js';
import { Navigate, Route, Switch } from '../lib/router.js';
import { paths } from './paths.js';
import { SignedOutLayout } from './SignedOutLayout.js';
import { useMe } from './session.js';

// Each screen is its own chunk: signed-out visitors never download the player or admin screens.
// The signed-in shell (navigation, menus, badge polling) and its route table are one chunk too.
const SignedInApp = lazy(() => import('./SignedInApp.js'));
const WelcomePage = lazy(() => import('../features/auth/WelcomePage.js'));
const GuestHomePage = lazy(() => import('../features/guest/GuestHomePage.js'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.js'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.js'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.js'));

export function AppRoutes() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;

  if (!me.data) {
    return (
      <SignedOutLayout>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path={paths.welcome}>
              <WelcomePage />
            </Route>
            <Route path={paths.guestHome}>
              <GuestHomePage />
            </Route>
            <Route path={paths.login}>
              <LoginPage />
            </Route>
            <Route path={paths.register}>
              <RegisterPage />
            </Route>
            <Route path={paths.forgotPassword}>
              <ForgotPasswordPage />
            </Route>
            <Route path={paths.resetPassword}>
              <ResetPasswordPage />
            </Route>
            <Route>
              <Navigate to={paths.guestHome} replace />
            </Route>
          </Switch>
        </Suspense>
      </SignedOutLayout>
    );
  }

  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInApp hasProfile={!!me.data.profile} />
    </Suspense>
  );
}
