import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueApplications,
  leagueParticipants,
  leagues,
  notifications,
  rankHistory,
  users,
} from '../../src/server/db/schema/index.js';
import { leaguePhrase } from '../../src/shared/labels.js';
import { messages } from '../../src/shared/messages.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createLeague, createUser } from '../support/factories.js';
import { createApplication, makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ladderOf = (leagueId: string) =>
  t.db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
const order = async (leagueId: string) => (await ladderOf(leagueId)).map((r) => r.userId);
/** The count the ladder triggers keep on the league row (migration 0003). */
const keptCount = async (leagueId: string) =>
  (await t.db.select({ n: leagues.participantCount }).from(leagues).where(eq(leagues.id, leagueId)))[0].n;

describe('the ladder of a league', () => {
  it('lists participants by rank with names and join dates only', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const { client } = await signedInUser(t);
    const res = await client.get(`/api/leagues/${league.id}/participants`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { userId: string }) => r.userId)).toEqual(players.map((p) => p.id));
    expect(Object.keys(rows[0]).sort()).toEqual(['firstName', 'joinDate', 'lastName', 'rank', 'userId']);
    const [stored] = await t.db
      .select({ joinDate: leagueParticipants.joinDate })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.userId, players[0].id));
    expect(rows[0].joinDate).toBe(stored.joinDate.toISOString());
    expect(JSON.stringify(rows)).not.toMatch(/@raket\.test|0555|1990-05-17/);
    expect((await clientFor(t).get(`/api/leagues/${league.id}/participants`)).statusCode).toBe(401);
    const missing = await client.get('/api/leagues/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11/participants');
    expect(errorOf(missing).message).toBe('Lig verisi bulunamadı.');
  });

  it('shows every change to the ladder on the next read, whoever makes it', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [a, b, c] = players.map((p) => p.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const ladder = async () =>
      (await admin.get(`/api/leagues/${league.id}/participants`)).json() as {
        userId: string;
        rank: number;
        firstName: string;
      }[];
    expect((await ladder()).map((r) => r.userId)).toEqual([a, b, c]);
    // Read twice: the second answer comes from the server's cache and must be the same.
    expect(await ladder()).toEqual(await ladder());

    expect((await admin.put(`/api/leagues/${league.id}/ranks`, { userIds: [c, a, b] })).statusCode).toBe(200);
    expect((await ladder()).map((r) => r.userId)).toEqual([c, a, b]);

    // Changes made outside this server process (another instance, a script) reach it too: the
    // database's triggers move the league's ladder version.
    await t.db.update(users).set({ firstName: 'Yeniad' }).where(eq(users.id, a));
    expect((await ladder()).find((r) => r.userId === a)?.firstName).toBe('Yeniad');
    await t.db.update(users).set({ phone: '05550001122' }).where(eq(users.id, a));
    await t.db.delete(leagueParticipants).where(eq(leagueParticipants.userId, b));
    expect((await ladder()).map((r) => r.userId)).toEqual([c, a]);
    const newcomer = await createUser(t.db);
    await t.db.insert(leagueParticipants).values({ leagueId: league.id, userId: newcomer.id, rank: 3 });
    expect((await ladder()).map((r) => r.userId)).toEqual([c, a, newcomer.id]);
    expect(await keptCount(league.id)).toBe(3);
    await t.db.delete(leagueParticipants).where(eq(leagueParticipants.userId, newcomer.id));
    expect(await keptCount(league.id)).toBe(2);
  });

  it('shows a renamed player’s new name on every ladder they are on', async () => {
    const first = await createLadder(t.db, 2);
    const second = await createLadder(t.db, 1);
    const player = first.players[1];
    await t.db.insert(leagueParticipants).values({ leagueId: second.league.id, userId: player.id, rank: 2 });
    const { client } = await signedInUser(t);
    const nameOn = async (leagueId: string) =>
      (
        (await client.get(`/api/leagues/${leagueId}/participants`)).json() as {
          userId: string;
          lastName: string;
        }[]
      ).find((r) => r.userId === player.id)?.lastName;
    expect(await nameOn(first.league.id)).toBe(player.lastName);
    expect(await nameOn(second.league.id)).toBe(player.lastName);
    await t.db.update(users).set({ lastName: 'Yenisoyad' }).where(eq(users.id, player.id));
    expect(await nameOn(first.league.id)).toBe('Yenisoyad');
    expect(await nameOn(second.league.id)).toBe('Yenisoyad');
  });

  it('adds a user at the bottom and refuses a duplicate', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const newcomer = await createUser(t.db);
    await createApplication(t.db, newcomer.id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.post(`/api/leagues/${league.id}/participants`, { userId: newcomer.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ userId: newcomer.id, rank: 3 });
    expect(await order(league.id)).toEqual([players[0].id, players[1].id, newcomer.id]);
    const [app] = await t.db
      .select()
      .from(leagueApplications)
      .where(eq(leagueApplications.userId, newcomer.id));
    expect(app.status).toBe('confirmed');

    const dup = await admin.post(`/api/leagues/${league.id}/participants`, { userId: players[0].id });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('Bu kullanıcı zaten bu ligde mevcut.');
    const ghost = await admin.post(`/api/leagues/${league.id}/participants`, { userId: 'kimse' });
    expect(ghost.statusCode).toBe(404);
    expect(errorOf(ghost).message).toBe('Kullanıcı bulunamadı.');
    const empty = await admin.post(`/api/leagues/${league.id}/participants`, {});
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Lütfen bir kullanıcı seçin.');
    expect(await ladderOf(league.id)).toHaveLength(3);
  });

  it('removes a participant and closes the gap', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.delete(`/api/leagues/${league.id}/participants/${players[1].id}`);
    expect(res.statusCode).toBe(200);
    expect(await ladderOf(league.id)).toEqual([
      { userId: players[0].id, rank: 1 },
      { userId: players[2].id, rank: 2 },
      { userId: players[3].id, rank: 3 },
    ]);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.leagueId, league.id));
    expect(history.map((h) => h.cause).every((c) => c === 'removal')).toBe(true);
    expect(history).toHaveLength(3);
    const again = await admin.delete(`/api/leagues/${league.id}/participants/${players[1].id}`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('Bu kullanıcı bu ligde değil.');
  });

  it('logs every hand edit of a ladder with who made it, and tells each player whose place it changed', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [a, b, c, d] = players;
    const newcomer = await createUser(t.db);
    const { client: admin, user: staff } = await signedInUser(t, { role: 'Admin' });
    const noticesOf = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);
    const logs = async (type: string) =>
      (
        await t.db
          .select()
          .from(adminLogs)
          .where(eq(adminLogs.eventType, type as 'LadderReordered'))
      )
        .map((l) => l.eventDetails as Record<string, unknown>)
        .filter((l) => l.leagueId === league.id);

    // d moves from 4th to 1st: a, b and c each move down one.
    expect(
      (await admin.patch(`/api/leagues/${league.id}/participants/${d.id}`, { rank: 1 })).statusCode,
    ).toBe(200);
    expect(await logs('LadderReordered')).toEqual([
      { leagueId: league.id, userId: d.id, previousRank: 4, rank: 1, movedPlayers: 4, by: staff.id },
    ]);
    expect(await noticesOf(d.id)).toContain(
      `Lig yönetimi ${leaguePhrase(league.name, 'liginde')} sıralamayı düzenledi: 4. sıradan 1. sıraya geçtiniz.`,
    );
    expect(await noticesOf(a.id)).toContain(
      `Lig yönetimi ${leaguePhrase(league.name, 'liginde')} sıralamayı düzenledi: 1. sıradan 2. sıraya geçtiniz.`,
    );

    // b is taken off: only b is told; c and a newcomer.
    expect((await admin.delete(`/api/leagues/${league.id}/participants/${b.id}`)).statusCode).toBe(200);
    expect(await logs('LadderPlayerRemoved')).toEqual([
      { leagueId: league.id, userId: b.id, previousRank: 3, by: staff.id },
    ]);
    expect(await noticesOf(b.id)).toContain(
      `Lig yönetimi sizi ${leaguePhrase(league.name, 'liginden')} çıkardı.`,
    );
    expect((await noticesOf(c.id)).filter((n) => n.includes('çıkardı'))).toEqual([]);
    const added = await admin.post(`/api/leagues/${league.id}/participants`, { userId: newcomer.id });
    expect(added.statusCode).toBe(201);
    expect(await logs('LadderPlayerAdded')).toEqual([
      { leagueId: league.id, userId: newcomer.id, rank: 4, by: staff.id },
    ]);
    expect(await noticesOf(newcomer.id)).toContain(
      `Lig yönetimi sizi ${leaguePhrase(league.name, 'ligine')} ekledi; sıranız: 4.`,
    );
  });

  it('rewrites ranks 1..n in the given order and refuses an out-of-date order', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const [a, b, c, d] = players.map((p) => p.id);
    const res = await admin.put(`/api/leagues/${league.id}/ranks`, { userIds: [b, a, c, d] });
    expect(res.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([b, a, c, d]);
    const history = await t.db
      .select()
      .from(rankHistory)
      .where(and(eq(rankHistory.leagueId, league.id), eq(rankHistory.cause, 'reorder')));
    expect(history).toHaveLength(2);

    for (const userIds of [
      [a, b, c],
      [a, b, c, d, 'x'],
      [a, a, c, d],
      [a, b, c, 'x'],
    ]) {
      const bad = await admin.put(`/api/leagues/${league.id}/ranks`, { userIds });
      expect(bad.statusCode).toBe(409);
      expect(errorOf(bad).message).toBe(
        'Sıralama bu arada değişmiş. Lütfen listeyi yenileyip tekrar deneyiniz.',
      );
    }
    expect((await admin.put(`/api/leagues/${league.id}/ranks`, { userIds: 'a' })).statusCode).toBe(400);
    expect(await order(league.id)).toEqual([b, a, c, d]);

    const moved = await admin.patch(`/api/leagues/${league.id}/participants/${d}`, { rank: 1 });
    expect(moved.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([d, b, a, c]);
  });

  it('refuses a rank beyond the end of the ladder, naming the allowed range and changing nothing', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const ids = players.map((p) => p.id);
    const notices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, ids[1]))).length;
    const before = await notices();
    // Below the top as well as past the end: the same range, never clamped to the nearest place.
    for (const rank of [5, 999, 10_001, 0, -1, -5000]) {
      const res = await admin.patch(`/api/leagues/${league.id}/participants/${ids[1]}`, { rank });
      expect(res.statusCode, String(rank)).toBe(400);
      const text = 'Sıra 1 ile 4 arasında olmalıdır; bu ligde 4 oyuncu var.';
      expect(errorOf(res).message).toBe(text);
      expect(res.json().error.fields).toEqual({ rank: text });
    }
    // Not a whole number, or none at all: refused in Turkish, at the field.
    for (const rank of [1.5, '2', null, undefined, 1e20]) {
      const res = await admin.patch(`/api/leagues/${league.id}/participants/${ids[1]}`, { rank });
      expect(res.statusCode, String(rank)).toBe(400);
      expect(errorOf(res).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      expect(Object.keys(res.json().error.fields ?? {})).toEqual(['rank']);
    }
    expect(await order(league.id)).toEqual(ids);
    expect(await notices()).toBe(before);
    // The last place itself is a place on the ladder.
    expect(
      (await admin.patch(`/api/leagues/${league.id}/participants/${ids[1]}`, { rank: 4 })).statusCode,
    ).toBe(200);
    expect(await order(league.id)).toEqual([ids[0], ids[2], ids[3], ids[1]]);
  });

  it('finds users by first plus last name with Turkish case folding', async () => {
    const league = await createLeague(t.db);
    const ilker = await createUser(t.db, { firstName: 'İlker', lastName: 'Yıldız' });
    const isik = await createUser(t.db, { firstName: 'Ali', lastName: 'IŞIK' });
    await createUser(t.db, { firstName: 'Veli', lastName: 'Kaya', email: 'ilker-degil@raket.test' });
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const ids = async (q: string) =>
      (await admin.get(`/api/leagues/${league.id}/user-search?q=${encodeURIComponent(q)}`))
        .json()
        .map((u: { id: string }) => u.id);
    expect(await ids('ilker')).toEqual([ilker.id]);
    expect(await ids('İLKER yıl')).toEqual([ilker.id]);
    expect(await ids('ışık')).toEqual([isik.id]);
    expect(await ids('ali ışı')).toEqual([isik.id]);
    expect(await ids('ali isi')).toEqual([isik.id]);
    expect(await ids('yildiz')).toEqual([ilker.id]);
    expect(await ids('yıldız kaya')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('')).toEqual([]);
    const hit = (await admin.get(`/api/leagues/${league.id}/user-search?q=ilker`)).json()[0];
    expect(hit).toMatchObject({
      firstName: 'İlker',
      lastName: 'Yıldız',
      inLeague: false,
      email: ilker.email,
    });
  });

  it('finds someone whose profile is not complete, marked so, and adds them once it is', async () => {
    const league = await createLeague(t.db);
    const eksik = await createUser(t.db, { firstName: 'Zafer', lastName: 'Eksikprofil', gender: 'male' });
    await t.db.update(users).set({ profileCompletedAt: null }).where(eq(users.id, eksik.id));
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const hits = (await admin.get(`/api/leagues/${league.id}/user-search?q=eksikprofil`)).json();
    expect(hits).toEqual([expect.objectContaining({ id: eksik.id, profileComplete: false })]);
    const refused = await admin.post(`/api/leagues/${league.id}/participants`, { userId: eksik.id });
    expect(refused.statusCode).toBe(404);
    expect(await order(league.id)).toEqual([]);
    await t.db.update(users).set({ profileCompletedAt: new Date() }).where(eq(users.id, eksik.id));
    const again = (await admin.get(`/api/leagues/${league.id}/user-search?q=eksikprofil`)).json();
    expect(again).toEqual([expect.objectContaining({ id: eksik.id, profileComplete: true })]);
    expect(
      (await admin.post(`/api/leagues/${league.id}/participants`, { userId: eksik.id })).statusCode,
    ).toBe(201);
  });

  it('keeps a player of another gender off a gender-specific league, with a Turkish reason', async () => {
    const league = await createLeague(t.db, { gender: 'female' });
    const ayse = await createUser(t.db, { firstName: 'Ayşe', lastName: 'Cinsiyetli', gender: 'female' });
    const ali = await createUser(t.db, { firstName: 'Ali', lastName: 'Cinsiyetli', gender: 'male' });
    const deniz = await createUser(t.db, { firstName: 'Deniz', lastName: 'Cinsiyetli', gender: 'other' });
    const { client: admin } = await signedInUser(t, { role: 'Admin' });

    const hits = (await admin.get(`/api/leagues/${league.id}/user-search?q=cinsiyetli`)).json();
    const matches = Object.fromEntries(
      hits.map((h: { id: string; genderMatches: boolean }) => [h.id, h.genderMatches]),
    );
    expect(matches).toEqual({ [ayse.id]: true, [ali.id]: false, [deniz.id]: false });

    for (const user of [ali, deniz]) {
      const res = await admin.post(`/api/leagues/${league.id}/participants`, { userId: user.id });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe('Bu lig yalnızca kadın oyunculara açık; bu oyuncu eklenemez.');
    }
    expect(await order(league.id)).toEqual([]);
    expect((await admin.post(`/api/leagues/${league.id}/participants`, { userId: ayse.id })).statusCode).toBe(
      201,
    );
    expect(await order(league.id)).toEqual([ayse.id]);
  });

  it('lets a league’s moderator manage its players and ranks, and nobody else', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const other = await createLadder(t.db, 2);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, league.id, modUser.id);
    const [a, b, c] = players.map((p) => p.id);
    const outsider = await createUser(t.db);

    expect((await mod.put(`/api/leagues/${league.id}/ranks`, { userIds: [c, b, a] })).statusCode).toBe(200);
    expect(
      (await mod.post(`/api/leagues/${league.id}/participants`, { userId: outsider.id })).statusCode,
    ).toBe(201);
    expect((await mod.delete(`/api/leagues/${league.id}/participants/${outsider.id}`)).statusCode).toBe(200);
    const search = (await mod.get(`/api/leagues/${league.id}/user-search?q=deniz`)).json();
    expect(search.every((u: { email: string | null }) => u.email === null)).toBe(true);

    const otherIds = other.players.map((p) => p.id);
    const { client: player } = await signedInUser(t);
    for (const c2 of [mod, player]) {
      const r = await c2.put(`/api/leagues/${other.league.id}/ranks`, { userIds: [...otherIds].reverse() });
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).message).toBe('Yetkiniz yok.');
      expect(
        (await c2.post(`/api/leagues/${other.league.id}/participants`, { userId: outsider.id })).statusCode,
      ).toBe(403);
      expect(
        (await c2.delete(`/api/leagues/${other.league.id}/participants/${otherIds[0]}`)).statusCode,
      ).toBe(403);
      expect((await c2.get(`/api/leagues/${other.league.id}/user-search?q=a`)).statusCode).toBe(403);
    }
    const anon = clientFor(t);
    expect((await anon.put(`/api/leagues/${league.id}/ranks`, { userIds: [a, b, c] })).statusCode).toBe(401);
    expect(await order(other.league.id)).toEqual(otherIds);
    expect(await order(league.id)).toEqual([c, b, a]);
  });
});

