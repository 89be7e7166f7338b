// The admin log in Turkish: subject names, detail labels and value wording for every key the
// features write. Writers keep their raw JSON; the inbox reads it through this map.
import { type AdminLogEventType, type Gender, type MatchStatus, PROVINCES } from './domain.js';
import { GENDER_LABELS, leaguePhrase, MATCH_STATUS_LABELS, roleLabel } from './labels.js';
import { mailErrorText } from './rules/mail-error.js';
import { formatDate, formatDateTime } from './time.js';

/** A date and time without a zone, as a datetime-local field gives it (Turkey is UTC+3 all year). */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The admin log's subjects (event types) in Turkish, for the filter, the list and the detail. */
export const ADMIN_LOG_EVENT_LABELS: Record<AdminLogEventType, string> = {
  ProfileUpdate: 'Profil güncellendi',
  ProfileCreation: 'Profil oluşturuldu',
  ApplicationApproved: 'Başvuru onaylandı',
  ApplicationRejected: 'Başvuru reddedildi',
  ModeratorAdded: 'Moderatör eklendi',
  ModeratorRemoved: 'Moderatörlük kaldırıldı',
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
  SignInLockCleared: 'Giriş kilidi kaldırıldı',
  SettingsUpdated: 'Ayarlar güncellendi',
  MatchAdded: 'Maç eklendi',
  MatchResult: 'Maç sonucu',
  MatchDisputed: 'Maç sonucuna itiraz',
  MailFailed: 'E-posta gönderilemedi',
  ExcuseChanged: 'Mazeret değiştirildi (yetkili)',
  ExcuseCancelled: 'Mazeret iptal edildi (yetkili)',
  MatchPostponed: 'Maç ertelendi (oyuncuların onayıyla)',
  MatchCancelledByPlayers: 'Maç iptal edildi (oyuncuların onayıyla)',
  MatchCancelledByStaff: 'Maç iptal edildi (yetkili)',
  MatchOverdue: 'Maç süresinde oynanmadı',
  SeasonClosed: 'Sezon kapatıldı',
  LadderPlayerAdded: 'Sıralamaya oyuncu eklendi',
  LadderPlayerRemoved: 'Oyuncu sıralamadan çıkarıldı',
  LadderReordered: 'Sıralama düzenlendi',
  AdminMailSent: 'Yönetici e-postası gönderildi',
  AnnouncementCreated: 'Duyuru yayımlandı',
  AnnouncementUpdated: 'Duyuru düzenlendi',
  AnnouncementDeleted: 'Duyuru silindi',
};

export const adminLogEventLabel = (type: string): string =>
  ADMIN_LOG_EVENT_LABELS[type as AdminLogEventType] ?? 'Diğer kayıt';

export const DELETED_USER = 'Silinmiş kullanıcı';
export const DELETED_LEAGUE = 'Silinmiş lig';

/** How a detail's value reads: as text, a user's or league's name (by id), a date, a role… */
type DetailKind =
  | 'text'
  | 'user'
  | 'league'
  | 'leagues'
  | 'count'
  | 'datetime'
  | 'role'
  | 'rank'
  | 'settings'
  | 'list'
  | 'source'
  | 'mail'
  | 'how'
  | 'matchStatus'
  | 'seasonReset'
  | 'date'
  | 'mailError'
  | 'failure'
  | 'leagueChanges'
  | 'hidden';

interface DetailSpec {
  label: string;
  kind: DetailKind;
  /** Left out when this other key is in the entry (an id whose name the entry already carries). */
  shadowedBy?: string;
}

/**
 * Every detail key the writers of the admin log use, in the order the lines show (the database
 * keeps JSON keys in its own order); a unit test keeps this complete.
 */
