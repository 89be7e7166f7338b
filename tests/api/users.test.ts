import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminLogs,
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  loginThrottles,
  mailOutbox,
  matches,
  matchOffers,
  notifications,
  rankHistory,
  sessions,
  users,
} from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor, signedInUser } from '../support/client.js';
import {
  createLadder,
  createLeague,
  createUser,
  DEFAULT_PASSWORD,
  sessionCookie,
} from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (o: Record<string, unknown> = {}) => ({
  email: `yeni-${Math.random().toString(36).slice(2, 8)}@raket.test`,
  firstName: 'Çağla',
  lastName: 'Öztürk',
  phone: '05321112233',
  birthdate: '1995-06-01',
  gender: 'female',
  city: 21,
  role: 'Oyuncu',
  ...o,
});

async function countOf(table: typeof users | typeof accounts | typeof adminLogs) {
  return (await t.db.select({ n: count() }).from(table))[0].n;
}

describe('user management access', () => {
  it('is refused to anonymous visitors, players and moderators, allowed to admins', async () => {
    const league = await createLeague(t.db);
    const player = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: moderator.user.id });
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db);

    const anon = clientFor(t);
    expect((await anon.get('/api/users')).statusCode).toBe(401);
    for (const who of [player, moderator]) {
      for (const res of [
        await who.client.get('/api/users'),
        await who.client.get(`/api/users/${target.id}`),
        await who.client.post('/api/users', newUser()),
        await who.client.put(`/api/users/${target.id}`, newUser({ email: target.email })),
        await who.client.delete(`/api/users/${target.id}`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).message).toBe('Yetkiniz yok.');
      }
    }
    expect((await admin.client.get('/api/users')).statusCode).toBe(200);
    const view = await admin.client.get(`/api/users/${target.id}`);
    expect(view.json()).toMatchObject({ id: target.id, email: target.email, role: 'Oyuncu' });
    expect((await admin.client.get('/api/users/yok-boyle-biri')).statusCode).toBe(404);
  });
});

describe('the user table', () => {
  it('searches names and e-mail with Turkish case folding, and gender by its word', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const ilker = await createUser(t.db, { firstName: 'İlker', lastName: 'IŞIKLI', gender: 'male' });
    const irmak = await createUser(t.db, { firstName: 'Irmak', lastName: 'Şahin', gender: 'female' });
    const ids = async (q: string) =>
      (
        (await admin.client.get(`/api/users?q=${encodeURIComponent(q)}`)).json().items as { id: string }[]
      ).map((u) => u.id);
    expect(await ids('ilker')).toContain(ilker.id);
    expect(await ids('İLKER')).toContain(ilker.id);
    expect(await ids('ışıklı')).toContain(ilker.id);
    expect(await ids('ılker')).not.toContain(ilker.id);
    // Typed without Turkish letters, as on a keyboard without them, a name still matches.
    expect(await ids('sahin')).toContain(irmak.id);
    expect(await ids('ISIKLI')).toContain(ilker.id);
    expect(await ids('isikli')).toContain(ilker.id);
    expect(await ids('şahın')).not.toContain(irmak.id);
    expect(await ids('IRMAK')).toContain(irmak.id);
    expect(await ids('şAHİN')).toContain(irmak.id);
    expect(await ids(ilker.email.toUpperCase())).toContain(ilker.id);
    const women = await ids('Kadın');
    expect(women).toContain(irmak.id);
    expect(women).not.toContain(ilker.id);
    expect(await ids('100%_')).toEqual([]);
  });

  it('sorts names in Turkish alphabetical order, both ways', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const names = ['Zeynep', 'Şule', 'Sena', 'Ömer', 'Oya', 'İpek', 'Ilgaz', 'Derya', 'Çınar', 'Cem'];
    for (const firstName of names) await createUser(t.db, { firstName, lastName: 'Sıralı' });
    const order = async (dir: string) =>
      (await admin.client.get(`/api/users?q=s%C4%B1ral%C4%B1&sort=firstName&dir=${dir}&pageSize=20`))
        .json()
        .items.map((u: { firstName: string }) => u.firstName);
    const turkish = ['Cem', 'Çınar', 'Derya', 'Ilgaz', 'İpek', 'Oya', 'Ömer', 'Sena', 'Şule', 'Zeynep'];
    expect(await order('asc')).toEqual(turkish);
    expect(await order('desc')).toEqual([...turkish].reverse());
  });

  it('orders equal first names by last name, and equal last names by first name', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    for (const [firstName, lastName] of [
      ['Emre', 'Şimşek'],
      ['Emre', 'Doğan'],
      ['Emre', 'Çakır'],
      ['Ümit', 'Eşit'],
      ['Ayla', 'Eşit'],
      ['Cem', 'Eşit'],
    ])
      await createUser(t.db, { firstName, lastName, email: `esit-${crypto.randomUUID()}@example.com` });
    const names = async (q: string, sort: string, dir: string) =>
      (await admin.client.get(`/api/users?q=${encodeURIComponent(q)}&sort=${sort}&dir=${dir}&pageSize=20`))
        .json()
        .items.map((u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`);
    expect(
      (await names('emre', 'firstName', 'asc')).filter((n: string) => /Şimşek|Doğan|Çakır/.test(n)),
    ).toEqual(['Emre Çakır', 'Emre Doğan', 'Emre Şimşek']);
    expect(await names('eşit', 'lastName', 'asc')).toEqual(['Ayla Eşit', 'Cem Eşit', 'Ümit Eşit']);
    expect(await names('eşit', 'lastName', 'desc')).toEqual(['Ümit Eşit', 'Cem Eşit', 'Ayla Eşit']);
  });

  it('refuses a bad sort column, page or an overlong search', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.get('/api/users?sort=password')).statusCode).toBe(400);
    expect((await admin.client.get('/api/users?page=0')).statusCode).toBe(400);
    const long = await admin.client.get(`/api/users?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe('Arama metni en fazla 100 karakter olabilir.');
  });
});

