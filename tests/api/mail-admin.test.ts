import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueModerators, mailOutbox, notifications } from '../../src/server/db/schema/index.js';
import { enqueueMail } from '../../src/server/mail/outbox.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createLeague, createUser } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the admin mail screen’s reads', () => {
  it('finds users by name or e-mail with Turkish case folding', async () => {
    const ilker = await createUser(t.db, {
      firstName: 'İlker',
      lastName: 'Işık',
      email: 'ilker.isik@raket.test',
    });
    const { client } = await signedInUser(t, { role: 'Admin' });
    for (const q of ['ilker', 'İLKER', 'ışık', 'ilker.isik@', 'ilker isik']) {
      const items = (await client.get(`/api/mail/users?q=${encodeURIComponent(q)}`)).json().items;
      expect(items, q).toContainEqual({ id: ilker.id, name: 'İlker Işık', email: 'ilker.isik@raket.test' });
    }
    expect((await client.get('/api/mail/users?q=%25')).json().items).toEqual([]);
  });

  it('lists leagues with participant counts and a league’s recipients', async () => {
    const { league } = await createLadder(t.db, 2, { name: 'Diyarbakır Erkekler' });
    const empty = await createLeague(t.db, { name: 'Boş Lig' });
    const { client } = await signedInUser(t, { role: 'Admin' });
    const leagues = (await client.get('/api/mail/leagues')).json().items;
    expect(leagues).toContainEqual({
      id: league.id,
      name: 'Diyarbakır Erkekler',
      isActive: true,
      participants: 2,
    });
    expect(leagues).toContainEqual(expect.objectContaining({ id: empty.id, participants: 0 }));
    expect((await client.get(`/api/mail/leagues/${empty.id}/recipients`)).json()).toEqual({ emails: [] });
    expect(
      (await client.get('/api/mail/leagues/00000000-0000-4000-8000-000000000000/recipients')).statusCode,
    ).toBe(404);
  });
});

describe('the outbox search', () => {
  it('finds one person’s mail by part of the address or the subject, in either case, with its counts', async () => {
    const tag = `ara${Date.now().toString(36)}`;
    const one = await enqueueMail(t.db, {
      to: [`${tag}.bir@raket.test`],
      subject: 'Kort değişikliği',
      text: 'x',
    });
    const two = await enqueueMail(t.db, {
      to: [`${tag}.iki@raket.test`],
      subject: `Program ${tag}`,
      text: 'x',
    });
    const other = await enqueueMail(t.db, { to: ['baska@raket.test'], subject: 'Başka', text: 'x' });
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, two));
    const { client } = await signedInUser(t, { role: 'Admin' });
    const ids = async (query: string) => {
      const res = await client.get(`/api/mail/outbox?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    const byAddress = await ids(`q=${tag.toUpperCase()}.BIR`);
    expect(byAddress.items.map((m: { id: number }) => m.id)).toEqual([one]);
    const byTag = await ids(`q=${tag}`);
    expect(byTag.items.map((m: { id: number }) => m.id)).toEqual([two, one]);
    expect(byTag.counts).toEqual({ pending: 1, sending: 0, sent: 0, failed: 1 });
    expect(byTag.total).toBe(2);
    expect((await ids(`q=${tag}&status=failed`)).items.map((m: { id: number }) => m.id)).toEqual([two]);
    expect((await ids('q=kort%20de%C4%9Fi')).items.map((m: { id: number }) => m.id)).toContain(one);
    // Turkish capitals: 'IŞIK' is found as 'ışık', 'İZMİR' as 'izmir', and the other way round.
    const isik = await enqueueMail(t.db, { to: ['a@raket.test'], subject: `IŞIK ${tag} İZMİR`, text: 'x' });
    for (const q of [`ışık ${tag}`, `Işık ${tag} izmir`, 'IŞIK', `${tag} İzmir`])
      expect(
        (await ids(`q=${encodeURIComponent(q)}`)).items.map((m: { id: number }) => m.id),
        q,
      ).toContain(isik);
    expect((await ids(`q=${encodeURIComponent(`isik ${tag}`)}`)).items).toEqual([]);
    // LIKE's wildcards are taken as typed: '%' matches only a '%'.
    expect((await ids('q=%25')).items).toEqual([]);
    expect((await ids('')).items.map((m: { id: number }) => m.id)).toContain(other);
    const long = await client.get(`/api/mail/outbox?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(long))).toContain('en fazla 100 karakter');
  });
});

describe('POST /api/send-email with notify', () => {
  it('also leaves a notification for each recipient with an account', async () => {
    const player = await createUser(t.db);
    const { client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.post('/api/send-email', {
      to: [player.email.toUpperCase(), 'hesapsiz@raket.test'],
      subject: 'Kort değişikliği',
      text: 'Yarınki maçlar 2 numaralı kortta.',
      notify: true,
    });
    expect(res.statusCode).toBe(200);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, player.id));
    expect(notes).toEqual([
      expect.objectContaining({
        subject: 'Kort değişikliği',
        message: 'Yarınki maçlar 2 numaralı kortta.',
        status: 'unread',
      }),
    ]);
  });
});

describe('access', () => {
  it('players, moderators and guests reach none of it, and nothing is written', async () => {
    const league = await createLeague(t.db);
    const { client: player } = await signedInUser(t);
    const { user: mod, client: moderator } = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: mod.id });
    const [{ n: before }] = await t.db.select({ n: count() }).from(mailOutbox);
    const calls = (c: ReturnType<typeof clientFor>) => [
      c.get('/api/mail/users?q=a'),
      c.get('/api/mail/leagues'),
      c.get(`/api/mail/leagues/${league.id}/recipients`),
      c.get('/api/mail/outbox'),
      c.post('/api/mail/outbox/1/retry'),
      c.post('/api/send-email', { to: 'x@raket.test', subject: 'a', text: 'b' }),
    ];
    for (const c of [player, moderator]) {
      for (const res of await Promise.all(calls(c))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).message).toBe('Yetkiniz yok.');
      }
    }
    for (const res of await Promise.all(calls(clientFor(t)))) expect(res.statusCode).toBe(401);
    const [{ n: after }] = await t.db.select({ n: count() }).from(mailOutbox);
    expect(after).toBe(before);
  });

  it('refuses a bad outbox filter and a bad mail id', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    expect((await client.get('/api/mail/outbox?status=lost')).statusCode).toBe(400);
    expect((await client.post('/api/mail/outbox/abc/retry')).statusCode).toBe(400);
    expect((await client.post('/api/mail/outbox/999999/retry')).statusCode).toBe(404);
  });
});