export const ADMIN_LOG_DETAILS: Record<string, DetailSpec> = {
  name: { label: 'Ad Soyad', kind: 'text' },
  email: { label: 'E-posta', kind: 'text' },
  userId: { label: 'Kullanıcı', kind: 'user', shadowedBy: 'name' },
  leagueId: { label: 'Lig', kind: 'league', shadowedBy: 'leagueName' },
  leagueName: { label: 'Lig', kind: 'text' },
  /** A renamed league's former name: shown with the new one, on the `name` line. */
  previousName: { label: 'Önceki ad', kind: 'hidden' },
  leagues: { label: 'Ligler', kind: 'leagues' },
  cancelledOffers: { label: 'İptal edilen teklifler', kind: 'count' },
  applicationId: { label: 'Başvuru', kind: 'hidden' },
  offerId: { label: 'Teklif', kind: 'hidden' },
  matchId: { label: 'Maç', kind: 'hidden' },
  mailId: { label: 'E-posta kaydı', kind: 'hidden' },
  excuseId: { label: 'Mazeret', kind: 'hidden' },
  excuseType: { label: 'Mazeret türü', kind: 'text' },
  period: { label: 'Dönem', kind: 'text' },
  previous: { label: 'Önceki dönem', kind: 'text' },
  offererId: { label: 'Teklif eden', kind: 'user', shadowedBy: 'offererName' },
  offererName: { label: 'Teklif eden', kind: 'text' },
  offererEmail: { label: 'Teklif edenin e-postası', kind: 'text' },
  opponentId: { label: 'Rakip', kind: 'user', shadowedBy: 'opponentName' },
  opponentName: { label: 'Rakip', kind: 'text' },
  opponentEmail: { label: 'Rakibin e-postası', kind: 'text' },
  respondBy: { label: 'Son yanıt zamanı', kind: 'datetime' },
  source: { label: 'Gönderildiği yer', kind: 'source' },
  mail: { label: 'E-posta durumu', kind: 'mail' },
  subject: { label: 'E-posta konusu', kind: 'text' },
  /** An admin mail's number of recipients (the message itself is not kept). */
  recipients: { label: 'Alıcı sayısı', kind: 'count' },
  // Announcements
  announcementId: { label: 'Duyuru', kind: 'hidden' },
  title: { label: 'Duyuru başlığı', kind: 'text' },
  previousTitle: { label: 'Önceki başlık', kind: 'text' },
  from: { label: 'Önceki rol', kind: 'role' },
  to: { label: 'Alıcılar', kind: 'list' },
  rank: { label: 'Sıra', kind: 'rank' },
  previousRank: { label: 'Önceki sıra', kind: 'rank' },
  movedPlayers: { label: 'Sırası değişen oyuncu', kind: 'count' },
  before: { label: 'Önceki ayarlar', kind: 'settings' },
  after: { label: 'Yeni ayarlar', kind: 'settings' },
  player1Id: { label: '1. oyuncu', kind: 'user' },
  player2Id: { label: '2. oyuncu', kind: 'user' },
  player1: { label: '1. oyuncu', kind: 'text' },
  player2: { label: '2. oyuncu', kind: 'text' },
  matchDate: { label: 'Maç tarihi', kind: 'datetime' },
  status: { label: 'Maç durumu', kind: 'matchStatus' },
  score: { label: 'Skor', kind: 'text' },
  winner: { label: 'Kazanan', kind: 'text' },
  /** A corrected result's former score and winner. */
  previousScore: { label: 'Önceki skor', kind: 'text' },
  previousWinner: { label: 'Önceki kazanan', kind: 'text' },
  how: { label: 'Sonuçlanma', kind: 'how' },
  disputedBy: { label: 'İtiraz eden', kind: 'text' },
  cancelledBy: { label: 'İptal eden', kind: 'user' },
  noShow: { label: 'Gelmeyen oyuncu', kind: 'text' },
  disputedScore: { label: 'İtiraz edilen skor', kind: 'text' },
  /** An unexpected failure's own (English, technical) text stays in the server's log. */
  error: { label: 'Hata', kind: 'failure' },
  lastError: { label: 'Hata', kind: 'mailError' },
  note: { label: 'Not', kind: 'text' },
  /** When a sign-in lock an admin cleared would have ended by itself. */
  lockedUntil: { label: 'Kilidin kendiliğinden kalkacağı zaman', kind: 'datetime' },
  by: { label: 'İşlemi yapan', kind: 'user' },
  requestedBy: { label: 'İsteyen oyuncu', kind: 'text' },
  acceptedBy: { label: 'Onaylayan oyuncu', kind: 'text' },
  requestReason: { label: 'Gerekçe', kind: 'text' },
  /** Why staff rejected an application, as the player was told it. */
  rejectReason: { label: 'Red gerekçesi', kind: 'text' },
  previousDueAt: { label: 'Önceki son gün', kind: 'datetime' },
  dueAt: { label: 'Yeni son gün', kind: 'datetime' },
  overdue: { label: 'Süre dolunca', kind: 'how' },
  // Seasons
  seasonName: { label: 'Sezon', kind: 'text' },
  resetRule: { label: 'Yeni sezonun sıralaması', kind: 'seasonReset' },
  newEndDate: { label: 'Yeni sezonun bitiş tarihi', kind: 'date' },
  /** A saved league's changed fields, each as [before, after] (LeagueUpdated). */
  changes: { label: 'Değişenler', kind: 'leagueChanges' },
};

