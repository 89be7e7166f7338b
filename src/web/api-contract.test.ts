import { describe, expectTypeOf, it } from 'vitest';
import type { ZPendingEmailChange } from '../shared/contract/account.js';
import type { ZAdminLog, ZAdminLogPage, ZAdminLogReadAll } from '../shared/contract/admin-logs.js';
import type { ZAnnouncementList } from '../shared/contract/announcements.js';
import type { ZMessageResponse } from '../shared/contract/auth.js';
import type { ZId, ZOk } from '../shared/contract/common.js';
import type { ZCreateExcuseResponse, ZMyExcusesResponse } from '../shared/contract/excuses.js';
import type { ZPublicAnnouncement, ZPublicLeague, ZPublicLeagueDetail } from '../shared/contract/guest.js';
import type { ZLadderActions, ZTodo } from '../shared/contract/home.js';
import type {
  ZApplicationDecision,
  ZApplicationPage,
  ZApplyResponse,
  ZApproveApplicationsResult,
  ZJoinableLeaguePage,
  ZLeague,
  ZLeagueListItem,
  ZModerator,
  ZModeratorCandidate,
  ZMyApplication,
  ZMyLeague,
  ZParticipant,
  ZRung,
  ZRungs,
  ZUserSearchHit,
} from '../shared/contract/leagues.js';
import type {
  ZMailLeagueList,
  ZMailRecipients,
  ZMailUserList,
  ZOutboxPage,
  ZSendEmailResponse,
} from '../shared/contract/mail.js';
import type {
  ZCreateMatchResponse,
  ZLadderPreview,
  ZMatchLeagues,
  ZMatchPage,
  ZPlayerOptions,
} from '../shared/contract/matches.js';
import type {
  ZMarkAllRead,
  ZNotification,
  ZNotificationPage,
  ZUnreadCount,
} from '../shared/contract/notifications.js';
import type { ZOfferHistoryPage, ZOfferResult, ZOffersOverview } from '../shared/contract/offers.js';
import type { ZStaffOverview } from '../shared/contract/overview.js';
import type { ZCalendarLink, ZPlayerHistory, ZPlayerMatches } from '../shared/contract/players.js';
import type {
  ZNotificationSettings,
  ZPushKey,
  ZPushState,
  ZUnsubscribeResult,
} from '../shared/contract/preferences.js';
import type { ZMe } from '../shared/contract/profile.js';
import type { ZReminderResult, ZReminderSchedule } from '../shared/contract/reminders.js';
import type {
  ZLeagueResults,
  ZMyMatches,
  ZResultResponse,
  ZStaffResults,
} from '../shared/contract/results.js';
import type { ZRoleChangeResponse } from '../shared/contract/roles.js';
import type {
  ZCloseSeasonResult,
  ZPlayerSeason,
  ZSeason,
  ZSeasonArchive,
} from '../shared/contract/seasons.js';
import type { ZSettingsResponse } from '../shared/contract/settings.js';
import type { ZManagedUserPage, ZUserPage, ZUserSaved } from '../shared/contract/users.js';
import type { z } from '../shared/zod.js';
import type * as seasonArchive from './components/season-api.js';
import type * as staffHome from './features/admin/api.js';
import type * as adminLogs from './features/admin-logs/api.js';
import type * as announcements from './features/announcements/api.js';
import type * as challenges from './features/challenges/api.js';
import type * as excuses from './features/excuses/api.js';
import type * as guest from './features/guest/api.js';
import type * as home from './features/home/api.js';
import type * as leagues from './features/leagues/api.js';
import type * as leagueApplications from './features/leagues/applications-api.js';
import type * as leagueSeasons from './features/leagues/season-api.js';
import type * as mail from './features/mail/api.js';
import type * as matches from './features/matches/api.js';
import type * as notifications from './features/notifications/api.js';
import type * as players from './features/players/api.js';
import type * as profile from './features/profile/api.js';
import type * as results from './features/results/api.js';
import type * as roles from './features/roles/api.js';
import type * as settings from './features/settings/api.js';
import type * as users from './features/users/api.js';
import type * as session from './lib/session.js';