describe('adding a user', () => {
  it('creates the sign-in account and profile; the mailed link sets a password that signs in', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const body = newUser({ email: 'Yeni.Oyuncu@Raket.test' });
    const res = await admin.client.post('/api/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Kullanıcı eklendi. Şifresini belirlemesi için e-posta gönderildi.');
    const created = res.json().user;
    expect(created).toMatchObject({
      email: 'yeni.oyuncu@raket.test',
      firstName: 'Çağla',
      role: 'Oyuncu',
      profileCompleted: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row.searchText).toBe('çağla öztürk yeni.oyuncu@raket.test');
    expect(row.createdBy).toBe(admin.user.id);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, created.id));
    expect(account.providerId).toBe('credential');
    expect(account.password).toBeTruthy();
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'UserCreated'));
    expect(logs.some((l) => (l.eventDetails as { userId: string }).userId === created.id)).toBe(true);

    await t.app.deps.mailer.flush();
    // One mail, a welcome from the administration, not a reset the user never asked for.
    const mails = t.mail.to('yeni.oyuncu@raket.test');
    expect(mails.map((m) => m.subject)).toEqual(["Raket'e hoş geldiniz"]);
    const [welcome] = mails;
    expect(welcome.text).toContain('Merhaba Çağla Öztürk');
    expect(welcome.text).toContain("Raket yönetimi sizi Raket'e ekledi.");
    expect(welcome.text).toContain('Şifrenizi belirlemek için bu bağlantıyı açınız');
    expect(welcome.text).not.toMatch(/sıfırla/i);
    expect(welcome.text).toMatch(/http:\/\/\S+\/reset-password\?ilk=1&token=\S+/);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(welcome.text)![1]);
    const anon = clientFor(t);
    const set = await anon.post('/api/auth/reset-password', { token, password: 'benimsifrem1' });
    expect(set.statusCode).toBe(200);
    const login = await anon.post('/api/auth/login', {
      email: 'yeni.oyuncu@raket.test',
      password: 'benimsifrem1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('leaves phone and birth date to the new user when the admin has none', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const res = await admin.client.post('/api/users', newUser({ phone: '', birthdate: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ phone: null, birthdate: null, profileCompleted: false });
  });

  it('refuses an e-mail already in use, changing nothing', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const existing = await createUser(t.db);
    const before = [await countOf(users), await countOf(accounts)];
    const res = await admin.client.post('/api/users', newUser({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu e-posta adresi başka bir kullanıcı tarafından kullanılıyor.');
    expect([await countOf(users), await countOf(accounts)]).toEqual(before);
  });

  it.each([
    [{ email: 'bozuk' }, 'Geçersiz e-posta adresi.'],
    [{ firstName: ' ' }, 'Ad zorunludur.'],
    [{ lastName: undefined }, 'Soyad zorunludur.'],
    [{ gender: '' }, 'Cinsiyet seçiniz.'],
    [{ gender: undefined }, 'Cinsiyet seçiniz.'],
    [{ city: 34 }, 'İl seçiniz.'],
    [{ phone: 'telefon' }, 'Geçerli bir telefon numarası giriniz.'],
    [{ phone: '(-- --)' }, 'Geçerli bir telefon numarası giriniz.'],
    [{ birthdate: '2990-01-01' }, messages.profile.birthdateInvalid],
    [{ role: 'Kral' }, 'Geçerli bir rol seçiniz.'],
  ])('refuses %j with a Turkish message and writes nothing', async (change, message) => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const before = [await countOf(users), await countOf(accounts), await countOf(adminLogs)];
    const res = await admin.client.post('/api/users', newUser(change));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect([await countOf(users), await countOf(accounts), await countOf(adminLogs)]).toEqual(before);
  });

  it('refuses a name holding a web address, naming the field, and creates nobody', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const before = await countOf(users);
    const res = await client.post(
      '/api/users',
      newUser({ firstName: 'https://evil.example', lastName: 'www.x.com' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      firstName: messages.profile.firstNameWebAddress,
      lastName: messages.profile.lastNameWebAddress,
    });
    expect(await countOf(users)).toBe(before);
    const initials = await client.post('/api/users', newUser({ firstName: 'M.Ali', lastName: 'Ali R.' }));
    expect(initials.statusCode).toBe(201);
  });

  it("lets only a Super Admin create a 'Super Admin'", async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const denied = await admin.client.post('/api/users', newUser({ role: 'Super Admin' }));
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).message).toBe(
      'Süper Yönetici rolünü yalnızca bir Süper Yönetici verebilir ya da geri alabilir.',
    );
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    const ok = await superAdmin.client.post('/api/users', newUser({ role: 'Super Admin' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.role).toBe('Super Admin');
  });
});