const DETAIL_ORDER = Object.keys(ADMIN_LOG_DETAILS);

/** Keys whose meaning depends on the subject. */
const LEAGUE_ENTRY: Record<string, DetailSpec> = {
  name: { label: 'Lig', kind: 'text' },
  leagueId: { label: 'Lig', kind: 'league', shadowedBy: 'name' },
};
const EVENT_DETAILS: Partial<Record<AdminLogEventType, Record<string, DetailSpec>>> = {
  RoleChanged: { to: { label: 'Yeni rol', kind: 'role' } },
  // A league's own entries carry its name under `name`.
  LeagueCreated: LEAGUE_ENTRY,
  LeagueUpdated: LEAGUE_ENTRY,
  LeagueDeleted: LEAGUE_ENTRY,
  // An admin mail to one person names them by account, or by address when they have none.
  AdminMailSent: {
    userId: { label: 'Alıcı', kind: 'user' },
    email: { label: 'Alıcının e-postası', kind: 'text' },
    by: { label: 'Gönderen', kind: 'user' },
  },
};

const specOf = (eventType: string, key: string): DetailSpec =>
  EVENT_DETAILS[eventType as AdminLogEventType]?.[key] ??
  ADMIN_LOG_DETAILS[key] ?? { label: 'Diğer bilgi', kind: 'text' };

const SOURCES: Record<string, string> = { dashboard: 'Ana sayfa', wizard: 'Maç teklif sihirbazı' };
const MAIL_STATES: Record<string, string> = {
  queued: 'Gönderim sırasında',
  pending: 'Gönderim sırasında',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  optedOut: 'Gönderilmedi (oyuncu bu e-postaları kapattı)',
};
const HOW: Record<string, string> = {
  confirmed: 'Rakip onayladı',
  auto: '48 saat içinde onaylanmadığı için kendiliğinden kesinleşti',
  staff: 'Yetkili kararıyla kesinleşti',
  correction: 'Yetkili düzeltti',
  cancellation: 'Maç iptal edildi',
  players: 'Oyuncular birlikte iptal etti',
  staffDecide: 'Lig yöneticileri karar verecek',
  walkover: 'Tekliflere yanıt vermeyen oyuncu hükmen yenik sayıldı',
};
const SEASON_RESETS: Record<string, string> = {
  keep: 'Son sıralamayla devam',
  alphabetical: 'Sıralama sıfırlandı (soyadına göre alfabetik)',
};
const UNEXPECTED_FAILURE = 'Beklenmeyen bir sunucu hatası; ayrıntısı sunucu kayıtlarındadır.';
const SETTINGS: Record<string, (v: unknown) => string> = {
  loginTimeout: (v) => `Oturum zaman aşımı ${v} dakika`,
  matchCompletionDeadline: (v) => `Maç tamamlama süresi ${v} gün`,
  emailVerification: (v) => `Yeni hesapların e-posta doğrulaması ${v ? 'açık' : 'kapalı'}`,
};

