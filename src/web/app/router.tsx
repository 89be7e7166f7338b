import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/PageLoader.js';
import { AppLayout } from './AppLayout.js';
import { paths } from './paths.js';
import { RequireAdmin } from './RequireAdmin.js';
import { SignedOutLayout } from './SignedOutLayout.js';
import { useMe } from './session.js';

// Each screen is its own chunk: signed-out visitors never download the player or admin screens.
const WelcomePage = lazy(() => import('../features/auth/WelcomePage.js'));
const GuestHomePage = lazy(() => import('../features/guest/GuestHomePage.js'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.js'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.js'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.js'));
const HomePage = lazy(() => import('./dashboard/HomePage.js'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.js'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.js'));
const UnauthorizedPage = lazy(() => import('./UnauthorizedPage.js'));

export function AppRoutes() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;

  if (!me.data) {
    return (
      <SignedOutLayout>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route path={paths.welcome} element={<WelcomePage />} />
            <Route path={paths.guestHome} element={<GuestHomePage />} />
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.register} element={<RegisterPage />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path="*" element={<Navigate to={paths.guestHome} replace />} />
          </Routes>
        </Suspense>
      </SignedOutLayout>
    );
  }

  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
          <Route element={<RequireAdmin />}>{/* admin screens are added here by their features */}</Route>
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}