describe('editing a user', () => {
  it('updates the profile, keeps search in step and logs it', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db, { firstName: 'Ali', lastName: 'Veli' });
    const res = await admin.client.put(
      `/api/users/${target.id}`,
      newUser({
        email: 'ISIK.Yeni@raket.test',
        firstName: 'Işık',
        lastName: 'İnce',
        phone: '',
        role: 'Moderator',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'isik.yeni@raket.test',
      firstName: 'Işık',
      lastName: 'İnce',
      role: 'Moderator',
      phone: target.phone,
    });
    const found = await admin.client.get(`/api/users?q=${encodeURIComponent('IŞIK İNCE')}`);
    expect(found.json().items.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const types = (await t.db.select().from(adminLogs))
      .filter((l) => (l.eventDetails as { userId?: string }).userId === target.id)
      .map((l) => l.eventType);
    expect(types).toEqual(expect.arrayContaining(['UserUpdated', 'RoleChanged']));
  });

  it('refuses a name holding a web address, changing nothing', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db, { firstName: 'Ali', lastName: 'Veli' });
    const res = await admin.client.put(`/api/users/${target.id}`, newUser({ lastName: 'Veli evil.co' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ lastName: messages.profile.lastNameWebAddress });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ firstName: 'Ali', lastName: 'Veli', email: target.email });
  });

  it("refuses another user's e-mail and an Admin touching a Super Admin", async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const taken = await admin.client.put(`/api/users/${a.id}`, newUser({ email: b.email }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('Bu e-posta adresi başka bir kullanıcı tarafından kullanılıyor.');
    const promote = await admin.client.put(
      `/api/users/${a.id}`,
      newUser({ email: a.email, role: 'Super Admin' }),
    );
    expect(promote.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.id));
    expect([row.email, row.role]).toEqual([a.email, 'Oyuncu']);
    expect((await admin.client.put('/api/users/yok', newUser())).statusCode).toBe(404);
    const superAdmin = await createUser(t.db, { role: 'Super Admin' });
    const takeover = await admin.client.put(
      `/api/users/${superAdmin.id}`,
      newUser({ email: 'ele-gecir@raket.test', role: 'Super Admin' }),
    );
    expect(takeover.statusCode).toBe(403);
    expect(errorOf(takeover).message).toBe(
      'Bir Süper Yöneticinin bilgilerini yalnızca bir Süper Yönetici değiştirebilir.',
    );
    expect((await t.db.select().from(users).where(eq(users.id, superAdmin.id)))[0].email).toBe(
      superAdmin.email,
    );
  });

  it("leaves another Admin's e-mail to a Super Admin: the new address would receive their reset links", async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const peer = await createUser(t.db, { role: 'Admin' });
    const takeover = await admin.client.put(
      `/api/users/${peer.id}`,
      newUser({ email: 'admin-ele-gecir@raket.test', role: 'Admin' }),
    );
    expect(takeover.statusCode).toBe(403);
    expect(errorOf(takeover).message).toBe(
      'Başka bir yöneticinin e-posta adresini yalnızca bir Süper Yönetici değiştirebilir.',
    );
    expect((await t.db.select().from(users).where(eq(users.id, peer.id)))[0].email).toBe(peer.email);
    // Their other details, and the admin's own address, stay the admin's to edit; a Super Admin may change it.
    const renamed = await admin.client.put(
      `/api/users/${peer.id}`,
      newUser({ email: peer.email, role: 'Admin' }),
    );
    expect(renamed.statusCode).toBe(200);
    const own = await admin.client.put(
      `/api/users/${admin.user.id}`,
      newUser({ email: 'kendi-adresim@raket.test', role: 'Admin' }),
    );
    expect(own.statusCode).toBe(200);
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    const bySuper = await superAdmin.client.put(
      `/api/users/${peer.id}`,
      newUser({ email: 'yeni-admin-adresi@raket.test', role: 'Admin' }),
    );
    expect(bySuper.statusCode).toBe(200);
  });

  it('tells the old and the new address when staff change a user’s e-mail, and nobody when it stays', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const player = await createUser(t.db, { gender: 'female' });
    const moved = `tasindi-${crypto.randomUUID().slice(0, 8)}@raket.test`;
    const same = await admin.client.put(`/api/users/${player.id}`, newUser({ email: player.email }));
    expect(same.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    expect(t.mail.to(player.email)).toEqual([]);

    const res = await admin.client.put(`/api/users/${player.id}`, newUser({ email: moved }));
    expect(res.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    for (const address of [player.email, moved]) {
      const mails = t.mail.to(address);
      expect(mails.map((m) => m.subject)).toEqual(['Raket e-posta adresiniz değiştirildi']);
      expect(mails[0].text).toContain(`Raket hesabınızın e-posta adresini ${moved} olarak değiştirdi`);
    }
  });
});