/** The names the ids in a page of entries stand for; an id missing here is a deleted record. */
export interface AdminLogNames {
  users: Record<string, string>;
  leagues: Record<string, string>;
}

/** The user and league ids an entry's details refer to, for looking up their names. */
export function adminLogRefs(eventType: string, details: Record<string, unknown>) {
  const userIds = new Set<string>();
  const leagueIds = new Set<string>();
  for (const [key, value] of Object.entries(details)) {
    const { kind } = specOf(eventType, key);
    const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (kind === 'user') for (const id of ids) userIds.add(id);
    if (kind === 'league' || kind === 'leagues') for (const id of ids) leagueIds.add(id);
  }
  return { userIds: [...userIds], leagueIds: [...leagueIds] };
}

const text = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return 'Yok';
  if (Array.isArray(v)) return v.length === 0 ? 'Yok' : v.map(text).join(', ');
  if (typeof v === 'boolean') return v ? 'Evet' : 'Hayır';
  if (typeof v === 'object') return 'Ayrıntı yok';
  return String(v);
};

const dateWord = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) : text(v);
/** A league's settings as the edit form names them, each value in the form's words. */
// Lambdas only, no calls at the module's start: the web's one import of this file (the subject names)
// leaves all of this out of its bundle.
const word = (labels: Record<string, string>, v: unknown) => labels[String(v)] ?? text(v);
const LEAGUE_FIELDS: Record<string, { label: string; word: (v: unknown) => string }> = {
  isActive: { label: 'Lig aktif', word: (v) => text(v) },
  startDate: { label: 'Başlangıç tarihi', word: dateWord },
  endDate: { label: 'Bitiş tarihi', word: dateWord },
  gender: { label: 'Cinsiyet', word: (v) => GENDER_LABELS[v as Gender] ?? text(v) },
  city: { label: 'İl', word: (v) => PROVINCES.find((p) => p.code === v)?.name ?? text(v) },
  // The text itself may be long: only that it changed.
  rules: { label: 'Lig kuralları', word: () => '' },
  setCount: { label: 'Set sayısı', word: (v) => `${text(v)} set` },
  gameFormat: { label: 'Oyun formatı', word: (v) => `${text(v)} oyun` },
  setDecisionsFormat: {
    label: 'Karar seti',
    word: (v) => word({ Super: 'Süper tie-break', Set: 'Karar seti' }, v),
  },
  pointType: {
    label: 'Sayı kuralı',
    word: (v) => word({ advantage: 'Avantajlı', deciding: 'Altın sayı' }, v),
  },
  setTieBreakScore: { label: 'Set tie-break skoru', word: text },
  superTieBreak: { label: 'Süper tie-break skoru', word: text },
  maxOffers: { label: 'Aynı anda gönderilebilecek teklif', word: text },
  maxOffersReceive: { label: 'Aynı anda alınabilecek teklif', word: text },
  maxDaysToRespond: { label: 'Yanıt süresi', word: (v) => `${text(v)} gün` },
  maxDaysToPlay: { label: 'Maç oynama süresi', word: (v) => `${text(v)} gün` },
  maxDaysToRePlay: { label: 'Tekrar teklif bekleme süresi', word: (v) => `${text(v)} gün` },
  matchMinutes: { label: 'Maç süresi', word: (v) => `${text(v)} dakika` },
  overduePolicy: {
    label: 'Süresinde oynanmayan maç',
    word: (v) =>
      word({ staff: 'Lig yöneticileri karar verir', walkover: 'Yanıt vermeyen hükmen yenilir' }, v),
  },
};

const isEmptyObject = (v: unknown) =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;
const renamed = (details: Record<string, unknown>) =>
  typeof details.previousName === 'string' && details.previousName !== details.name;

