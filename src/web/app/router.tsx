import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/PageLoader.js';
import { paths } from './paths.js';
import { RequireAdmin } from './RequireAdmin.js';
import { SignedOutLayout } from './SignedOutLayout.js';
import { useMe } from './session.js';

// Each screen is its own chunk: signed-out visitors never download the player or admin screens.
// The signed-in shell (navigation, menus, badge polling) is its own chunk too.
const AppLayout = lazy(() => import('./AppLayout.js'));
const WelcomePage = lazy(() => import('../features/auth/WelcomePage.js'));
const GuestHomePage = lazy(() => import('../features/guest/GuestHomePage.js'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.js'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.js'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.js'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.js'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.js'));
const UnauthorizedPage = lazy(() => import('./UnauthorizedPage.js'));
const PlayerPage = lazy(() => import('../features/players/PlayerPage.js'));
const LeaguesPage = lazy(() => import('../features/leagues/LeaguesPage.js'));
const LeagueSettingsPage = lazy(() => import('../features/leagues/LeagueSettingsPage.js'));
const AddLeaguePage = lazy(() => import('../features/leagues/AddLeaguePage.js'));
const MatchWizardPage = lazy(() => import('../features/challenges/MatchWizardPage.js'));
const OfferReviewPage = lazy(() => import('../features/challenges/OfferReviewPage.js'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage.js'));
const AnnouncementManagementPage = lazy(
  () => import('../features/announcements/AnnouncementManagementPage.js'),
);
const AdminLogsPage = lazy(() => import('../features/admin-logs/AdminLogsPage.js'));
const AdminMailPage = lazy(() => import('../features/mail/AdminMailPage.js'));
const AdminPage = lazy(() => import('../features/admin/AdminPage.js'));
const RolesPage = lazy(() => import('../features/roles/RolesPage.js'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage.js'));
const UserManagementPage = lazy(() => import('../features/users/UserManagementPage.js'));
const MatchManagementPage = lazy(() => import('../features/matches/MatchManagementPage.js'));
const MyMatchesPage = lazy(() => import('../features/results/MyMatchesPage.js'));
const StaffResultsPanel = lazy(() =>
  import('../features/results/StaffResultsPanel.js').then((m) => ({ default: m.StaffResultsPanel })),
);

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
    <Suspense fallback={<PageLoader />}>
      <AppLayout>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            {/* the profile gate (spec §2): the dashboard once a profile exists, else the completion form */}
            <Route path={paths.home} element={me.data.profile ? <DashboardPage /> : <ProfilePage />} />
            <Route path={paths.dashboard} element={<DashboardPage />} />
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
            <Route path={paths.player} element={<PlayerPage />} />
            <Route path={paths.leagues} element={<LeaguesPage />} />
            <Route path={paths.leagueSettings} element={<LeagueSettingsPage />} />
            <Route path={paths.match} element={<MatchWizardPage />} />
            <Route path={paths.matchReview} element={<OfferReviewPage />} />
            <Route path={paths.notifications} element={<NotificationsPage />} />
            <Route
              path={paths.matchManagement}
              element={
                <MatchManagementPage>
                  <StaffResultsPanel />
                </MatchManagementPage>
              }
            />
            <Route path={paths.myMatches} element={<MyMatchesPage />} />
            {/* the admin guard of spec §6; the server refuses the same calls to non-admins */}
            <Route element={<RequireAdmin />}>
              <Route path={paths.addLeague} element={<AddLeaguePage />} />
              <Route path={paths.announcements} element={<AnnouncementManagementPage />} />
              <Route path={paths.adminNotifications} element={<AdminLogsPage />} />
              <Route path={paths.adminMail} element={<AdminMailPage />} />
              <Route path={paths.admin} element={<AdminPage />} />
              <Route path={paths.roles} element={<RolesPage />} />
              <Route path={paths.settings} element={<SettingsPage />} />
              <Route path={paths.userManagement} element={<UserManagementPage />} />
            </Route>
            <Route path="*" element={<Navigate to={paths.home} replace />} />
          </Routes>
        </Suspense>
      </AppLayout>
    </Suspense>
  );
}
