import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashEmailChangeToken } from '../../src/server/auth/email-change-token.js';
import {
  accounts,
  adminLogs,
  mailOutbox,
  matches,
  matchOffers,
  matchRequests,
  notifications,
  rankHistory,
  seasonStandings,
  seasons,
  sessions,
  users,
  verifications,
} from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { DEFAULT_PRIVACY_NOTICE, DELETED_PLAYER_NAME } from '../../src/shared/privacy-notice.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { createMatch } from '../support/admin-factories.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, DEFAULT_PASSWORD, sessionCookie } from '../support/factories.js';
import { ladderRanks } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

const m = messages.privacy;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anon = () => clientFor(t);
const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const ranksOf = (leagueId: string) => ladderRanks(t.db, leagueId);

describe('the information text (Aydınlatma Metni)', () => {
  it('is public, version 1 with the built-in text before any save', async () => {
    const res = await anon().get('/api/privacy-notice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 1, text: DEFAULT_PRIVACY_NOTICE, updatedAt: null });
    expect(DEFAULT_PRIVACY_NOTICE).toContain('11. maddesi');
    expect(DEFAULT_PRIVACY_NOTICE).toContain('Verilerimi indir');
  });

  it('sign-up records the accepted version; a stale or missing one is refused and nothing is written', async () => {
    const missing = await anon().post('/api/auth/register', {
      email: 'kvkk-yok@raket.test',
      password: 'Kort-parola-7',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe(m.mustAccept);
    const stale = await anon().post('/api/auth/register', {
      email: 'kvkk-eski@raket.test',
      password: 'Kort-parola-7',
      privacyNoticeVersion: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(m.changed);
    const gone = await t.db.select().from(users).where(eq(users.email, 'kvkk-eski@raket.test'));
    expect(gone).toHaveLength(0);

    const ok = await anon().post('/api/auth/register', {
      email: 'kvkk-kabul@raket.test',
      password: 'Kort-parola-7',
      privacyNoticeVersion: 1,
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kvkk-kabul@raket.test'));
    expect(row.privacyNoticeVersion).toBe(1);
    expect(row.privacyNoticeAcceptedAt).toBeInstanceOf(Date);
  });

  it('only a Super Admin saves it; a changed text raises the version, the same text does not', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    expect((await admin.client.put('/api/settings/privacy-notice', { text: 'Yeni metin' })).statusCode).toBe(
      403,
    );
    const empty = await superAdmin.client.put('/api/settings/privacy-notice', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(m.textRequired);

    const saved = await superAdmin.client.put('/api/settings/privacy-notice', {
      text: 'Kulübümüzün metni.\nİkinci satır.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, text: 'Kulübümüzün metni.\nİkinci satır.' });
    const again = await superAdmin.client.put('/api/settings/privacy-notice', {
      text: 'Kulübümüzün metni.\nİkinci satır.',
    });
    expect(again.json().version).toBe(2);
    expect((await anon().get('/api/privacy-notice')).json()).toMatchObject({ version: 2 });
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'SettingsUpdated'));
    expect(logs.map((l) => (l.eventDetails as { note?: string }).note)).toContain(m.logNote(2));

    // Two saves at once: two versions, never one number twice.
    const both = await Promise.all([
      superAdmin.client.put('/api/settings/privacy-notice', { text: 'Metin A' }),
      superAdmin.client.put('/api/settings/privacy-notice', { text: 'Metin B' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().version).sort()).toEqual([3, 4]);

    // Sign-up now needs the new version.
    const old = await anon().post('/api/auth/register', {
      email: 'kvkk-sonra@raket.test',
      password: 'Kort-parola-7',
      privacyNoticeVersion: 1,
    });
    expect(old.statusCode).toBe(409);
  });
});

describe('downloading my data', () => {
  it('is an attachment with my own data, and nobody else’s e-mail, phone or birth date', async () => {
    const { league, players } = await createLadder(
      t.db,
      3,
      {},
      { phone: '05329998877', birthdate: '1985-02-03' },
    );
    const [rival, me, other] = players;
    await t.db
      .update(users)
      .set({ phone: '05441112233', birthdate: '1977-07-07' })
      .where(eq(users.id, me.id));
    await createOfferRow(t.db, league.id, me.id, rival.id, { opponentName: rival.name });
    const match = await createMatch(t.db, me.id, other.id, {
      leagueId: league.id,
      status: 'oynanmış',
      score: '6-4 6-4',
    });
    await t.db
      .update(matches)
      .set({
        sets: [
          { p1: 6, p2: 4 },
          { p1: 7, p2: 6, tieBreak: { p1: 7, p2: 3 } },
        ],
        winnerId: me.id,
        resultState: 'confirmed',
      })
      .where(eq(matches.id, match.id));
    await t.db.insert(matchRequests).values({
      matchId: match.id,
      requestedBy: me.id,
      kind: 'slots',
      slots: [{ at: '2030-03-01T15:00:00.000Z', place: 'Kort 2' }],
      status: 'replaced',
    });
    await t.db
      .insert(rankHistory)
      .values({ leagueId: league.id, userId: me.id, oldRank: 3, newRank: 2, cause: 'match_result' });
    await createExcuseRow(t.db, me.id, '2030-01-01', '2030-01-10', 'Tatil');
    await t.db.insert(notifications).values({ userId: me.id, subject: 'Deneme', message: 'Bildirim metni' });
    const [season] = await t.db
      .insert(seasons)
      .values({
        leagueId: league.id,
        name: '2025 Sezonu',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        resetRule: 'keep',
        playerCount: 3,
      })
      .returning();
    await t.db.insert(seasonStandings).values([
      { seasonId: season.id, userId: me.id, rank: 1 },
      { seasonId: season.id, userId: rival.id, rank: 2 },
    ]);
    // The rank change belongs to the closed season; the offer and the match to the current one.
    await t.db.update(rankHistory).set({ seasonId: season.id }).where(eq(rankHistory.userId, me.id));

    // An e-mail change asked for and not yet confirmed, and an older link that has expired.
    await t.db.insert(verifications).values([
      {
        id: crypto.randomUUID(),
        identifier: hashEmailChangeToken('bekleyen'),
        value: `${me.id} yeni-adres@raket.test`,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      {
        id: crypto.randomUUID(),
        identifier: hashEmailChangeToken('eskimis'),
        value: `${me.id} eski-istek@raket.test`,
        expiresAt: new Date(Date.now() - 3_600_000),
      },
    ]);

    const res = await (await as(me.id)).get('/api/account/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="raket-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toContain('application/json');
    const data = res.json();
    expect(data.Profil).toMatchObject({
      'E-posta': me.email,
      Telefon: '05441112233',
      'Doğum tarihi': '7 Tem 1977',
      'E-posta doğrulandı': 'Evet',
      Cinsiyet: 'Erkek',
      Rol: 'Oyuncu',
      'Onay bekleyen yeni e-posta adresi': {
        Adres: 'yeni-adres@raket.test',
        'Bağlantının son geçerlilik zamanı': expect.stringMatching(/^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/),
      },
    });
    expect(res.body).not.toContain('eski-istek@raket.test');
    expect(data['Sıralamasında olduğunuz ligler']).toEqual([
      expect.objectContaining({ Lig: league.name, Sıra: 2, Durum: 'Sıralamada' }),
    ]);
    expect(data['Maç teklifleri']).toEqual([
      expect.objectContaining({
        Sezon: 'Şu anki sezon',
        Kimden: 'Siz',
        Kime: rival.name,
        Durum: 'Yanıt bekliyor',
      }),
    ]);
    expect(data.Maçlar).toEqual([
      expect.objectContaining({
        Sezon: 'Şu anki sezon',
        Rakip: other.name,
        Sonuç: 'Kazandınız',
        Skor: '6-4 6-4',
        Durum: 'Oynanmış',
        'Sonucun durumu': 'Onaylandı',
        'Bitiş şekli': 'Normal',
        Setler: [
          { 'Sizin oyunlarınız': 6, 'Rakibin oyunları': 4 },
          {
            'Sizin oyunlarınız': 7,
            'Rakibin oyunları': 6,
            'Tie-break': { 'Sizin sayılarınız': 7, 'Rakibin sayıları': 3 },
          },
        ],
        // Each request under its match, its times on Istanbul's clock.
        'Maçla ilgili istekleriniz': [
          expect.objectContaining({
            Tür: 'Zaman önerisi',
            Durum: 'Yeni öneriyle değiştirildi',
            'Önerilen zamanlar': [{ Zaman: '1 Mar 2030 18:00', Yer: 'Kort 2' }],
          }),
        ],
      }),
    ]);
    expect(data['Sıra geçmişi']).toEqual([
      expect.objectContaining({
        Sezon: '2025 Sezonu',
        'Önceki sıra': 3,
        'Yeni sıra': 2,
        Neden: 'Maç sonucu',
      }),
    ]);
    expect(data.Mazeretler).toEqual([
      expect.objectContaining({ Tür: 'Tatil', Başlangıç: '1 Oca 2030', Bitiş: '10 Oca 2030' }),
    ]);
    expect(data.Bildirimler).toEqual([expect.objectContaining({ Konu: 'Deneme', Durum: 'Okunmadı' })]);
    expect(data['Geçmiş sezonlar']).toEqual([
      {
        Lig: league.name,
        Sezon: '2025 Sezonu',
        Başlangıç: '1 Oca 2025',
        Bitiş: '31 Ara 2025',
        'Son sıranız': 1,
      },
    ]);
    for (const key of [
      'Lig başvurularınız',
      'Sıra geçmişi',
      'Bildirim tercihleri',
      'Aydınlatma Metni',
      'Oturumlar',
      'Anlık bildirim alan cihazlar',
      'Moderatörü olduğunuz ligler',
    ])
      expect(data).toHaveProperty([key]);
    expect(data['Dosyanın oluşturulma zamanı']).toMatch(/^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/);
    // Read by a person: no English key and no stored English value anywhere in the file.
    const keys: string[] = [];
    const values: string[] = [];
    (function walk(node: unknown) {
      if (Array.isArray(node)) for (const v of node) walk(v);
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          keys.push(k);
          walk(v);
        }
      else if (typeof node === 'string') values.push(node);
    })(data);
    const english = /^[a-z]+[A-Z]\w*$|^(id|email|status|league|rank|type|at|kind|phone|name)$/;
    expect(keys.filter((k) => english.test(k))).toEqual([]);
    const enumValues = ['pending', 'accepted', 'unread', 'read', 'male', 'female', 'added', 'normal', 'none'];
    expect(values.filter((v) => enumValues.includes(v))).toEqual([]);
    expect(values.filter((v) => /^\d{4}-\d{2}-\d{2}(T|$)/.test(v))).toEqual([]);
    // No internal ids but the account's own.
    const ids = values.filter((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(v) || /^[A-Za-z0-9]{32}$/.test(v));
    expect(ids.filter((v) => v !== me.id)).toEqual([]);

    const text = res.body;
    for (const p of [rival, other]) {
      expect(text).not.toContain(p.email);
      expect(text).not.toContain(p.id);
    }
    expect(text).not.toContain('05329998877');
    expect(text).not.toContain('1985-02-03');
  });

  it("gives a dispute's reason to the player who wrote it, not to the one who reported the score", async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [reporter, disputer] = players;
    const match = await createMatch(t.db, reporter.id, disputer.id, {
      leagueId: league.id,
      score: '6-4 6-4',
    });
    await t.db
      .update(matches)
      .set({
        resultState: 'disputed',
        reportedBy: reporter.id,
        reportedAt: new Date(),
        disputeReason: 'Maç hiç oynanmadı, kortta kimse yoktu.',
      })
      .where(eq(matches.id, match.id));
    const reasonIn = async (userId: string) => {
      const res = await (await as(userId)).get('/api/account/data');
      expect(res.statusCode).toBe(200);
      return res.json().Maçlar.map((x: Record<string, unknown>) => x['İtiraz gerekçesi']);
    };
    expect(await reasonIn(disputer.id)).toEqual(['Maç hiç oynanmadı, kortta kimse yoktu.']);
    expect(await reasonIn(reporter.id)).toEqual([null]);
  });

  it('says who won only once the result is final: a reported or disputed score is what was reported, not a result', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [reporter, other] = players;
    const set = (id: string, values: Partial<typeof matches.$inferInsert>) =>
      t.db.update(matches).set(values).where(eq(matches.id, id));
    const disputed = await createMatch(t.db, reporter.id, other.id, {
      leagueId: league.id,
      score: '6-4 6-4',
    });
    await set(disputed.id, {
      resultState: 'disputed',
      reportedBy: reporter.id,
      reportedAt: new Date(),
      winnerId: reporter.id,
      createdAt: new Date(Date.now() - 3_000),
    });
    const waiting = await createMatch(t.db, reporter.id, other.id, { leagueId: league.id, score: '6-1 6-1' });
    await set(waiting.id, {
      resultState: 'reported',
      reportedBy: reporter.id,
      reportedAt: new Date(),
      winnerId: reporter.id,
      createdAt: new Date(Date.now() - 2_000),
    });
    // Unanswered for three days: the 48-hour clock has confirmed it, as every list shows.
    const clockConfirmed = await createMatch(t.db, reporter.id, other.id, {
      leagueId: league.id,
      score: '6-2 6-2',
    });
    await set(clockConfirmed.id, {
      resultState: 'reported',
      reportedBy: reporter.id,
      reportedAt: new Date(Date.now() - 72 * 3_600_000),
      winnerId: reporter.id,
      createdAt: new Date(Date.now() - 1_000),
    });
    const played = await createMatch(t.db, reporter.id, other.id, { leagueId: league.id, score: '6-3 6-3' });
    await set(played.id, { status: 'oynanmış', resultState: 'confirmed', winnerId: other.id });
    const results = async (userId: string) => {
      const res = await (await as(userId)).get('/api/account/data');
      expect(res.statusCode).toBe(200);
      return res.json().Maçlar.map((x: Record<string, unknown>) => [
        x.Sonuç,
        // The other player is named as in 'Rakip'.
        x['Bildirilen kazanan'] !== null && x['Bildirilen kazanan'] === x.Rakip
          ? 'Rakip'
          : x['Bildirilen kazanan'],
        x['Sonucun durumu'],
      ]);
    };
    expect(await results(other.id)).toEqual([
      [null, 'Rakip', 'İtiraz edildi'],
      [null, 'Rakip', 'Onay bekliyor'],
      ['Kaybettiniz', null, 'Onaylandı'],
      ['Kazandınız', null, 'Onaylandı'],
    ]);
    expect((await results(reporter.id)).slice(0, 2)).toEqual([
      [null, 'Siz', 'İtiraz edildi'],
      [null, 'Siz', 'Onay bekliyor'],
    ]);
  });

  it('needs a signed-in player', async () => {
    expect((await anon().get('/api/account/data')).statusCode).toBe(401);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { user, client } = await signedInUser(t);
    const res = await client.post('/api/account/delete', { password: 'yanlis-parola' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.wrongPassword);
    // Still signed in: the browser keeps what it has.
    expect(res.headers['clear-site-data']).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(user.email);
  });

  it('nobody takes the address an erased account is given beforehand, so deleting never meets it', async () => {
    // An app of its own: the deletion's admin log entry stays out of the other tests' way.
    const t2 = await createTestApp();
    try {
      const { user, client } = await signedInUser(t2);
      const erasedAddress = `silinmis-${user.id}@silinmis.invalid`;
      const registered = await clientFor(t2).post('/api/auth/register', {
        email: erasedAddress,
        password: 'Kort-parola-7',
        privacyNoticeVersion: 1,
      });
      expect(registered.statusCode).toBe(400);
      expect(errorOf(registered).message).toBe(messages.auth.invalidEmail);
      const other = await signedInUser(t2);
      const changed = await other.client.post('/api/account/email', {
        email: erasedAddress.toUpperCase(),
        currentPassword: DEFAULT_PASSWORD,
      });
      expect(changed.statusCode).toBe(400);
      expect(await t2.db.select().from(users).where(eq(users.email, erasedAddress))).toEqual([]);

      expect((await client.post('/api/account/delete', { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
      const [row] = await t2.db.select().from(users).where(eq(users.id, user.id));
      expect(row.email).toBe(erasedAddress);
    } finally {
      await t2.close();
    }
  });

  it('the last Super Admin cannot delete themself', async () => {
    const t2 = await createTestApp();
    try {
      const superAdmin = await createUser(t2.db, { role: 'Super Admin' });
      const client = clientFor(t2, await sessionCookie(t2.db, superAdmin.id, TEST_SECRET));
      const res = await client.post('/api/account/delete', { password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe(m.lastSuperAdmin);
      // With a second Super Admin, they may.
      await createUser(t2.db, { role: 'Super Admin' });
      expect((await client.post('/api/account/delete', { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('closes up the ladders, cancels offers with notice, ends sessions and erases the person; results stay', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [top, me, below, last] = players;
    const offer = await createOfferRow(t.db, league.id, below.id, me.id, { opponentName: me.name });
    const played = await createMatch(t.db, top.id, me.id, {
      leagueId: league.id,
      status: 'oynanmış',
      score: '6-3 6-2',
    });
    const client = await as(me.id);

    const res = await client.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.deleted);
    // The browser drops its copies of the deleted account's answers.
    expect(res.headers['clear-site-data']).toBe('"cache"');

    expect(await ranksOf(league.id)).toEqual([
      { userId: top.id, rank: 1 },
      { userId: below.id, rank: 2 },
      { userId: last.id, rank: 3 },
    ]);
    const [o] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, offer.id));
    expect(o.status).toBe('cancelled');
    expect(o.opponentName).toBe(DELETED_PLAYER_NAME);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, below.id));
    expect(told.map((n) => n.subject)).toContain(m.offerCancelledSubject);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.some((x) => x.to.includes(below.email) && x.subject === m.offerCancelledSubject)).toBe(true);
    expect(mails.some((x) => x.to.includes(me.email) && x.subject === m.deletedMailSubject)).toBe(true);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      name: DELETED_PLAYER_NAME,
      phone: null,
      birthdate: null,
      gender: null,
      city: null,
      searchText: '',
    });
    expect(row.email).not.toBe(me.email);
    expect(row.email).toMatch(/\.invalid$/);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, me.id))).toHaveLength(0);

    // Signed out everywhere, and no sign-in with the old address or password.
    expect((await client.get('/api/me')).statusCode).toBe(204);
    const login = await anon().post('/api/auth/login', { email: me.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(401);

    // The opponent's history keeps the match, with the name erased.
    expect(await t.db.select().from(matches).where(eq(matches.id, played.id))).toHaveLength(1);
    const history = await (await as(top.id)).get(`/api/players/${top.id}/matches`);
    expect(history.statusCode).toBe(200);
    expect(history.json().matches).toMatchObject([{ id: played.id, opponent: DELETED_PLAYER_NAME }]);
    expect(history.body).not.toContain(me.lastName!);

    const [log] = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'UserDeleted'));
    expect(log.eventDetails).toMatchObject({ userId: me.id, note: m.logNoteDeleted, by: me.id });
    expect(JSON.stringify(log.eventDetails)).not.toContain(me.email);
  });

  it("removes the outbox's records of mail to the player but the confirmation; others' mail stays", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const sentAt = new Date('2026-11-01T10:00:00Z');
    const [sent, pending, theirs, both, sending] = await t.db
      .insert(mailOutbox)
      .values([
        { to: [me.email], subject: 'Teklif', text: `Merhaba ${me.firstName}`, status: 'sent', sentAt },
        { to: [me.email], subject: 'Hatırlatma', text: 'Bekleyen teklif', recipientId: me.id },
        { to: [other.email], subject: 'Teklif', text: 'Başka oyuncu', status: 'sent', sentAt },
        { to: [me.email, other.email], subject: 'Duyuru', text: 'İkisine', status: 'sent', sentAt },
        { to: [me.email], subject: 'Gidiyor', text: 'Şu an gönderiliyor', status: 'sending' },
      ])
      .returning();
    const res = await (await as(me.id)).post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);

    const left = await t.db.select().from(mailOutbox);
    const ids = left.map((x) => x.id);
    expect(ids).not.toContain(sent.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).toContain(theirs.id);
    expect(ids).toContain(sending.id);
    expect(left.find((x) => x.id === both.id)?.to).toEqual([other.email]);
    const toMe = left.filter((x) => x.to.includes(me.email) && x.id !== sending.id);
    expect(toMe.map((x) => x.subject)).toEqual([m.deletedMailSubject]);
  });

  it('needs a signed-in player and a password', async () => {
    expect((await anon().post('/api/account/delete', { password: 'x' })).statusCode).toBe(401);
    const { client } = await signedInUser(t);
    const res = await client.post('/api/account/delete', {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.passwordRequired);
  });

  it('under concurrency with an offer being answered: no 5xx, the ranks stay a permutation', async () => {
    for (let round = 0; round < 3; round++) {
      const { league, players } = await createLadder(t.db, 6);
      const [a, b, c, me, d, e] = players;
      const offers = await Promise.all([
        createOfferRow(t.db, league.id, me.id, c.id, { opponentName: c.name }),
        createOfferRow(t.db, league.id, d.id, me.id, { opponentName: me.name }),
        createOfferRow(t.db, league.id, e.id, d.id, { opponentName: d.name }),
        createOfferRow(t.db, league.id, b.id, a.id, { opponentName: a.name }),
      ]);
      const [mine, toMe, others, top] = offers;
      const answers = await Promise.all([
        (await as(me.id)).post('/api/account/delete', { password: DEFAULT_PASSWORD }),
        (await as(c.id)).post(`/api/offers/${mine.id}/${round % 2 ? 'reject' : 'accept'}`),
        (await as(me.id)).post(`/api/offers/${toMe.id}/accept`),
        (await as(d.id)).post(`/api/offers/${others.id}/accept`),
        (await as(a.id)).post(`/api/offers/${top.id}/accept`),
      ]);
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
      expect(answers[0].statusCode).toBe(200);
      const ranks = await ranksOf(league.id);
      expect(ranks).toHaveLength(5);
      expect(ranks.some((r) => r.userId === me.id)).toBe(false);
      expect(isPermutation(ranks)).toBe(true);
      const left = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
      expect(
        left.filter((o) => o.status === 'pending' && (o.offererId === me.id || o.opponentId === me.id)),
      ).toHaveLength(0);
    }
  });
});