/** 'Lig aktif: Evet → Hayır; Bitiş tarihi: …', or null when the entry names no changes (older entries). */
function leagueChanges(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  // In the form's order (the database keeps JSON keys in its own), the active flag first.
  const order = Object.keys(LEAGUE_FIELDS);
  const at = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => at(a) - at(b));
  const parts = entries.map(([key, pair]) => {
    const field = LEAGUE_FIELDS[key];
    if (!field || !Array.isArray(pair)) return `${field?.label ?? 'Diğer bir ayar'} değişti`;
    const [from, to] = pair.map(field.word);
    return from === '' && to === '' ? `${field.label} değişti` : `${field.label}: ${from} → ${to}`;
  });
  return parts.length === 0 ? 'Değişiklik yok' : parts.join('; ');
}

function wordValue(kind: DetailKind, value: unknown, names: AdminLogNames): string {
  switch (kind) {
    case 'user':
      return typeof value === 'string' ? (names.users[value] ?? DELETED_USER) : text(value);
    case 'league':
      return typeof value === 'string' ? (names.leagues[value] ?? DELETED_LEAGUE) : text(value);
    case 'leagues':
      return Array.isArray(value) && value.length > 0
        ? value.map((id) => names.leagues[String(id)] ?? DELETED_LEAGUE).join(', ')
        : 'Yok';
    case 'count':
      return Array.isArray(value) ? String(value.length) : text(value);
    case 'datetime': {
      // A time typed in a form ('2026-11-22T10:00') is Istanbul's wall time, not UTC.
      const at = typeof value === 'string' && WALL_TIME.test(value) ? `${value}:00+03:00` : value;
      return typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? formatDateTime(at) : text(value);
    }
    case 'role':
      return typeof value === 'string' ? roleLabel(value) : text(value);
    case 'rank':
      return typeof value === 'number' ? `${value}. sıra` : text(value);
    case 'settings':
      return value && typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>)
            .map(([k, v]) => SETTINGS[k]?.(v) ?? text(v))
            .join(', ')
        : text(value);
    case 'source':
      return SOURCES[String(value)] ?? text(value);
    case 'mail': {
      const s = String(value ?? '');
      if (s.startsWith('failed'))
        return `Gönderilemedi${s.includes(':') ? `: ${mailErrorText(s.slice(s.indexOf(':') + 1))}` : ''}`;
      return MAIL_STATES[s] ?? text(value);
    }
    case 'how':
      return HOW[String(value)] ?? text(value);
    case 'matchStatus':
      return MATCH_STATUS_LABELS[String(value) as MatchStatus] ?? text(value);
    case 'seasonReset':
      return SEASON_RESETS[String(value)] ?? text(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : text(value);
    case 'mailError':
      return typeof value === 'string' && value !== '' ? mailErrorText(value) : text(value);
    case 'failure':
      return UNEXPECTED_FAILURE;
    case 'leagueChanges':
      return leagueChanges(value) ?? text(value);
    default:
      return text(value);
  }
}

export interface AdminLogLine {
  label: string;
  value: string;
}

/** An entry's details as Turkish label–value lines, ids shown by name, technical ids left out. */
export function adminLogLines(
  eventType: string,
  details: Record<string, unknown>,
  names: AdminLogNames,
): AdminLogLine[] {
  const lines: AdminLogLine[] = [];
  const order = (key: string) => {
    const i = DETAIL_ORDER.indexOf(key);
    return i === -1 ? DETAIL_ORDER.length : i;
  };
  const entries = Object.entries(details).sort(([a], [b]) => order(a) - order(b));
  for (const [key, value] of entries) {
    const spec = specOf(eventType, key);
    if (spec.kind === 'hidden') continue;
    // A save that only renamed the league: its name's line says it all.
    if (key === 'changes' && isEmptyObject(value) && renamed(details)) continue;
    if (spec.shadowedBy && details[spec.shadowedBy] !== undefined && details[spec.shadowedBy] !== null)
      continue;
    // A renamed league: 'Lig adı: old → new'.
    const previous = eventType === 'LeagueUpdated' && key === 'name' ? details.previousName : undefined;
    if (typeof previous === 'string' && previous !== '' && previous !== value)
      lines.push({ label: 'Lig adı', value: `${previous} → ${text(value)}` });
    else lines.push({ label: spec.label, value: wordValue(spec.kind, value, names) });
  }
  return lines;
}

