import {
  APPLICATION_STATUS_LABELS,
  GENDER_LABELS,
  MATCH_REQUEST_KIND_LABELS,
  MATCH_REQUEST_STATUS_LABELS,
  MATCH_RESULT_STATE_LABELS,
  MATCH_STATUS_LABELS,
  NOTIFICATION_STATUS_LABELS,
  PARTICIPANT_STATUS_LABELS,
  RANK_CHANGE_CAUSE_LABELS,
  roleLabel,
} from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { AUTO_CONFIRM_HOURS, MATCH_OUTCOME_LABELS } from '../../../shared/rules/results.js';
import { formatDate, formatDateTime } from '../../../shared/time.js';
import type { MyRows } from './export-my-data.js';

/** An instant as a person in Turkey reads it: "24 Kas 2026 14:30" (Europe/Istanbul); null stays null. */
const when = (at: Date | null) => (at ? formatDateTime(at) : null);

/** A calendar day (YYYY-MM-DD) as "3 Şub 1985"; null stays null. */
const day = (d: string | null) => (d ? formatDate(d) : null);

const yesNo = (b: boolean) => (b ? 'Evet' : 'Hayır');

/** A stored value in Turkish; a value the table does not know is left as it is rather than lost. */
const label = (labels: Record<string, string>, value: string | null) =>
  value === null ? null : (labels[value] ?? value);

/** One set's games from the reader's side, with its tie-break when there was one. */
function setFromMySide(
  set: { p1: number; p2: number; tieBreak?: { p1: number; p2: number } | null },
  iAmPlayer1: boolean,
) {
  const mine = iAmPlayer1 ? 'p1' : 'p2';
  const theirs = iAmPlayer1 ? 'p2' : 'p1';
  return {
    'Sizin oyunlarınız': set[mine],
    'Rakibin oyunları': set[theirs],
    ...(set.tieBreak
      ? { 'Tie-break': { 'Sizin sayılarınız': set.tieBreak[mine], 'Rakibin sayıları': set.tieBreak[theirs] } }
      : {}),
  };
}

/**
 * The file as the player reads it: Turkish keys, stored values in the words the screens use, times
 * on Istanbul's clock, each match's requests under the match, and no ids but the account's own.
 */
