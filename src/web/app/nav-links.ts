import { messages } from '../../shared/messages.js';
import { paths } from '../lib/paths.js';

export interface NavLinkItem {
  label: string;
  to: string;
  adminOnly?: boolean;
  /** Shown to a league's moderator who is not an admin (admins reach these from "Yönetim"). */
  moderatorOnly?: boolean;
}

/**
 * The navigation bar of spec §2; the mail and admin links show only to admins, the league tools
 * only to league moderators.
 */
export const navLinks: NavLinkItem[] = [
  { label: 'Ana Sayfa', to: paths.home },
  { label: messages.titles.match, to: paths.match },
  { label: 'Teklifleri Gör', to: paths.matchReview },
  { label: 'Maçlarım', to: paths.myMatches },
  { label: 'Ligler', to: paths.leagues },
  { label: 'Bildirimler', to: paths.notifications },
  { label: 'Lig Ayarları', to: paths.leagueSettings, moderatorOnly: true },
  { label: 'Maç Yönetimi', to: paths.matchManagement, moderatorOnly: true },
  { label: 'E-posta', to: paths.adminMail, adminOnly: true },
  { label: 'Yönetim', to: paths.admin, adminOnly: true },
];
