import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../../shared/messages.js';
import { formsWaitingNow } from '../lib/connection.js';
import { lazyScreen as lazy } from '../lib/lazy-screen.js';
import { askBeforeLeavingUnsent } from '../lib/leave-guard.js';
import { useLiveUpdates } from '../lib/live-updates.js';
import { watchOrphanWriteErrors } from '../lib/orphan-write-errors.js';
import { afterSignIn, NEXT_PARAM, paths } from '../lib/paths.js';
import { setWritesCheck } from '../lib/pwa.js';
import { Navigate, Route, Switch, useLocation, useSearchParams } from '../lib/router.js';
import AppLayout from './AppLayout.js';
import { DashboardPage } from './dashboard-screen.js';
import { RequireAdmin } from './RequireAdmin.js';
import { Screen } from './Screen.js';

// The signed-in screens, each its own chunk. This table loads with the layout, after /api/me has
// said who is signed in: a signed-out visitor downloads neither (ADR 004).
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.js'));
const ConfirmEmailPage = lazy(() => import('../features/profile/ConfirmEmailPage.js'));
const UnsubscribePage = lazy(() => import('../features/profile/UnsubscribePage.js'));
const PrivacyNoticePage = lazy(() => import('../features/privacy/PrivacyNoticePage.js'));
const VerifyEmailPage = lazy(() => import('../features/verify-email/VerifyEmailPage.js'));
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
const StaffResultsPanel = lazy(() => import('../features/results/StaffResultsPanel.js'), 'StaffResultsPanel');
const EarlyCancelAction = lazy(() => import('../features/results/StaffResultsPanel.js'), 'EarlyCancelAction');

/** The signed-in shell and its routes; `hasProfile` is the profile gate of /home (spec §2). */
export default function SignedInApp({ hasProfile }: { hasProfile: boolean }) {
  useLiveUpdates();
  const client = useQueryClient();
  useEffect(() => watchOrphanWriteErrors(client), [client]);
  // A reload the page needs (lib/pwa) waits for a write on its way or waiting for the connection.
  useEffect(() => setWritesCheck(() => client.isMutating() > 0 || formsWaitingNow() > 0), [client]);
  // Closing the tab while writes wait for the connection would lose them: the browser asks first.
  useEffect(
    () =>
      askBeforeLeavingUnsent(
        () =>
          client.getMutationCache().findAll({ predicate: (m) => m.state.isPaused }).length > 0 ||
          formsWaitingNow() > 0,
      ),
    [client],
  );
  return (
    <AppLayout>
      <Switch>
        {/* the profile gate (spec §2): the dashboard once a profile exists, else the completion form */}
        <Route path={paths.home}>
          <Screen title={hasProfile ? messages.titles.dashboard : messages.titles.profile}>
            {hasProfile ? <DashboardPage /> : <ProfilePage />}
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
        <Route path={paths.dashboard}>
          <Screen title={messages.titles.dashboard}>
            <DashboardPage />
          </Screen>
        </Route>
        <Route path={paths.profile}>
          <Screen title={messages.titles.profile}>
            <ProfilePage />
          </Screen>
        </Route>
        <Route path={paths.confirmEmail}>
          <Screen title={messages.titles.confirmEmail}>
            <ConfirmEmailPage />
          </Screen>
        </Route>
        <Route path={paths.verifyEmail}>
          <Screen title={messages.titles.verifyEmail}>
            <VerifyEmailPage />
          </Screen>
        </Route>
        <Route path={paths.unauthorized}>
          <Screen title={messages.titles.unauthorized}>
            <UnauthorizedPage />
          </Screen>
        </Route>
        <Route path={paths.player}>
          <Screen title={messages.titles.player}>
            <PlayerPage />
          </Screen>
        </Route>
        <Route path={paths.leagues}>
          <Screen title={messages.titles.leagues}>
            <LeaguesPage />
          </Screen>
        </Route>
        <Route path={paths.leagueSettings}>
          <Screen title={messages.titles.leagueSettings}>
            <LeagueSettingsPage />
          </Screen>
        </Route>
        <Route path={paths.match}>
          <Screen title={messages.titles.match}>
            <MatchWizardPage />
          </Screen>
        </Route>
        <Route path={paths.matchReview}>
          <Screen title={messages.titles.matchReview}>
            <OfferReviewPage />
          </Screen>
        </Route>
        <Route path={paths.notifications}>
          <Screen title={messages.titles.notifications}>
            <NotificationsPage />
          </Screen>
        </Route>
        <Route path={paths.matchManagement}>
          <Screen title={messages.titles.matchManagement}>
            <MatchManagementPage rowAction={(m) => <EarlyCancelAction match={m} />}>
              <StaffResultsPanel />
            </MatchManagementPage>
          </Screen>
        </Route>
        <Route path={paths.myMatches}>
          <Screen title={messages.titles.myMatches}>
            <MyMatchesPage />
          </Screen>
        </Route>
        {/* the admin guard of spec §6; the server refuses the same calls to non-admins */}
        <Route path={paths.addLeague}>
          <Screen title={messages.titles.addLeague}>
            <RequireAdmin>
              <AddLeaguePage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.announcements}>
          <Screen title={messages.titles.announcements}>
            <RequireAdmin>
              <AnnouncementManagementPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.adminNotifications}>
          <Screen title={messages.titles.adminNotifications}>
            <RequireAdmin>
              <AdminLogsPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.adminMail}>
          <Screen title={messages.titles.adminMail}>
            <RequireAdmin>
              <AdminMailPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.admin}>
          <Screen title={messages.titles.admin}>
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.roles}>
          <Screen title={messages.titles.roles}>
            <RequireAdmin>
              <RolesPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.settings}>
          <Screen title={messages.titles.settings}>
            <RequireAdmin>
              <SettingsPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route path={paths.userManagement}>
          <Screen title={messages.titles.userManagement}>
            <RequireAdmin>
              <UserManagementPage />
            </RequireAdmin>
          </Screen>
        </Route>
        <Route>
          <ToHome />
        </Route>
      </Switch>
    </AppLayout>
  );
}

/**
 * Any other address of a signed-in visitor leads home (spec §2): the sign-in page just left, too,
 * unless it carries where the visitor was going (`?sonra=`, from the guest home), which it then opens.
 */
function ToHome() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <Navigate to={pathname === paths.login ? afterSignIn(params.get(NEXT_PARAM)) : paths.home} replace />
  );
}
