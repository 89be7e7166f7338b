import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/PageLoader.js';
import { Navigate, Route, Switch } from '../lib/router.js';
import AppLayout from './AppLayout.js';
import { paths } from './paths.js';
import { RequireAdmin } from './RequireAdmin.js';

// The signed-in screens, each its own chunk. This table loads with the layout, after /api/me has
// said who is signed in: a signed-out visitor downloads neither (ADR 004).
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

/** The signed-in shell and its routes; `hasProfile` is the profile gate of /home (spec §2). */
export default function SignedInApp({ hasProfile }: { hasProfile: boolean }) {
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {/* the profile gate (spec §2): the dashboard once a profile exists, else the completion form */}
          <Route path={paths.home}>{hasProfile ? <DashboardPage /> : <ProfilePage />}</Route>
          <Route path={paths.dashboard}>
            <DashboardPage />
          </Route>
          <Route path={paths.profile}>
            <ProfilePage />
          </Route>
          <Route path={paths.unauthorized}>
            <UnauthorizedPage />
          </Route>
          <Route path={paths.player}>
            <PlayerPage />
          </Route>
          <Route path={paths.leagues}>
            <LeaguesPage />
          </Route>
          <Route path={paths.leagueSettings}>
            <LeagueSettingsPage />
          </Route>
          <Route path={paths.match}>
            <MatchWizardPage />
          </Route>
          <Route path={paths.matchReview}>
            <OfferReviewPage />
          </Route>
          <Route path={paths.notifications}>
            <NotificationsPage />
          </Route>
          <Route path={paths.matchManagement}>
            <MatchManagementPage>
              <StaffResultsPanel />
            </MatchManagementPage>
          </Route>
          <Route path={paths.myMatches}>
            <MyMatchesPage />
          </Route>
          {/* the admin guard of spec §6; the server refuses the same calls to non-admins */}
          <Route path={paths.addLeague}>
            <RequireAdmin>
              <AddLeaguePage />
            </RequireAdmin>
          </Route>
          <Route path={paths.announcements}>
            <RequireAdmin>
              <AnnouncementManagementPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.adminNotifications}>
            <RequireAdmin>
              <AdminLogsPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.adminMail}>
            <RequireAdmin>
              <AdminMailPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.admin}>
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.roles}>
            <RequireAdmin>
              <RolesPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.settings}>
            <RequireAdmin>
              <SettingsPage />
            </RequireAdmin>
          </Route>
          <Route path={paths.userManagement}>
            <RequireAdmin>
              <UserManagementPage />
            </RequireAdmin>
          </Route>
          <Route>
            <Navigate to={paths.home} replace />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