describe('two staff members editing one ladder', () => {
  const changed =
    'Siz bakarken sıralama değişti; değişikliğiniz kaydedilmedi. Güncel sıralama şimdi gösteriliyor, lütfen kontrol edip yeniden deneyiniz.';

  /** Two staff of one league (its moderator and an admin), each with the ladder as they read it. */
  async function twoStaff(size: number) {
    const { league, players } = await createLadder(t.db, size);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, league.id, modUser.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const read = async (client: typeof admin) =>
      ((await client.get(`/api/leagues/${league.id}/participants`)).json() as { userId: string }[]).map(
        (r) => r.userId,
      );
    return { league, ids: players.map((p) => p.id), mod, admin, read };
  }

  /** Everything a hand edit writes: ranks, their history, notices and the admin log. */
  const trace = async (leagueId: string, ids: string[]) => ({
    order: await order(leagueId),
    history: (await t.db.select().from(rankHistory).where(eq(rankHistory.leagueId, leagueId))).length,
    notices: (await t.db.select().from(notifications)).filter((n) => ids.includes(n.userId)).length,
    logs: (await t.db.select().from(adminLogs)).filter(
      (l) => (l.eventDetails as { leagueId?: string }).leagueId === leagueId,
    ).length,
  });

  it('refuses a reorder made from a ladder another staff member has moved since, and changes nothing', async () => {
    const { league, ids, mod, admin, read } = await twoStaff(4);
    const [a, b, c, d] = ids;
    const adminSaw = await read(admin);
    const modSaw = await read(mod);
    expect(adminSaw).toEqual([a, b, c, d]);

    // The moderator moves d to the top; the admin, still looking at a, b, c, d, presses ↑ on c.
    const moved = await mod.patch(`/api/leagues/${league.id}/participants/${d}`, { rank: 1, seenRank: 4 });
    expect(moved.statusCode).toBe(200);
    const before = await trace(league.id, ids);
    expect(before.order).toEqual([d, a, b, c]);
    const stale = await admin.put(`/api/leagues/${league.id}/ranks`, {
      userIds: [a, c, b, d],
      seen: adminSaw,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: 'ladder_changed', message: changed });
    expect(await trace(league.id, ids)).toEqual(before);

    // The same from the moderator's side: their view is as old as the admin's.
    const modStale = await mod.put(`/api/leagues/${league.id}/ranks`, {
      userIds: [b, a, c, d],
      seen: modSaw,
    });
    expect(modStale.statusCode).toBe(409);
    expect(errorOf(modStale).message).toBe(changed);
    expect(await trace(league.id, ids)).toEqual(before);

    // Read again, the admin's ↑ on c goes through and keeps the moderator's move.
    const fresh = await read(admin);
    const done = await admin.put(`/api/leagues/${league.id}/ranks`, {
      userIds: [d, a, c, b],
      seen: fresh,
    });
    expect(done.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([d, a, c, b]);
  });

  it('refuses a move of a player who is no longer where the staff member saw them, and changes nothing', async () => {
    const { league, ids, mod, admin, read } = await twoStaff(5);
    const [a, b, c, d, e] = ids;
    expect(await read(admin)).toEqual(ids);

    // The moderator takes b up to the top: a drops to 2nd, c, d and e stay where they were.
    expect(
      (await mod.patch(`/api/leagues/${league.id}/participants/${b}`, { rank: 1, seenRank: 2 })).statusCode,
    ).toBe(200);
    const before = await trace(league.id, ids);
    expect(before.order).toEqual([b, a, c, d, e]);

    // The admin, from the old list, moves a (seen 1st, now 2nd) and b (seen 2nd, now 1st).
    for (const [who, seenRank, rank] of [
      [a, 1, 3],
      [b, 2, 5],
    ] as const) {
      const res = await admin.patch(`/api/leagues/${league.id}/participants/${who}`, { rank, seenRank });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'ladder_changed', message: changed });
    }
    expect(await trace(league.id, ids)).toEqual(before);

    // e is still 5th as the admin saw it: moving e keeps the moderator's move of b.
    const kept = await admin.patch(`/api/leagues/${league.id}/participants/${e}`, { rank: 4, seenRank: 5 });
    expect(kept.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([b, a, c, e, d]);

    // A player taken off meanwhile is not moved either.
    expect((await mod.delete(`/api/leagues/${league.id}/participants/${c}`)).statusCode).toBe(200);
    const gone = await admin.patch(`/api/leagues/${league.id}/participants/${c}`, { rank: 1, seenRank: 3 });
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone).message).toBe(changed);
    expect(await order(league.id)).toEqual([b, a, e, d]);
  });

  it('moves without the check when the rank seen is null, and refuses a rank seen that is no place in words', async () => {
    const { league, ids, admin } = await twoStaff(3);
    const [a, b, c] = ids;
    const url = (who: string) => `/api/leagues/${league.id}/participants/${who}`;
    const before = await trace(league.id, ids);
    for (const seenRank of ['2', 0, 1.5, 20_000, true, {}]) {
      const res = await admin.patch(url(b), { rank: 1, seenRank });
      expect(res.statusCode, JSON.stringify(seenRank)).toBe(400);
      expect(errorOf(res).message).toBe(messages.participants.seenRankInvalid);
      expect(errorOf(res).fields).toEqual({ seenRank: messages.participants.seenRankInvalid });
    }
    expect(await trace(league.id, ids)).toEqual(before);
    const moved = await admin.patch(url(c), { rank: 1, seenRank: null });
    expect(moved.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([c, a, b]);
  });

  it('lets only the first of two reorders made from the same ladder at once through', async () => {
    const { league, ids, mod, admin, read } = await twoStaff(3);
    const [a, b, c] = ids;
    const saw = await read(admin);
    const answers = await Promise.all([
      admin.put(`/api/leagues/${league.id}/ranks`, { userIds: [b, a, c], seen: saw }),
      mod.put(`/api/leagues/${league.id}/ranks`, { userIds: [a, c, b], seen: saw }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect(await order(league.id)).toEqual(winner.json().map((r: { userId: string }) => r.userId));
  });

  it('refuses a reorder made before a match result moved the ladder', async () => {
    const { league, ids, admin, read } = await twoStaff(3);
    const [a, b, c] = ids;
    const saw = await read(admin);
    // Any change of the ladder counts, not only another staff member's (here: written directly,
    // as a result or another server process would).
    await t.db.execute(sql`update league_participants set rank = case user_id
        when ${b} then 1 when ${a} then 2 else rank end where league_id = ${league.id}`);
    const res = await admin.put(`/api/leagues/${league.id}/ranks`, { userIds: [a, c, b], seen: saw });
    expect(res.statusCode).toBe(409);
    expect(await order(league.id)).toEqual([b, a, c]);
  });

  it('checks what a view names, in Turkish', async () => {
    const { league, ids, admin } = await twoStaff(2);
    const badSeen = await admin.put(`/api/leagues/${league.id}/ranks`, { userIds: ids, seen: 'a' });
    expect(badSeen.statusCode).toBe(400);
    expect(errorOf(badSeen).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    const badRank = await admin.patch(`/api/leagues/${league.id}/participants/${ids[0]}`, {
      rank: 2,
      seenRank: 0,
    });
    expect(badRank.statusCode).toBe(400);
    expect(errorOf(badRank).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    expect(await order(league.id)).toEqual(ids);
  });
});

describe('concurrency', () => {
  it('keeps ranks 1..n through 50 concurrent rank operations over HTTP', async () => {
    const { league, players } = await createLadder(t.db, 10);
    const extras = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const ids = players.map((p) => p.id);
    const ops = Array.from({ length: 50 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return admin.patch(`/api/leagues/${league.id}/participants/${ids[i % ids.length]}`, {
            rank: ((i * 3) % 10) + 1,
          });
        case 1:
          return admin.put(`/api/leagues/${league.id}/ranks`, { userIds: [...ids].reverse() });
        case 2:
          return admin.post(`/api/leagues/${league.id}/participants`, {
            userId: extras[i % extras.length].id,
          });
        case 3:
          return admin.delete(`/api/leagues/${league.id}/participants/${extras[(i + 3) % extras.length].id}`);
        default:
          return admin.patch(`/api/leagues/${league.id}/participants/${ids[(i * 7) % ids.length]}`, {
            rank: 1,
          });
      }
    });
    const results = await Promise.all(ops);
    // Every answer is a success or a clear refusal (duplicate, not on the ladder, out-of-date order).
    for (const r of results) expect([200, 201, 404, 409]).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode < 300).length).toBeGreaterThan(25);
    const after = await ladderOf(league.id);
    expect(isPermutation(after)).toBe(true);
    expect(await keptCount(league.id)).toBe(after.length);
    // No original player lost; no one twice.
    for (const id of ids) expect(after.filter((r) => r.userId === id)).toHaveLength(1);
    expect(new Set(after.map((r) => r.userId)).size).toBe(after.length);
    // The history replays to the final ladder.
    const history = await t.db
      .select()
      .from(rankHistory)
      .where(eq(rankHistory.leagueId, league.id))
      .orderBy(rankHistory.id);
    const replay = new Map<string, number>(ids.map((id, i) => [id, i + 1]));
    for (const h of history) {
      if (h.newRank === null) replay.delete(h.userId);
      else replay.set(h.userId, h.newRank);
    }
    expect(
      [...replay.entries()].sort((x, y) => x[1] - y[1]).map(([userId, rank]) => ({ userId, rank })),
    ).toEqual(after);
  });
});