/** A league's players as the object of a sentence: "Kış Ligi oyuncularına", "Bahar ligi oyuncularına". */
function leaguePlayersPhrase(name: string): string {
  const trimmed = name.trim();
  // "Süper Lig oyuncuları" needs no "ligi".
  const league = /(^|\s)lig$/.test(trimmed.toLocaleLowerCase('tr-TR'))
    ? trimmed
    : leaguePhrase(trimmed, 'ligi');
  return `${league} oyuncularına`;
}

/**
 * What staff did, as a Turkish sentence naming who, what and where, for the entries staff read
 * most: league applications, moderators, results and disputes, overdue matches, seasons, new
 * leagues, offers, admin mail and announcements. Null for the others, which the list shows as label–value lines. Values that
 * an older entry lacks are left out of the sentence rather than shown as blanks.
 */
export function adminLogSentence(
  eventType: string,
  details: Record<string, unknown>,
  names: AdminLogNames,
): string | null {
  const str = (key: string) => {
    const v = details[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const user = (key: string) => {
    const id = str(key);
    return id ? (names.users[id] ?? DELETED_USER) : null;
  };
  const leagueName =
    str('leagueName') ?? (str('leagueId') ? (names.leagues[str('leagueId')!] ?? DELETED_LEAGUE) : null);
  const league = (form: Parameters<typeof leaguePhrase>[1]) =>
    leagueName ? leaguePhrase(leagueName, form) : null;
  const by = (verb: string, key = 'by') => {
    const who = user(key);
    return who ? ` ${verb}: ${who}.` : '';
  };
  const player = str('name') ?? user('userId') ?? DELETED_USER;
  const pair = str('player1') && str('player2') ? `${str('player1')} – ${str('player2')} maçı` : 'bir maç';
  const where = (form: 'liginde' | 'ligindeki') => (league(form) ? `${league(form)} ` : '');
  switch (eventType) {
    case 'JoinRequest':
      return `${player} ${league('ligine') ?? 'bir lige'} başvurdu.`;
    case 'ApplicationApproved': {
      const rank = typeof details.rank === 'number' ? ` (${details.rank}. sıra)` : '';
      return `${player} ${league('ligine') ?? 'lige'} kabul edildi${rank}.${by('Onaylayan')}`;
    }
    case 'ApplicationRejected':
      return `${player} adlı oyuncunun ${league('ligine') ?? 'lige'} başvurusu reddedildi.${
        str('rejectReason') ? ` Gerekçe: “${str('rejectReason')}”.` : ''
      }${by('Reddeden')}`;
    case 'ModeratorAdded':
      return `${player} ${league('ligi') ?? 'bir lig'} için moderatör olarak atandı.${by('Atayan')}`;
    case 'ModeratorRemoved':
      return `${player} adlı kullanıcının ${league('ligi') ?? 'lig'} moderatörlüğü kaldırıldı.${by('Kaldıran')}`;
    case 'LeagueCreated':
      return `${str('name') ? leaguePhrase(str('name')!, 'ligi') : 'Bir lig'} oluşturuldu.${by('Oluşturan')}`;
    case 'MatchOffer': {
      const offerer = str('offererName') ?? user('offererId') ?? DELETED_USER;
      const opponent = str('opponentName') ?? user('opponentId') ?? DELETED_USER;
      return `${offerer}, ${where('liginde')}${opponent} adlı oyuncuya maç teklif etti.`;
    }
    case 'MatchDisputed': {
      const score = str('score') ? ` (${str('score')})` : '';
      return `${str('disputedBy') ?? 'Bir oyuncu'}, ${where('ligindeki')}${pair} için girilen sonuca itiraz etti${score}.`;
    }
    case 'MatchOverdue':
      return `${where('ligindeki')}${pair} süresinde oynanmadı: ${HOW[str('overdue') ?? ''] ?? 'Lig yöneticileri karar verecek'}.`;
    case 'MatchCancelledByStaff': {
      const noShow = str('noShow');
      const disputed = str('disputedScore') ? ` (itiraz edilen skor: ${str('disputedScore')})` : '';
      return `${where('ligindeki')}${pair} iptal edildi${disputed}; ${noShow ? `gelmeyen oyuncu: ${noShow}` : 'gelmeyen oyuncu belirtilmedi'}.${by('İptal eden', 'cancelledBy')}`;
    }
    case 'MatchResult': {
      const how = str('how');
      const score = str('score') ? `: ${str('score')}` : '';
      const winner = str('winner') ? `, kazanan ${str('winner')}` : '';
      const decided = how && HOW[how] ? ` ${HOW[how]}${user('by') ? ` (${user('by')})` : ''}.` : '';
      if (how === 'correction') {
        // The result it replaced (a correction logged before that was kept names none).
        const replaced = [
          str('previousScore'),
          str('previousWinner') ? `kazanan ${str('previousWinner')}` : null,
        ].filter(Boolean);
        const previous = replaced.length > 0 ? ` (önceki sonuç: ${replaced.join(', ')})` : '';
        const ofPair =
          str('player1') && str('player2') ? `${str('player1')} – ${str('player2')} maçının` : 'bir maçın';
        return `${where('ligindeki')}${ofPair} sonucu düzeltildi${score}${winner}${previous}.${by('Düzelten')}`;
      }
      return `${where('ligindeki')}${pair} sonuçlandı${score}${winner}.${decided}`;
    }
    case 'SeasonClosed': {
      const reset = { keep: 'son sıralamayla devam', alphabetical: 'sıralama soyadına göre sıfırlandı' }[
        str('resetRule') ?? ''
      ];
      // '“Güz” sezonu', but '“2026 Sezonu”' alone: the name often says 'sezon' itself.
      const name = str('seasonName');
      const season = name
        ? /sezon(u)?$/.test(name.trim().toLocaleLowerCase('tr-TR'))
          ? `“${name}”`
          : `“${name}” sezonu`
        : 'Sezon';
      return `${where('liginde')}${season} kapatıldı ve yeni sezon başladı${reset ? ` (${reset})` : ''}.${by('Kapatan')}`;
    }
    case 'RoleChanged': {
      const whose = user('userId') ?? str('email') ?? DELETED_USER;
      const from = str('from') ? `${roleLabel(str('from')!)} iken ` : '';
      return `${whose} adlı kullanıcının rolü ${from}${roleLabel(str('to') ?? '')} oldu.${by('Değiştiren')}`;
    }
    case 'UserCreated':
      return `${player} adlı kullanıcı eklendi.${by('Ekleyen')}`;
    case 'LeagueUpdated': {
      const previous = str('previousName');
      const name = str('name');
      const what =
        previous && name && previous !== name
          ? `Lig ayarları kaydedildi. Lig adı: ${previous} → ${name}`
          : `Lig ayarları kaydedildi: ${name ?? DELETED_LEAGUE}`;
      // Who first, so a long list of changes is what the list's shortening cuts.
      const changed =
        isEmptyObject(details.changes) && renamed(details) ? null : leagueChanges(details.changes);
      return `${what}.${by('Değiştiren')}${changed ? ` ${changed}.` : ''}`;
    }
    case 'LeagueDeleted':
      return `${str('name') ? leaguePhrase(str('name')!, 'ligi') : 'Bir lig'} silindi.${by('Silen')}`;
    case 'MatchAdded': {
      const p1 = user('player1Id') ?? DELETED_USER;
      const p2 = user('player2Id') ?? DELETED_USER;
      const status = MATCH_STATUS_LABELS[str('status') as MatchStatus];
      const at = wordValue('datetime', details.matchDate, names);
      return `${where('liginde')}${p1} – ${p2} maçı eklendi${status ? ` (${status.toLocaleLowerCase('tr-TR')}, ${at})` : ''}.${by('Ekleyen')}`;
    }
    case 'LadderPlayerAdded': {
      const rank = typeof details.rank === 'number' ? ` (${details.rank}. sıra)` : '';
      return `${player}, ${where('ligindeki')}sıralamaya eklendi${rank}.${by('Ekleyen')}`;
    }
    case 'LadderPlayerRemoved': {
      const rank = typeof details.previousRank === 'number' ? ` (${details.previousRank}. sıradaydı)` : '';
      return `${player}, ${where('ligindeki')}sıralamadan çıkarıldı${rank}.${by('Çıkaran')}`;
    }
    case 'LadderReordered': {
      const from = typeof details.previousRank === 'number' ? details.previousRank : null;
      const to = typeof details.rank === 'number' ? details.rank : null;
      const moved =
        typeof details.movedPlayers === 'number' ? ` (${details.movedPlayers} oyuncunun sırası değişti)` : '';
      const what =
        str('userId') && from !== null && to !== null
          ? `${player} ${from}. sıradan ${to}. sıraya taşındı`
          : 'Sıralama yeniden düzenlendi';
      return `${league('liginde') ? `${league('liginde')}: ` : ''}${what}${moved}.${by('Düzenleyen')}`;
    }
    case 'AdminMailSent': {
      const sender = user('by') ?? 'Bir yönetici';
      const count = typeof details.recipients === 'number' ? details.recipients : null;
      const subject = str('subject') ? `: “${str('subject')}”` : '';
      const id = str('userId');
      let to: string;
      if (leagueName)
        to = `${leaguePlayersPhrase(leagueName)} e-posta gönderdi${count !== null ? ` (${count} kişi)` : ''}`;
      else if (id && names.users[id]) to = `${names.users[id]} adlı kullanıcıya e-posta gönderdi`;
      else if (str('email')) to = `${str('email')} adresine e-posta gönderdi`;
      else if (id) to = 'silinmiş bir kullanıcıya e-posta gönderdi';
      else to = `${count ?? 'birden çok'} alıcıya e-posta gönderdi`;
      return `${sender}, ${to}${subject}.`;
    }
    case 'AnnouncementCreated':
    case 'AnnouncementUpdated':
    case 'AnnouncementDeleted': {
      const who = user('by') ?? 'Bir yönetici';
      const title = str('title');
      const previous = str('previousTitle');
      const verb = {
        AnnouncementCreated: 'yayımladı',
        AnnouncementUpdated: 'düzenledi',
        AnnouncementDeleted: 'sildi',
      }[eventType];
      if (previous && title && previous !== title)
        return `${who} “${previous}” duyurusunu ${verb}; yeni başlığı “${title}”.`;
      return `${who} ${title ? `“${title}” duyurusunu` : 'bir duyuruyu'} ${verb}.`;
    }
    case 'SignInLockCleared': {
      const until = str('lockedUntil')
        ? ` (kendiliğinden kalkacağı zaman: ${wordValue('datetime', details.lockedUntil, names)})`
        : '';
      return `${player} adlı kullanıcının giriş kilidi kaldırıldı${until}.${by('Kaldıran')}`;
    }
    case 'UserDeleted': {
      const leagues =
        Array.isArray(details.leagues) && details.leagues.length > 0
          ? ` Çıktığı ligler: ${details.leagues.map((id) => names.leagues[String(id)] ?? DELETED_LEAGUE).join(', ')}.`
          : '';
      // A player who deleted their own account: the entry keeps no name, only the note.
      if (str('by') && str('by') === str('userId'))
        return `${str('note') ?? 'Bir oyuncu kendi hesabını sildi.'}${leagues}`;
      return `${player} adlı kullanıcının hesabı silindi.${leagues}${by('Silen')}`;
    }
    default:
      return null;
  }
}

/**
 * A one-line summary for the list: the entry's sentence when it has one (cut at 180 characters),
 * else the first lines as "label: value", cut at 90.
 */
export function adminLogSummary(lines: AdminLogLine[], sentence: string | null = null): string {
  if (sentence) return sentence.length > 180 ? `${sentence.slice(0, 179)}…` : sentence;
  const text = lines
    .slice(0, 3)
    .map((l) => `${l.label}: ${l.value}`)
    .join(' · ');
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
}
