import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOG_DETAILS,
  ADMIN_LOG_EVENT_LABELS,
  adminLogEventLabel,
  adminLogLines,
  adminLogRefs,
  adminLogSentence,
  adminLogSummary,
  DELETED_USER,
} from './admin-log-view.js';
import { ZSettingsResponse } from './contract/settings.js';
import { ADMIN_LOG_EVENT_TYPES } from './domain.js';

const SERVER = join(import.meta.dirname, '..', 'server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text between the bracket at `open` and its partner (strings and templates skipped over). */
function balanced(src: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      i++;
      while (i < src.length && src[i] !== c) i += src[i] === '\\' ? 2 : 1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return src.slice(open + 1, i);
    }
  }
  throw new Error(`unbalanced at ${open}`);
}

/** Splits at the commas outside brackets and strings. */
function topLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "'" || c === '"' || c === '`') {
      i++;
      while (i < body.length && body[i] !== c) i += body[i] === '\\' ? 2 : 1;
    } else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The keys of an object literal's body; a spread cannot be read and fails the test. */
function literalKeys(body: string, where: string): string[] {
  return topLevel(body).map((entry) => {
    if (entry.startsWith('...')) throw new Error(`${where}: a spread in admin log details cannot be checked`);
    const key = /^['"]?([A-Za-z_$][\w$]*)['"]?\s*(:|$)/.exec(entry)?.[1];
    if (!key) throw new Error(`${where}: cannot read the detail "${entry}"`);
    return key;
  });
}

/** Every detail key each writer of admin log rows uses, read from the server's source. */
function writerKeys(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const src = readFileSync(file, 'utf8');
    const add = (keys: string[]) => found.set(file, [...(found.get(file) ?? []), ...keys]);
    for (const call of src.matchAll(/writeAdminLog\(/g)) {
      if (/function\s+$/.test(src.slice(0, call.index))) continue; // its own definition
      const args = topLevel(balanced(src, call.index + call[0].length - 1));
      const details = args[2];
      if (details?.startsWith('{')) add(literalKeys(balanced(details, 0), file));
      else {
        const fn = /^([A-Za-z_$][\w$]*)\(/.exec(details ?? '')?.[1];
        const def = fn && new RegExp(`function ${fn}\\(`).exec(src);
        const ret = def && /return\s*\{/.exec(src.slice(def.index));
        if (!def || !ret) throw new Error(`${file}: cannot read the details "${details}"`);
        const at = def.index + ret.index + ret[0].length - 1;
        add(literalKeys(balanced(src, at), file));
      }
    }
    if (/\.(insert|update)\(adminLogs\)/.test(src)) {
      for (const m of src.matchAll(/eventDetails:\s*\{/g))
        add(literalKeys(balanced(src, m.index + m[0].length - 1), file));
      for (const m of src.matchAll(/JSON\.stringify\(\{/g))
        add(literalKeys(balanced(src, m.index + m[0].length - 1), file));
    }
  }
  return found;
}

describe('admin log wording', () => {
  it('has a Turkish label for every detail key any writer of the admin log uses', () => {
    const keys = writerKeys();
    expect(keys.size).toBeGreaterThanOrEqual(15); // the writers were found
    const missing = [...keys].flatMap(([file, ks]) =>
      ks.filter((k) => !(k in ADMIN_LOG_DETAILS)).map((k) => `${k} (${file})`),
    );
    expect(missing).toEqual([]);
    for (const spec of Object.values(ADMIN_LOG_DETAILS)) expect(spec.label).toMatch(/^[^a-z]\S*/u);
  });

  it('names every subject in Turkish', () => {
    for (const type of ADMIN_LOG_EVENT_TYPES) expect(ADMIN_LOG_EVENT_LABELS[type]).toBeTruthy();
  });

  it('shows users and leagues by name, a deleted user as such, and no raw values or ids', () => {
    const details = {
      offerId: 'o-1',
      leagueId: 'l-1',
      offererId: 'u-1',
      opponentId: 'u-gone',
      source: 'wizard',
      mailId: 'm-1',
      mail: 'sent',
    };
    expect(adminLogRefs('MatchOffer', details)).toEqual({ userIds: ['u-1', 'u-gone'], leagueIds: ['l-1'] });
    const lines = adminLogLines('MatchOffer', details, {
      users: { 'u-1': 'Ayşe Kaya' },
      leagues: { 'l-1': 'Yaz Ligi' },
    });
    expect(lines).toEqual([
      { label: 'Lig', value: 'Yaz Ligi' },
      { label: 'Teklif eden', value: 'Ayşe Kaya' },
      { label: 'Rakip', value: DELETED_USER },
      { label: 'Gönderildiği yer', value: 'Maç teklif sihirbazı' },
      { label: 'E-posta durumu', value: 'Gönderildi' },
    ]);
    expect(adminLogSummary(lines)).toBe('Lig: Yaz Ligi · Teklif eden: Ayşe Kaya · Rakip: Silinmiş kullanıcı');
  });

  it('reads a match time typed in a form as Istanbul time, and a stored instant as the instant it is', () => {
    const none = { users: {}, leagues: {} };
    const typed = adminLogLines('MatchAdded', { matchDate: '2026-11-22T10:00' }, none);
    expect(typed).toContainEqual({ label: 'Maç tarihi', value: '22 Kas 2026 10:00' });
    const stored = adminLogLines('MatchAdded', { matchDate: '2026-11-22T07:00:00.000Z' }, none);
    expect(stored).toContainEqual({ label: 'Maç tarihi', value: '22 Kas 2026 10:00' });
  });

  it('words results, roles and settings in Turkish', () => {
    const none = { users: {}, leagues: {} };
    const result = adminLogLines('MatchResult', { how: 'confirmed', score: '6-4 6-3' }, none);
    expect(result).toContainEqual({ label: 'Sonuçlanma', value: 'Rakip onayladı' });
    const corrected = adminLogLines(
      'MatchResult',
      {
        how: 'correction',
        previousWinner: 'Cem Taş',
        score: '3-6 4-6',
        previousScore: '6-3 6-4',
        winner: 'Kaan Işıklı',
      },
      none,
    );
    expect(corrected).toEqual([
      { label: 'Skor', value: '3-6 4-6' },
      { label: 'Kazanan', value: 'Kaan Işıklı' },
      { label: 'Önceki skor', value: '6-3 6-4' },
      { label: 'Önceki kazanan', value: 'Cem Taş' },
      { label: 'Sonuçlanma', value: 'Yetkili düzeltti' },
    ]);
    const role = adminLogLines('RoleChanged', { from: 'Oyuncu', to: 'Admin' }, none);
    expect(role).toEqual([
      { label: 'Önceki rol', value: 'Oyuncu' },
      { label: 'Yeni rol', value: 'Yönetici' },
    ]);
    const settings = adminLogLines(
      'SettingsUpdated',
      { after: { loginTimeout: 30, matchCompletionDeadline: 7 } },
      none,
    );
    expect(settings[0].value).toBe('Oturum zaman aşımı 30 dakika, Maç tamamlama süresi 7 gün');
    // Every setting /settings saves is named, not shown as a bare 'Evet' or number.
    const saved = adminLogLines(
      'SettingsUpdated',
      { before: { loginTimeout: 30, matchCompletionDeadline: 7, emailVerification: true } },
      none,
    );
    expect(saved[0].value).toBe(
      'Oturum zaman aşımı 30 dakika, Maç tamamlama süresi 7 gün, Yeni hesapların e-posta doğrulaması açık',
    );
    for (const key of Object.keys(ZSettingsResponse.shape)) {
      const [line] = adminLogLines('SettingsUpdated', { after: { [key]: false } }, none);
      expect(line.value, key).not.toBe('Hayır');
    }
    const league = adminLogLines('LeagueDeleted', { leagueId: 'l-9', name: 'Kış Ligi', by: 'u-1' }, none);
    expect(league).toEqual([
      { label: 'Lig', value: 'Kış Ligi' },
      { label: 'İşlemi yapan', value: DELETED_USER },
    ]);
    const failed = adminLogLines('MailFailed', { to: ['a@b.c'], lastError: 'x' }, none);
    expect(failed[0]).toEqual({ label: 'Alıcılar', value: 'a@b.c' });
  });

  it('says why a mail failed in Turkish, not in the mail server’s English', () => {
    const none = { users: {}, leagues: {} };
    const failed = adminLogLines(
      'MailFailed',
      { to: ['a@b.c'], subject: 'Maç Teklifi', lastError: 'connect ECONNREFUSED 127.0.0.1:587' },
      none,
    );
    expect(failed).toContainEqual({
      label: 'Hata',
      value:
        'E-posta sunucusu bağlantıyı kabul etmedi; SMTP adresini ve sunucunun çalıştığını kontrol ediniz.',
    });
    const offer = adminLogLines('MatchOffer', { mail: 'failed: Greeting never received' }, none);
    expect(offer).toEqual([
      { label: 'E-posta durumu', value: 'Gönderilemedi: E-posta sunucusu zamanında yanıt vermedi.' },
    ]);
    const error = adminLogLines('MatchOfferError', { error: 'Connection terminated unexpectedly' }, none);
    expect(error).toEqual([
      { label: 'Hata', value: 'Beklenmeyen bir sunucu hatası; ayrıntısı sunucu kayıtlarındadır.' },
    ]);
  });
});

describe('admin log sentences', () => {
  const names = { users: { u1: 'Oğuz Şimşek' }, leagues: { l1: 'Kış Ligi' } };
  const sentence = (type: string, details: Record<string, unknown>) =>
    adminLogSummary(adminLogLines(type, details, names), adminLogSentence(type, details, names));

  it('says who decided an application, in which league, as a sentence', () => {
    expect(
      sentence('ApplicationApproved', { name: 'Kaan Işıklı', leagueName: 'Kış Ligi', rank: 1, by: 'u1' }),
    ).toBe('Kaan Işıklı Kış Ligine kabul edildi (1. sıra). Onaylayan: Oğuz Şimşek.');
    expect(sentence('ApplicationRejected', { name: 'Faruk Öztürk', leagueName: 'Bahar', by: 'u1' })).toBe(
      'Faruk Öztürk adlı oyuncunun Bahar ligine başvurusu reddedildi. Reddeden: Oğuz Şimşek.',
    );
    // The reason the player was given reads in the sentence too.
    expect(
      sentence('ApplicationRejected', {
        name: 'Faruk Öztürk',
        leagueName: 'Bahar',
        rejectReason: 'Lig kontenjanı doldu',
        by: 'u1',
      }),
    ).toBe(
      'Faruk Öztürk adlı oyuncunun Bahar ligine başvurusu reddedildi. Gerekçe: “Lig kontenjanı doldu”. Reddeden: Oğuz Şimşek.',
    );
    expect(sentence('ModeratorAdded', { name: 'Ada Kaya', leagueName: 'Kış Ligi', by: 'gone' })).toBe(
      `Ada Kaya Kış Ligi için moderatör olarak atandı. Atayan: ${DELETED_USER}.`,
    );
  });

  it('names the match, its outcome and the staff member who settled it', () => {
    // A staff cancellation has a subject of its own, not 'Maç sonucu'.
    expect(adminLogEventLabel('MatchCancelledByStaff')).toBe('Maç iptal edildi (yetkili)');
    expect(
      sentence('MatchCancelledByStaff', {
        leagueId: 'l1',
        player1: 'Cem Taş',
        player2: 'Kaan Işıklı',
        cancelledBy: 'u1',
        noShow: 'Kaan Işıklı',
        how: 'cancellation',
      }),
    ).toBe(
      'Kış Ligindeki Cem Taş – Kaan Işıklı maçı iptal edildi; gelmeyen oyuncu: Kaan Işıklı. İptal eden: Oğuz Şimşek.',
    );
    expect(
      sentence('MatchResult', {
        leagueId: 'l1',
        player1: 'Cem Taş',
        player2: 'Kaan Işıklı',
        score: '6-3 6-4',
        winner: 'Cem Taş',
        how: 'staff',
        by: 'u1',
      }),
    ).toBe(
      'Kış Ligindeki Cem Taş – Kaan Işıklı maçı sonuçlandı: 6-3 6-4, kazanan Cem Taş. Yetkili kararıyla kesinleşti (Oğuz Şimşek).',
    );
    const correction = {
      leagueId: 'l1',
      player1: 'Cem Taş',
      player2: 'Kaan Işıklı',
      score: '3-6 4-6',
      winner: 'Kaan Işıklı',
      how: 'correction',
      by: 'u1',
    };
    expect(
      sentence('MatchResult', { ...correction, previousScore: '6-3 6-4', previousWinner: 'Cem Taş' }),
    ).toBe(
      'Kış Ligindeki Cem Taş – Kaan Işıklı maçının sonucu düzeltildi: 3-6 4-6, kazanan Kaan Işıklı (önceki sonuç: 6-3 6-4, kazanan Cem Taş). Düzelten: Oğuz Şimşek.',
    );
    // A correction logged before the replaced result was kept still reads whole.
    expect(sentence('MatchResult', correction)).toBe(
      'Kış Ligindeki Cem Taş – Kaan Işıklı maçının sonucu düzeltildi: 3-6 4-6, kazanan Kaan Işıklı. Düzelten: Oğuz Şimşek.',
    );
    expect(
      sentence('MatchDisputed', {
        leagueId: 'l1',
        player1: 'Cem Taş',
        player2: 'Kaan Işıklı',
        score: '6-3 6-4',
        disputedBy: 'Kaan Işıklı',
      }),
    ).toBe(
      'Kaan Işıklı, Kış Ligindeki Cem Taş – Kaan Işıklı maçı için girilen sonuca itiraz etti (6-3 6-4).',
    );
    // A disputed match staff cancelled names the score that was disputed.
    expect(
      sentence('MatchCancelledByStaff', {
        leagueId: 'l1',
        player1: 'Cem Taş',
        player2: 'Kaan Işıklı',
        cancelledBy: 'u1',
        noShow: null,
        disputedScore: '6-3 6-4',
        how: 'cancellation',
      }),
    ).toBe(
      'Kış Ligindeki Cem Taş – Kaan Işıklı maçı iptal edildi (itiraz edilen skor: 6-3 6-4); gelmeyen oyuncu belirtilmedi. İptal eden: Oğuz Şimşek.',
    );
    // An older entry without the players still reads as a sentence.
    expect(
      sentence('MatchCancelledByStaff', {
        leagueId: 'l1',
        cancelledBy: 'u1',
        noShow: null,
        how: 'cancellation',
      }),
    ).toBe('Kış Ligindeki bir maç iptal edildi; gelmeyen oyuncu belirtilmedi. İptal eden: Oğuz Şimşek.');
  });

  it('says which season closed and how the next one starts', () => {
    expect(
      sentence('SeasonClosed', {
        leagueName: 'Kış Ligi',
        seasonName: 'Güz',
        resetRule: 'alphabetical',
        by: 'u1',
      }),
    ).toBe(
      'Kış Liginde “Güz” sezonu kapatıldı ve yeni sezon başladı (sıralama soyadına göre sıfırlandı). Kapatan: Oğuz Şimşek.',
    );
    expect(
      sentence('SeasonClosed', {
        leagueId: 'l1',
        leagueName: 'Kış Ligi',
        seasonName: '2026 Sezonu',
        resetRule: 'keep',
        by: 'u1',
      }),
    ).toBe(
      'Kış Liginde “2026 Sezonu” kapatıldı ve yeni sezon başladı (son sıralamayla devam). Kapatan: Oğuz Şimşek.',
    );
  });

  it('says how staff changed a ladder and who deleted an account', () => {
    expect(
      sentence('LadderReordered', {
        leagueId: 'l1',
        userId: 'u2',
        previousRank: 4,
        rank: 1,
        movedPlayers: 4,
        by: 'u1',
      }),
    ).toBe(
      `Kış Liginde: ${DELETED_USER} 4. sıradan 1. sıraya taşındı (4 oyuncunun sırası değişti). Düzenleyen: Oğuz Şimşek.`,
    );
    expect(sentence('LadderPlayerAdded', { leagueId: 'l1', userId: 'u1', rank: 5, by: 'u1' })).toBe(
      'Oğuz Şimşek, Kış Ligindeki sıralamaya eklendi (5. sıra). Ekleyen: Oğuz Şimşek.',
    );
    expect(sentence('LadderPlayerRemoved', { leagueId: 'l1', userId: 'u1', previousRank: 2, by: 'u1' })).toBe(
      'Oğuz Şimşek, Kış Ligindeki sıralamadan çıkarıldı (2. sıradaydı). Çıkaran: Oğuz Şimşek.',
    );
    expect(
      sentence('UserDeleted', {
        userId: 'x',
        name: 'Emre Güneş',
        leagues: ['l1'],
        cancelledOffers: [],
        by: 'u1',
      }),
    ).toBe('Emre Güneş adlı kullanıcının hesabı silindi. Çıktığı ligler: Kış Ligi. Silen: Oğuz Şimşek.');
    expect(
      sentence('UserDeleted', {
        userId: 'x',
        leagues: ['l1'],
        cancelledOffers: [],
        note: 'Oyuncu kendi hesabını sildi (KVKK); kişisel bilgileri silindi.',
        by: 'x',
      }),
    ).toBe('Oyuncu kendi hesabını sildi (KVKK); kişisel bilgileri silindi. Çıktığı ligler: Kış Ligi.');
    expect(
      sentence('SignInLockCleared', { userId: 'u1', lockedUntil: '2026-11-24T08:15:00.000Z', by: 'u1' }),
    ).toBe(
      'Oğuz Şimşek adlı kullanıcının giriş kilidi kaldırıldı (kendiliğinden kalkacağı zaman: 24 Kas 2026 11:15). Kaldıran: Oğuz Şimşek.',
    );
    expect(adminLogEventLabel('SignInLockCleared')).toBe('Giriş kilidi kaldırıldı');
  });

  it('says whose role changed, which league changed and which match staff added', () => {
    expect(
      sentence('RoleChanged', { userId: 'u1', email: 'x@y.z', from: 'Oyuncu', to: 'Admin', by: 'u1' }),
    ).toBe('Oğuz Şimşek adlı kullanıcının rolü Oyuncu iken Yönetici oldu. Değiştiren: Oğuz Şimşek.');
    expect(
      sentence('LeagueUpdated', { leagueId: 'l1', name: 'Kış Ligi', previousName: 'Kış', by: 'u1' }),
    ).toBe('Lig ayarları kaydedildi. Lig adı: Kış → Kış Ligi. Değiştiren: Oğuz Şimşek.');
    expect(sentence('LeagueDeleted', { leagueId: 'gone', name: 'Bahar', by: 'u1' })).toBe(
      'Bahar ligi silindi. Silen: Oğuz Şimşek.',
    );
    expect(
      sentence('MatchAdded', {
        leagueId: 'l1',
        player1Id: 'u1',
        player2Id: 'gone',
        matchDate: '2026-11-22T07:00:00.000Z',
        status: 'planlanmış',
        by: 'u1',
      }),
    ).toMatch(
      new RegExp(
        `^Kış Liginde Oğuz Şimşek – ${DELETED_USER} maçı eklendi \\(planlanmış, 22 Kas 2026 10:00\\)\\. Ekleyen: Oğuz Şimşek\\.$`,
      ),
    );
  });

  it('says who mailed whom and who published, edited or deleted an announcement', () => {
    const mail = { recipients: 12, subject: 'Yağmur nedeniyle kortlar kapalı', by: 'u1' };
    expect(sentence('AdminMailSent', { ...mail, leagueId: 'l1', leagueName: 'Kış Ligi' })).toBe(
      'Oğuz Şimşek, Kış Ligi oyuncularına e-posta gönderdi (12 kişi): “Yağmur nedeniyle kortlar kapalı”.',
    );
    // A deleted league is still named by the name the entry kept; suffixes follow the name.
    expect(sentence('AdminMailSent', { ...mail, leagueId: 'gone', leagueName: 'Bahar' })).toBe(
      'Oğuz Şimşek, Bahar ligi oyuncularına e-posta gönderdi (12 kişi): “Yağmur nedeniyle kortlar kapalı”.',
    );
    expect(sentence('AdminMailSent', { ...mail, leagueName: 'Süper Lig' })).toMatch(
      /^Oğuz Şimşek, Süper Lig oyuncularına /,
    );
    const one = { recipients: 1, subject: 'Maçınız', by: 'u1' };
    expect(sentence('AdminMailSent', { ...one, userId: 'u1' })).toBe(
      'Oğuz Şimşek, Oğuz Şimşek adlı kullanıcıya e-posta gönderdi: “Maçınız”.',
    );
    expect(sentence('AdminMailSent', { ...one, userId: 'gone' })).toBe(
      'Oğuz Şimşek, silinmiş bir kullanıcıya e-posta gönderdi: “Maçınız”.',
    );
    expect(sentence('AdminMailSent', { ...one, email: 'ada@example.com', by: 'gone' })).toBe(
      `${DELETED_USER}, ada@example.com adresine e-posta gönderdi: “Maçınız”.`,
    );
    expect(sentence('AdminMailSent', { recipients: 3, subject: 'Liste' })).toBe(
      'Bir yönetici, 3 alıcıya e-posta gönderdi: “Liste”.',
    );
    expect(
      adminLogLines('AdminMailSent', { userId: 'u1', recipients: 1, subject: 'Maçınız', by: 'u1' }, names),
    ).toEqual([
      { label: 'Alıcı', value: 'Oğuz Şimşek' },
      { label: 'E-posta konusu', value: 'Maçınız' },
      { label: 'Alıcı sayısı', value: '1' },
      { label: 'Gönderen', value: 'Oğuz Şimşek' },
    ]);
    const announcement = { announcementId: 'a1', title: 'Yeni sezon', by: 'u1' };
    expect(sentence('AnnouncementCreated', announcement)).toBe(
      'Oğuz Şimşek “Yeni sezon” duyurusunu yayımladı.',
    );
    expect(sentence('AnnouncementUpdated', announcement)).toBe(
      'Oğuz Şimşek “Yeni sezon” duyurusunu düzenledi.',
    );
    expect(sentence('AnnouncementUpdated', { ...announcement, previousTitle: 'Sezon' })).toBe(
      'Oğuz Şimşek “Sezon” duyurusunu düzenledi; yeni başlığı “Yeni sezon”.',
    );
    expect(sentence('AnnouncementDeleted', { ...announcement, by: 'gone' })).toBe(
      `${DELETED_USER} “Yeni sezon” duyurusunu sildi.`,
    );
    expect(adminLogLines('AnnouncementDeleted', announcement, names)).toEqual([
      { label: 'Duyuru başlığı', value: 'Yeni sezon' },
      { label: 'İşlemi yapan', value: 'Oğuz Şimşek' },
    ]);
  });

  it('keeps the label lines for entries without a sentence', () => {
    expect(sentence('ProfileCreation', { name: 'Ada Kaya', email: 'ada@example.com' })).toBe(
      'Ad Soyad: Ada Kaya · E-posta: ada@example.com',
    );
  });
});
