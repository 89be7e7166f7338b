import type { AdminLogEventType } from '../../../shared/domain.js';

/** The admin log's subjects (event types) in Turkish, for the filter and the list. */
export const eventTypeLabels: Record<AdminLogEventType, string> = {
  ProfileUpdate: 'Profil güncellendi',
  ProfileCreation: 'Profil oluşturuldu',
  ApplicationApproved: 'Başvuru onaylandı',
  ApplicationRejected: 'Başvuru reddedildi',
  ModeratorAdded: 'Moderatör eklendi',
  ModeratorRemoved: 'Moderatör silindi',
  MatchOffer: 'Maç teklifi',
  MatchOfferError: 'Maç teklifi hatası',
  JoinRequest: 'Lig başvurusu',
  EmailNotification_matchOffers_Expired: 'Teklif süresi doldu (e-posta)',
  EmailNotification_matchOffers_Reminder: 'Teklif hatırlatması (e-posta)',
  LeagueCreated: 'Lig oluşturuldu',
  LeagueUpdated: 'Lig güncellendi',
  LeagueDeleted: 'Lig silindi',
  RoleChanged: 'Rol değişti',
  UserCreated: 'Kullanıcı eklendi',
  UserUpdated: 'Kullanıcı güncellendi',
  UserDeleted: 'Kullanıcı silindi',
  SettingsUpdated: 'Ayarlar güncellendi',
  MatchAdded: 'Maç eklendi',
  MatchResult: 'Maç sonucu',
  MatchDisputed: 'Maç sonucuna itiraz',
  MailFailed: 'E-posta gönderilemedi',
  ExcuseChanged: 'Mazeret değiştirildi (yetkili)',
  ExcuseCancelled: 'Mazeret iptal edildi (yetkili)',
};

export const eventTypeLabel = (type: string) => eventTypeLabels[type as AdminLogEventType] ?? type;

/** A one-line summary of an entry's details: its text values, shortest first fields. */
export function summarize(details: Record<string, unknown>): string {
  const preferred = ['name', 'userName', 'email', 'league', 'leagueName', 'subject', 'opponentEmail', 'to'];
  const values = [
    ...preferred.filter((k) => k in details).map((k) => details[k]),
    ...Object.entries(details)
      .filter(([k]) => !preferred.includes(k) && !/id$/i.test(k))
      .map(([, v]) => v),
  ]
    .map((v) => (Array.isArray(v) ? v.join(', ') : v))
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
  const text = [...new Set(values)].slice(0, 3).join(' · ');
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
}

/** Turkish names for the detail keys the features write; unknown keys show as they are. */
const detailLabels: Record<string, string> = {
  name: 'Ad Soyad',
  email: 'E-posta',
  userId: 'Kullanıcı ID',
  userName: 'Kullanıcı',
  leagueId: 'Lig ID',
  league: 'Lig',
  leagueName: 'Lig',
  offerId: 'Teklif ID',
  offererId: 'Teklif eden ID',
  offererEmail: 'Teklif eden e-posta',
  opponentId: 'Rakip ID',
  opponentEmail: 'Rakip e-posta',
  respondBy: 'Son yanıt',
  mailId: 'E-posta no',
  to: 'Alıcı',
  subject: 'Konu',
  lastError: 'Hata',
  role: 'Rol',
  status: 'Durum',
  excuseId: 'Mazeret ID',
  excuseType: 'Mazeret türü',
  period: 'Dönem',
  previous: 'Önceki dönem',
};
export const detailLabel = (key: string) => detailLabels[key] ?? key;