describe('a player on a ladder', () => {
  it("keeps the gender every league they are on is for: an admin's change to another is refused", async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const { league, players } = await createLadder(t.db, 1);
    const [p] = players;
    const body = newUser({ email: p.email, firstName: p.firstName, lastName: p.lastName, gender: 'female' });
    const refused = await admin.client.put(`/api/users/${p.id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(messages.users.genderOnLadder(league.name));
    expect((await t.db.select().from(users).where(eq(users.id, p.id)))[0].gender).toBe('male');
    expect((await admin.client.put(`/api/users/${p.id}`, { ...body, gender: 'male' })).statusCode).toBe(200);
  });
});

describe('deleting a user', () => {
  it('closes up the ladders, cancels pending offers, removes the sign-in and erases the person, keeping their matches', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const { league, players } = await createLadder(t.db, 4);
    const other = await createLadder(t.db, 2);
    const [p1, p2, p3, p4] = players;
    await t.db.insert(leagueParticipants).values({ leagueId: other.league.id, userId: p2.id, rank: 3 });
    // Also a moderator of one league and an applicant to another: nothing may block the deletion.
    await t.db.insert(leagueModerators).values({ leagueId: other.league.id, userId: p2.id });
    const third = await createLeague(t.db);
    await t.db.insert(leagueApplications).values({ leagueId: third.id, userId: p2.id, status: 'pending' });
    const respondBy = new Date(Date.now() + 86_400_000);
    const [pending] = await t.db
      .insert(matchOffers)
      .values({ offererId: p2.id, opponentId: p1.id, opponentName: 'p1', leagueId: league.id, respondBy })
      .returning();
    const [incoming] = await t.db
      .insert(matchOffers)
      .values({ offererId: p3.id, opponentId: p2.id, opponentName: 'p2', leagueId: league.id, respondBy })
      .returning();
    // A match p2 played stays in p1's record.
    const [played] = await t.db
      .insert(matches)
      .values({
        leagueId: league.id,
        player1Id: p2.id,
        player2Id: p1.id,
        matchDate: new Date(),
        score: '6-4 6-4',
        status: 'oynanmış',
        resultState: 'confirmed',
        winnerId: p1.id,
      })
      .returning();
    const p2Client = clientFor(t, await sessionCookie(t.db, p2.id, TEST_SECRET));
    expect((await p2Client.get('/api/me')).statusCode).toBe(200);

    const listedBefore = (await admin.client.get('/api/users')).json().total as number;
    const res = await admin.client.delete(`/api/users/${p2.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Kullanıcı silindi.');

    const ladder = await t.db
      .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, league.id))
      .orderBy(leagueParticipants.rank);
    expect(ladder).toEqual([
      { userId: p1.id, rank: 1 },
      { userId: p3.id, rank: 2 },
      { userId: p4.id, rank: 3 },
    ]);
    const otherLadder = await t.db
      .select({ rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, other.league.id))
      .orderBy(leagueParticipants.rank);
    expect(otherLadder.map((r) => r.rank)).toEqual([1, 2]);
    const history = await t.db
      .select()
      .from(rankHistory)
      .where(and(eq(rankHistory.leagueId, league.id), eq(rankHistory.cause, 'removal')));
    expect(history.map((h) => [h.userId, h.oldRank, h.newRank]).sort()).toEqual(
      [
        [p2.id, 2, null],
        [p3.id, 3, 2],
        [p4.id, 4, 3],
      ].sort(),
    );
    // The offers are cancelled; the other players were told.
    const offers = await t.db
      .select({ status: matchOffers.status })
      .from(matchOffers)
      .where(or(eq(matchOffers.id, pending.id), eq(matchOffers.id, incoming.id)));
    expect(offers).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
    for (const who of [p1, p3]) {
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
      expect(told.map((n) => n.message)).toContain(
        `Rakibinizin hesabı silindiği için ${league.name} ligindeki bekleyen maç teklifiniz iptal edildi.`,
      );
    }
    // The person is erased; the row stays, so the match keeps its player.
    const [erased] = await t.db.select().from(users).where(eq(users.id, p2.id));
    expect(erased).toMatchObject({
      name: 'Silinmiş oyuncu',
      email: `silinmis-${p2.id}@silinmis.invalid`,
      phone: null,
      birthdate: null,
      updatedBy: admin.user.id,
    });
    expect(erased.deletedAt).not.toBeNull();
    expect((await t.db.select().from(matches).where(eq(matches.id, played.id)))[0]).toMatchObject({
      player1Id: p2.id,
      winnerId: p1.id,
    });
    const mailed = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, [p2.email]));
    expect(mailed.map((mail) => mail.text)).toEqual([
      expect.stringContaining('portalın yöneticisi tarafından silindi'),
    ]);
    // Gone from the admin screens: not listed, not opened, not deleted twice.
    expect((await admin.client.delete(`/api/users/${p2.id}`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/users/${p2.id}`)).statusCode).toBe(404);
    expect((await admin.client.get('/api/users')).json().total).toBe(listedBefore - 1);
    expect(await t.db.select().from(leagueModerators).where(eq(leagueModerators.userId, p2.id))).toEqual([]);
    expect(await t.db.select().from(leagueApplications).where(eq(leagueApplications.userId, p2.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, p2.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, p2.id))).toEqual([]);
    expect((await p2Client.get('/api/me')).statusCode).toBe(204);
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'UserDeleted'));
    const entry = logs.find((l) => (l.eventDetails as { userId: string }).userId === p2.id);
    expect(entry?.eventDetails).toMatchObject({ name: `${p2.firstName} ${p2.lastName}`, by: admin.user.id });
    expect(JSON.stringify(entry?.eventDetails)).not.toContain(p2.email);
  });

  it('leaves a deleted account out of every staff action: no role, no moderator seat, no ladder, no match', async () => {
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    const league = await createLeague(t.db);
    const gone = await createUser(t.db);
    const other = await createUser(t.db);
    expect((await superAdmin.client.delete(`/api/users/${gone.id}`)).statusCode).toBe(200);
    const role = await superAdmin.client.put(`/api/roles/${gone.id}`, { role: 'Super Admin' });
    expect(role.statusCode).toBe(404);
    const moderator = await superAdmin.client.post(`/api/leagues/${league.id}/moderators`, {
      userId: gone.id,
    });
    expect(moderator.statusCode).toBe(404);
    expect(errorOf(moderator).message).toBe('Kullanıcı bulunamadı.');
    const player = await superAdmin.client.post(`/api/leagues/${league.id}/participants`, {
      userId: gone.id,
    });
    expect(player.statusCode).toBe(404);
    const match = await superAdmin.client.post('/api/matches', {
      leagueId: null,
      player1Id: gone.id,
      player2Id: other.id,
      matchDate: '2026-01-10T10:00',
      score: '',
      status: 'planlanmış',
    });
    expect(match.statusCode).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, gone.id));
    expect(row.role).toBe('Oyuncu');
    expect(await t.db.select().from(leagueModerators).where(eq(leagueModerators.userId, gone.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(matches).where(eq(matches.player1Id, gone.id))).toEqual([]);
  });

  it('refuses deleting yourself, a Super Admin by an Admin, and the last Super Admin', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const self = await admin.client.delete(`/api/users/${admin.user.id}`);
    expect(self.statusCode).toBe(422);
    expect(errorOf(self).message).toBe('Kendi hesabınızı silemezsiniz.');

    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.role, 'Super Admin'));
    const onlySuper = await signedInUser(t, { role: 'Super Admin' });
    const byAdmin = await admin.client.delete(`/api/users/${onlySuper.user.id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin).message).toBe(
      'Bir Süper Yönetici yalnızca başka bir Süper Yönetici tarafından silinebilir.',
    );
    const selfSuper = await onlySuper.client.delete(`/api/users/${onlySuper.user.id}`);
    expect(selfSuper.statusCode).toBe(422);

    const second = await signedInUser(t, { role: 'Super Admin' });
    expect((await second.client.delete(`/api/users/${onlySuper.user.id}`)).statusCode).toBe(200);
    // Now `second` is the last Super Admin; nobody can remove them.
    expect((await second.client.delete(`/api/users/${second.user.id}`)).statusCode).toBe(422);
    expect((await admin.client.delete('/api/users/yok')).statusCode).toBe(404);
  });
});