export function inTurkish(rows: MyRows, userId: string, now: Date) {
  const {
    me,
    participations,
    moderated,
    applications,
    offers,
    myMatches,
    requests,
    myNotifications,
    myExcuses,
    ranks,
    pastSeasons,
    preferences,
    devices,
    mySessions,
    emailChange,
  } = rows;
  // Each request under the match it is about (a player's requests are about their own matches).
  const requestView = (r: (typeof requests)[number]) => ({
    Tür: label(MATCH_REQUEST_KIND_LABELS, r.kind),
    Durum: label(MATCH_REQUEST_STATUS_LABELS, r.status),
    'Önerilen zamanlar': Array.isArray(r.slots)
      ? (r.slots as { at: string; place?: string }[]).map((slot) => ({
          Zaman: when(new Date(slot.at)),
          Yer: slot.place ?? null,
        }))
      : null,
    'Ertelenen gün sayısı': r.days,
    Gerekçe: r.reason,
    'İstek zamanı': when(r.createdAt),
    'Yanıt zamanı': when(r.decidedAt),
  });
  const shownMatches = new Set(myMatches.map((x) => x.id));
  const otherRequests = requests.filter((r) => !shownMatches.has(r.matchId));
  const m = messages.privacyExport;

  return {
    Açıklama: m.about,
    'Dosyanın oluşturulma zamanı': when(now),
    Profil: {
      'Hesap kimliği': me.id,
      'E-posta': me.email,
      'E-posta doğrulandı': yesNo(me.emailVerified),
      'Görünen ad': me.name,
      Ad: me.firstName,
      Soyad: me.lastName,
      Telefon: me.phone,
      'Doğum tarihi': day(me.birthdate),
      Cinsiyet: label(GENDER_LABELS, me.gender),
      İl: me.province,
      Rol: me.role === null ? null : roleLabel(me.role),
      'Hesabın açılma zamanı': when(me.createdAt),
      'Son güncelleme zamanı': when(me.updatedAt),
      'Profilin tamamlanma zamanı': when(me.profileCompletedAt),
      // Asked for and not yet confirmed by its mailed link: the address the account may move to.
      'Onay bekleyen yeni e-posta adresi': emailChange
        ? { Adres: emailChange.email, 'Bağlantının son geçerlilik zamanı': when(emailChange.expiresAt) }
        : null,
    },
    'Aydınlatma Metni': {
      'Kabul ettiğiniz sürüm': me.privacyNoticeVersion,
      'Kabul zamanı': when(me.privacyNoticeAcceptedAt),
    },
    'Sıralamasında olduğunuz ligler': participations.map((x) => ({
      Lig: x.league,
      Sıra: x.rank,
      'Katılma zamanı': when(x.joinedAt),
      Durum: label(PARTICIPANT_STATUS_LABELS, x.status),
      Puan: x.points,
    })),
    'Moderatörü olduğunuz ligler': moderated.map((x) => ({
      Lig: x.league,
      'Başlangıç zamanı': when(x.since),
    })),
    'Lig başvurularınız': applications.map((x) => ({
      Lig: x.league,
      Durum: label(APPLICATION_STATUS_LABELS, x.status),
      'Başvuru zamanı': when(x.createdAt),
      'Karar zamanı': when(x.decidedAt),
      // The reason staff gave with a rejection is about the player: theirs to read here too.
      ...(x.rejectReason ? { 'Red gerekçesi': x.rejectReason } : {}),
    })),
    'Maç teklifleri': offers.map((x) => ({
      Lig: x.league,
      Sezon: x.season ?? m.currentSeason,
      Kimden: x.offererId === userId ? m.you : x.otherPlayer,
      Kime: x.offererId === userId ? x.otherPlayer : m.you,
      Durum: label(messages.offerInbox.outcome, x.status),
      'Gönderilme zamanı': when(x.createdAt),
      'Yanıt için son zaman': when(x.respondBy),
      'Son değişiklik zamanı': when(x.updatedAt),
    })),
    Maçlar: myMatches.map((x) => {
      const iAmPlayer1 = x.player1Id === userId;
      const opponent = iAmPlayer1 ? x.player2 : x.player1;
      // A report left unanswered for 48 hours reads as confirmed everywhere, before the job writes it.
      const clockConfirmed =
        x.status === 'planlanmış' &&
        x.resultState === 'reported' &&
        x.reportedAt !== null &&
        x.reportedAt.getTime() <= now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000;
      // Who won is a result only once it is final; a score waiting for an answer, or disputed, is
      // what was reported ('Bildirilen kazanan'), not who won.
      const decided = x.status !== 'planlanmış' || clockConfirmed;
      const winner = x.winnerId === null ? null : x.winnerId === userId ? m.you : opponent;
      return {
        Lig: x.league,
        // A match staff added without a league belongs to no season.
        Sezon: x.league === null ? null : (x.season ?? m.currentSeason),
        Rakip: opponent,
        Sonuç: x.winnerId === null || !decided ? null : x.winnerId === userId ? m.won : m.lost,
        'Bildirilen kazanan': decided ? null : winner,
        Durum: label(MATCH_STATUS_LABELS, clockConfirmed ? 'oynanmış' : x.status),
        'Sonucun durumu': label(MATCH_RESULT_STATE_LABELS, clockConfirmed ? 'confirmed' : x.resultState),
        'Bitiş şekli': label(MATCH_OUTCOME_LABELS, x.outcome),
        // The stored score puts the first-listed player's games first.
        Skor: x.score,
        'Skorda önce yazılan': iAmPlayer1 ? m.you : x.player1,
        Setler: Array.isArray(x.sets)
          ? (x.sets as Parameters<typeof setFromMySide>[0][]).map((set) => setFromMySide(set, iAmPlayer1))
          : null,
        'Maç zamanı': when(x.matchDate),
        'Son oynanma zamanı': when(x.dueAt),
        'Kararlaştırılan zaman': when(x.slotAt),
        'Kararlaştırılan yer': x.slotPlace,
        // The reason the disputing player wrote is theirs and the staff's to read: a player who
        // reported the score is not given it (nor when a cancellation left unknown who disputed).
        'İtiraz gerekçesi': x.reportedBy !== null && x.reportedBy !== userId ? x.disputeReason : null,
        'Oluşturulma zamanı': when(x.createdAt),
        'Maçla ilgili istekleriniz': requests.filter((r) => r.matchId === x.id).map(requestView),
      };
    }),
    // Every request is about one of the player's matches; one that is not still leaves nothing out.
    ...(otherRequests.length > 0
      ? {
          'Diğer maç istekleriniz': otherRequests.map((r) => ({
            'Maç kimliği': r.matchId,
            ...requestView(r),
          })),
        }
      : {}),
    Bildirimler: myNotifications.map((x) => ({
      Konu: x.subject,
      Mesaj: x.message,
      Durum: label(NOTIFICATION_STATUS_LABELS, x.status),
      Zaman: when(x.createdAt),
      'Okunma zamanı': when(x.readAt),
    })),
    Mazeretler: myExcuses.map((x) => ({
      Tür: x.type,
      Başlangıç: day(x.startDate),
      Bitiş: day(x.endDate),
      'Giriş zamanı': when(x.createdAt),
    })),
    'Sıra geçmişi': ranks.map((x) => ({
      Lig: x.league,
      Sezon: x.season ?? m.currentSeason,
      'Önceki sıra': x.oldRank,
      'Yeni sıra': x.newRank,
      Neden: label(RANK_CHANGE_CAUSE_LABELS, x.cause),
      Zaman: when(x.at),
    })),
    'Geçmiş sezonlar': pastSeasons.map((x) => ({
      Lig: x.league,
      Sezon: x.season,
      Başlangıç: day(x.startDate),
      Bitiş: day(x.endDate),
      'Son sıranız': x.finalRank,
    })),
    'Bildirim tercihleri': preferences.map((x) => ({
      Konu: label(messages.preferences.categories, x.category),
      'E-posta': yesNo(x.email),
      'Anlık bildirim': yesNo(x.push),
    })),
    'Anlık bildirim alan cihazlar': devices.map((x) => ({
      'Bildirim adresi': x.endpoint,
      'Eklenme zamanı': when(x.createdAt),
    })),
    Oturumlar: mySessions.map((x) => ({
      'Açılma zamanı': when(x.createdAt),
      'Bitiş zamanı': when(x.expiresAt),
      'IP adresi': x.ipAddress,
      Tarayıcı: x.userAgent,
    })),
  };
}