// A type-level check, run by `npm run typecheck`: each fetch helper of the web answers with the
// z.infer of the response schema its route declares, never with a type written by hand. The map of
// a module names every function it exports, so a new helper must be added here with its schema.

type Fn = (...args: never[]) => unknown;
/** The exported functions of a module (constants, query keys and classes left out). */
type Helpers<M> = { [K in keyof M]: M[K] extends Fn ? K : never }[keyof M];
/** What a helper answers with: a query's or mutation's data, or a plain fetch's resolved value. */
type DataOf<F> = F extends (...args: never[]) => infer R
  ? R extends { data: infer D }
    ? NonNullable<D>
    : Awaited<R>
  : never;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** The helpers of `M` whose data is not the z.infer of the schema `S` names for them. */
type Mismatches<M, S extends { [K in Helpers<M>]: z.ZodType }> = {
  [K in Helpers<M>]: Equal<DataOf<M[K]>, z.infer<S[K]>> extends true ? never : K;
}[Helpers<M>];

type List<T extends z.ZodType> = z.ZodArray<T>;

describe('the web fetch helpers', () => {
  it("answer with their route's contract type", () => {
    // Seasons
    expectTypeOf<
      Mismatches<
        typeof seasonArchive,
        {
          useLeagueSeasons: List<typeof ZSeason>;
          usePlayerSeasons: List<typeof ZPlayerSeason>;
          useSeasonArchive: typeof ZSeasonArchive;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<typeof leagueSeasons, { useCloseSeason: typeof ZCloseSeasonResult }>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof leagueApplications,
        {
          useApproveApplications: typeof ZApproveApplicationsResult;
          useRejectApplication: typeof ZApplicationDecision;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof adminLogs,
        {
          useAdminLogs: typeof ZAdminLogPage;
          useReadAdminLog: typeof ZAdminLog;
          useDeleteAdminLog: typeof ZAdminLog;
          useReadAllAdminLogs: typeof ZAdminLogReadAll;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof announcements,
        {
          useAnnouncements: typeof ZAnnouncementList;
          useMarkAnnouncementRead: typeof ZOk;
          useSaveAnnouncement: typeof ZId;
          useDeleteAnnouncement: typeof ZOk;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof challenges,
        {
          useOffersOverview: typeof ZOffersOverview;
          useSendOffer: typeof ZOfferResult;
          useCancelOffer: typeof ZOfferResult;
          useAnswerOffer: typeof ZOfferResult;
          useOfferHistory: typeof ZOfferHistoryPage;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof home,
        {
          useTodo: typeof ZTodo;
          useAnswerChallenge: typeof ZOfferResult;
          useCancelChallenge: typeof ZOfferResult;
          useConfirmScore: typeof ZResultResponse;
          useDisputeScore: typeof ZResultResponse;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof excuses,
        {
          useExcuses: typeof ZMyExcusesResponse;
          useCreateExcuse: typeof ZCreateExcuseResponse;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof guest,
        {
          usePublicLeagues: List<typeof ZPublicLeague>;
          usePublicLeague: typeof ZPublicLeagueDetail;
          useCurrentAnnouncements: List<typeof ZPublicAnnouncement>;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof leagues,
        {
          useJoinableLeagues: typeof ZJoinableLeaguePage;
          useMyLeagues: List<typeof ZMyLeague>;
          useMyApplications: List<typeof ZMyApplication>;
          useParticipants: List<typeof ZParticipant>;
          useLadderActions: typeof ZLadderActions;
          useApply: typeof ZApplyResponse;
          useWithdrawApplication: typeof ZOk;
          useLeaveLeague: typeof ZOk;
          useLeagueList: List<typeof ZLeagueListItem>;
          useLeague: typeof ZLeague;
          useCreateLeague: typeof ZLeague;
          useUpdateLeague: typeof ZLeague;
          useDeleteLeague: typeof ZOk;
          usePendingApplications: typeof ZApplicationPage;
          useDecideApplication: typeof ZApplicationDecision;
          useUserSearch: List<typeof ZUserSearchHit>;
          useAddParticipant: typeof ZRung;
          useRemoveParticipant: typeof ZOk;
          useMoveParticipant: typeof ZRungs;
          useReorder: typeof ZRungs;
          useModerators: List<typeof ZModerator>;
          useModeratorCandidates: List<typeof ZModeratorCandidate>;
          useAddModerator: typeof ZOk;
          useRemoveModerator: typeof ZOk;
          useGeneralSettings: typeof ZSettingsResponse;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof mail,
        {
          sendEmail: typeof ZSendEmailResponse;
          useSendEmail: typeof ZSendEmailResponse;
          useMailUsers: typeof ZMailUserList;
          useMailLeagues: typeof ZMailLeagueList;
          fetchLeagueRecipients: typeof ZMailRecipients;
          useRunReminders: typeof ZReminderResult;
          useReminderSchedule: typeof ZReminderSchedule;
          useOutbox: typeof ZOutboxPage;
          useRetryMail: typeof ZOk;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof matches,
        {
          useMatchLeagues: typeof ZMatchLeagues;
          useMatches: typeof ZMatchPage;
          usePlayerOptions: typeof ZPlayerOptions;
          useAddMatch: typeof ZCreateMatchResponse;
          useLadderPreview: typeof ZLadderPreview;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof notifications,
        {
          useNotificationsPage: typeof ZNotificationPage;
          useUnreadCount: typeof ZUnreadCount;
          useReadNotification: typeof ZNotification;
          useDeleteNotification: typeof ZOk;
          useMarkAllRead: typeof ZMarkAllRead;
          useRestoreNotification: typeof ZNotification;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof players,
        {
          usePlayerHistory: typeof ZPlayerHistory;
          usePlayerMatches: typeof ZPlayerMatches;
          useCalendarLink: typeof ZCalendarLink;
          useRotateCalendarLink: typeof ZCalendarLink;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof profile,
        {
          useSaveProfile: typeof ZMe;
          useChangePassword: typeof ZMessageResponse;
          useChangeEmail: typeof ZMessageResponse;
          useEndOtherSessions: typeof ZMessageResponse;
          usePendingEmailChange: typeof ZPendingEmailChange;
          useCancelEmailChange: typeof ZMessageResponse;
          useConfirmEmail: typeof ZMessageResponse;
          useNotificationSettings: typeof ZNotificationSettings;
          useSaveNotificationSettings: typeof ZNotificationSettings;
          useUnsubscribe: typeof ZUnsubscribeResult;
          pushKey: typeof ZPushKey;
          savePushSubscription: typeof ZOk;
          pushState: typeof ZPushState;
          removePushSubscription: typeof ZOk;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof results,
        {
          useMyMatches: typeof ZMyMatches;
          useLeagueResults: typeof ZLeagueResults;
          useStaffResults: typeof ZStaffResults;
          useReportResult: typeof ZResultResponse;
          useConfirmResult: typeof ZResultResponse;
          useDisputeResult: typeof ZResultResponse;
          useDecideResult: typeof ZResultResponse;
          useCancelMatch: typeof ZResultResponse;
          useStaffLeagues: typeof ZMatchLeagues;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<typeof roles, { useRoleUsers: typeof ZUserPage; useChangeRole: typeof ZRoleChangeResponse }>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof settings,
        { useSettings: typeof ZSettingsResponse; useSaveSettings: typeof ZSettingsResponse }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<
        typeof users,
        {
          useUsers: typeof ZManagedUserPage;
          useCreateUser: typeof ZUserSaved;
          useUpdateUser: typeof ZUserSaved;
          useDeleteUser: typeof ZMessageResponse;
          useClearSignInLock: typeof ZMessageResponse;
        }
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatches<typeof staffHome, { useStaffOverview: typeof ZStaffOverview }>
    >().toEqualTypeOf<never>();
    // The signed-in user (null when signed out).
    expectTypeOf<DataOf<typeof session.useMe>>().toEqualTypeOf<z.infer<typeof ZMe>>();
  });
});