describe('a sign-in lock', () => {
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  /** Ten wrong passwords lock the account, as a stranger guessing would. */
  async function lockedUser() {
    const user = await createUser(t.db, { firstName: 'Kilitli', lastName: 'Oyuncu' });
    for (let i = 0; i < 10; i++) await signIn(user.email, 'yanlis-sifre');
    const refused = await signIn(user.email, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(429);
    return user;
  }
  const lockOf = async (email: string) =>
    (await t.db.select().from(loginThrottles).where(eq(loginThrottles.email, email)))[0];
  const clearLogs = async (userId: string) =>
    (await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'SignInLockCleared'))).filter(
      (l) => (l.eventDetails as { userId?: string }).userId === userId,
    );

  it('shows on the user table until when, and an admin lifts it: the player signs in at once', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const user = await lockedUser();
    const lock = await lockOf(user.email);

    const page = await admin.client.get(`/api/users?q=${encodeURIComponent(user.email)}`);
    expect(page.statusCode, page.body).toBe(200);
    const [row] = page.json().items;
    expect(row.id).toBe(user.id);
    expect(row.signInLockedUntil).toBe(lock.lockedUntil!.toISOString());
    // An account that can sign in shows no lock.
    const free = await admin.client.get(`/api/users?q=${encodeURIComponent(admin.user.email)}`);
    expect(free.json().items[0].signInLockedUntil).toBeNull();

    const res = await admin.client.delete(`/api/users/${user.id}/sign-in-lock`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.users.signInLockCleared);
    expect(await lockOf(user.email)).toBeUndefined();
    const again = await admin.client.get(`/api/users?q=${encodeURIComponent(user.email)}`);
    expect(again.json().items[0].signInLockedUntil).toBeNull();
    expect((await signIn(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    const [log] = await clearLogs(user.id);
    expect(log?.eventDetails).toEqual({
      userId: user.id,
      lockedUntil: lock.lockedUntil!.toISOString(),
      by: admin.user.id,
    });
  });

  it('answers an account that is not locked, an expired lock and an unknown user in Turkish, changing nothing', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const logsBefore = (
      await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'SignInLockCleared'))
    ).length;

    const free = await createUser(t.db);
    const notLocked = await admin.client.delete(`/api/users/${free.id}/sign-in-lock`);
    expect(notLocked.statusCode).toBe(409);
    expect(errorOf(notLocked).message).toBe(messages.users.signInNotLocked);

    // Some failures, no lock yet: kept as they are.
    for (let i = 0; i < 3; i++) await signIn(free.email, 'yanlis-sifre');
    expect((await admin.client.delete(`/api/users/${free.id}/sign-in-lock`)).statusCode).toBe(409);
    expect((await lockOf(free.email)).failures).toBe(3);

    // A lock whose time is over.
    const past = await createUser(t.db);
    const ended = new Date(Date.now() - 60_000);
    await t.db
      .insert(loginThrottles)
      .values({ email: past.email, failures: 11, lockedUntil: ended, lastAttemptAt: ended });
    expect((await admin.client.delete(`/api/users/${past.id}/sign-in-lock`)).statusCode).toBe(409);
    expect((await lockOf(past.email)).failures).toBe(11);

    const unknown = await admin.client.delete('/api/users/00000000-0000-0000-0000-000000000000/sign-in-lock');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.common.notFound);

    const logsAfter = (
      await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'SignInLockCleared'))
    ).length;
    expect(logsAfter).toBe(logsBefore);
  });

  it('is lifted by admins only: a player or a moderator is refused and the lock stays', async () => {
    const user = await lockedUser();
    const player = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    for (const who of [player, moderator])
      expect((await who.client.delete(`/api/users/${user.id}/sign-in-lock`)).statusCode).toBe(403);
    expect((await clientFor(t).delete(`/api/users/${user.id}/sign-in-lock`)).statusCode).toBe(401);
    expect((await lockOf(user.email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(await clearLogs(user.id)).toEqual([]);
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    expect((await superAdmin.client.delete(`/api/users/${user.id}/sign-in-lock`)).statusCode).toBe(200);
  });

  it('of another Admin or of a Super Admin is lifted by a Super Admin only, as with their e-mail address', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    for (const role of ['Admin', 'Super Admin'] as const) {
      const target = await createUser(t.db, { role });
      for (let i = 0; i < 10; i++) await signIn(target.email, 'yanlis-sifre');
      const refused = await admin.client.delete(`/api/users/${target.id}/sign-in-lock`);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(errorOf(refused).message).toBe(messages.users.onlySuperAdminLiftsLock);
      expect((await lockOf(target.email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(await clearLogs(target.id)).toEqual([]);
      expect((await superAdmin.client.delete(`/api/users/${target.id}/sign-in-lock`)).statusCode).toBe(200);
    }
  });
});
