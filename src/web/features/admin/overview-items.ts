import type { TStaffOverview } from '../../../shared/contract/overview.js';
import { messages } from '../../../shared/messages.js';
import { paths } from '../../lib/paths.js';

const m = messages.staffHome;

export interface OverviewItem {
  key: keyof TStaffOverview;
  label: string;
  /** Where the waiting work is handled. */
  to: string;
}

/**
 * The staff home's counts and where each is handled: applications in /league-settings (its dialog
 * opened), disputed and overdue matches in /macm's queue, failed mails in /adm-mail's outbox.
 */
export const overviewItems: OverviewItem[] = [
  { key: 'pendingApplications', label: m.pendingApplications, to: `${paths.leagueSettings}?basvurular=1` },
  { key: 'disputedResults', label: m.disputedResults, to: paths.matchManagement },
  { key: 'overdueMatches', label: m.overdueMatches, to: paths.matchManagement },
  { key: 'failedMails', label: m.failedMails, to: `${paths.adminMail}?sekme=kuyruk` },
];

/** The items a reader sees: failed mails only for admins (the server sends null to a moderator). */
export const visibleItems = (overview: TStaffOverview) =>
  overviewItems.filter((item) => overview[item.key] !== null);
