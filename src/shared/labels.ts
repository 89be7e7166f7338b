// Turkish wording for stored values and names: roles, and league names in a sentence.
import type {
  Gender,
  MatchRequestKind,
  MatchRequestStatus,
  MatchResultState,
  MatchStatus,
  NotificationStatus,
  RankChangeCause,
  Role,
} from './domain.js';
import type { Ineligibility } from './rules/eligibility.js';

/** Roles in Turkish; the stored values stay as the specification names them. */
export const ROLE_LABELS: Record<Role, string> = {
  'Super Admin': 'Süper Yönetici',
  Admin: 'Yönetici',
  Moderator: 'Moderatör',
  User: 'Kullanıcı',
  Guest: 'Misafir',
  Oyuncu: 'Oyuncu',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role as Role] ?? 'Bilinmeyen rol';

/** How a league is named inside a sentence: "X ligi", "X ligine", "X liginde", "X ligindeki", "X liginden". */
export type LeagueCase = 'ligi' | 'ligine' | 'liginde' | 'ligindeki' | 'liginden';

/**
 * A league's name with the word "lig" in the case the sentence needs, without saying "lig" twice
 * when the name already ends in it: "Bahar" → "Bahar ligine", "Yaz Ligi" → "Yaz Ligine",
 * "Süper Lig" → "Süper Lig'ine".
 */
export function leaguePhrase(name: string, form: LeagueCase): string {
  const trimmed = name.trim();
  const ending = form.slice(3); // '', 'ine', 'inde', 'indeki' after "lig"
  const lower = trimmed.toLocaleLowerCase('tr-TR');
  const upper = trimmed === trimmed.toLocaleUpperCase('tr-TR') && trimmed !== lower;
  const cased = (s: string) => (upper ? s.toLocaleUpperCase('tr-TR') : s);
  if (/(^|\s)ligi$/.test(lower)) return `${trimmed.slice(0, -1)}${cased(ending)}`;
  if (/(^|\s)lig$/.test(lower)) return `${trimmed}'${cased(ending)}`;
  return `${trimmed} ${form}`;
}

/**
 * A closed season named in a sentence: '“2026 Güz” sezonu', but '“2026 Sezonu”' alone, since a
 * season's name often says 'sezon' itself (the default one does).
 */
export function seasonPhrase(name: string): string {
  const trimmed = name.trim();
  return /sezon(u)?$/.test(trimmed.toLocaleLowerCase('tr-TR')) ? `“${trimmed}”` : `“${trimmed}” sezonu`;
}

type ShownIneligibility = Exclude<Ineligibility, 'self' | 'noRank'>;

/**
 * The chip a ladder row shows when the signed-in player may not challenge that player, by the
 * reason `eligibility` gives (shared/rules/ladder-reasons.ts), and its longer explanation.
 */
export const INELIGIBILITY_CHIPS: Record<Exclude<ShownIneligibility, 'recentlyBeaten'>, string> & {
  recentlyBeaten: (date: string) => string;
} = {
  outOfWindow: 'aralık dışında',
  opponentExcused: 'mazeretli',
  challengerExcused: 'mazeretlisiniz',
  alreadySent: 'teklif bekliyor',
  matchOpen: 'maçınız var',
  opponentFull: 'kota dolu',
  challengerFull: 'kota dolu',
  recentlyBeaten: (date: string) => `tekrar için ${date}`,
};

export const INELIGIBILITY_TITLES: Record<ShownIneligibility, string> = {
  outOfWindow: 'Yalnızca 1–5 sıra yukarıdaki oyunculara meydan okuyabilirsiniz.',
  opponentExcused: 'Bu oyuncunun mazereti var.',
  challengerExcused: 'Mazeretiniz sürerken teklif gönderemezsiniz.',
  alreadySent: 'Bu oyuncuya gönderdiğiniz teklif yanıt bekliyor.',
  matchOpen: 'Bu oyuncuyla henüz sonuçlanmamış bir maçınız var.',
  opponentFull: 'Bu oyuncunun yanıt bekleyen teklif sayısı dolu.',
  challengerFull: 'Yanıt bekleyen teklif sayınız dolu.',
  recentlyBeaten: 'Bu oyuncuya son maçınızda yenildiniz.',
};

/** A match's stored status (the spec's values) as staff read it in /macm's form and the admin log. */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  planlanmış: 'Planlanmış',
  oynanmış: 'Oynanmış',
  iptal: 'İptal',
};

/** A league's status as players read it (shared/rules/league.ts decides which). */
export const LEAGUE_STATUS_LABELS = { active: 'Aktif', notStarted: 'Başlamadı', inactive: 'Pasif' } as const;

/** A person's gender as stored, in Turkish. */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Erkek', female: 'Kadın', other: 'Diğer' };

/** A league application's stored status. */
export const APPLICATION_STATUS_LABELS: Record<'pending' | 'confirmed' | 'rejected', string> = {
  pending: 'Beklemede',
  confirmed: 'Onaylandı',
  rejected: 'Reddedildi',
};

/** A place on a ladder (a participant's stored status; 'added' is the one it has today). */
export const PARTICIPANT_STATUS_LABELS: Record<string, string> = { added: 'Sıralamada' };

/** Where a match's result stands, as the players' lists say it. */
export const MATCH_RESULT_STATE_LABELS: Record<MatchResultState, string> = {
  none: 'Sonuç girilmedi',
  reported: 'Onay bekliyor',
  disputed: 'İtiraz edildi',
  confirmed: 'Onaylandı',
};

/** What one player asked of the other about an accepted match, and what became of it. */
export const MATCH_REQUEST_KIND_LABELS: Record<MatchRequestKind, string> = {
  slots: 'Zaman önerisi',
  postpone: 'Erteleme',
  cancel: 'İptal',
};
export const MATCH_REQUEST_STATUS_LABELS: Record<MatchRequestStatus, string> = {
  pending: 'Yanıt bekliyor',
  accepted: 'Kabul edildi',
  declined: 'Reddedildi',
  replaced: 'Yeni öneriyle değiştirildi',
  withdrawn: 'Geri çekildi',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  unread: 'Okunmadı',
  read: 'Okundu',
  deleted: 'Silindi',
};

/** Why a player's rank changed (rank_history's cause). */
export const RANK_CHANGE_CAUSE_LABELS: Record<RankChangeCause, string> = {
  approval: 'Lig başvurusunun onaylanması',
  added: 'Yöneticinin sıralamaya eklemesi',
  reorder: 'Yöneticinin sıralamayı düzenlemesi',
  rejection: 'Reddedilen maç teklifi',
  match_result: 'Maç sonucu',
  correction: 'Sonuç düzeltmesi',
  removal: 'Bir oyuncunun sıralamadan ayrılması ya da çıkarılması',
  cancellation: 'Maç iptali',
  season: 'Yeni sezon',
};
