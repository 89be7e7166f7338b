import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../src/server/db/schema/index.js';
import { ZNotificationPage } from '../../src/shared/contract/notifications.js';
import { ZOfferHistoryPage } from '../../src/shared/contract/offers.js';
import { leaguePhrase } from '../../src/shared/labels.js';
import { targetPath } from '../../src/shared/rules/notification-target.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createNotification, createNotifications } from '../support/messaging-factories.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the test moves: 1 Oct 2026 13:00 in Istanbul.
const start = new Date('2026-10-01T10:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const rowOf = async (id: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

async function ladder(size: number) {
  const { league, players } = await createLadder(t.db, size);
  const clients = await Promise.all(players.map((p) => as(p.id)));
  return { league, players, clients };
}

describe('a notification carries what it is about', () => {
  it('an offer: both players’ notifications point at it, each addressed to its reader, on the wire', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const [, b, c] = players;
    const sent = await clients[2].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: b.id,
    });
    expect(sent.statusCode).toBe(201);
    const offerId = sent.json().offer.id;

    const page = ZNotificationPage.parse((await clients[1].get('/api/notifications')).json());
    const [received] = page.items;
    expect(received.target).toEqual({ kind: 'offer', id: offerId });
    // The league comes first: a player on two ladders knows which one it is about.
    const inLeague = leaguePhrase(league.name, 'liginde');
    const opening = `${inLeague} ${c.name} size maç teklifi gönderdi. Lütfen `;
    expect(received.message.slice(0, opening.length)).toBe(opening);
    expect(received.message).toMatch(/ tarihine kadar yanıtlayın\.$/);
    expect(received.message).not.toContain(b.name);

    const [mine] = (await clients[2].get('/api/notifications')).json().items;
    expect(mine.target).toEqual({ kind: 'offer', id: offerId });
    expect(mine.message).toContain(`${inLeague} ${b.name} oyuncusuna maç teklifi gönderdiniz.`);
    expect(mine.message).not.toContain(c.name);
  });

  it('a reported result points at the match and reads "… maç sonucunu girdi. Skor (siz – …): 3-6 2-6. Girilen sonuca göre kazanan: …"', async () => {
    clock = start;
    const { league, players, clients } = await ladder(2);
    const [a, b] = players;
    const match = await createPlannedMatch(t.db, league.id, b.id, a.id, { acceptedAt: start });
    const report = await clients[1].post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 2 },
      ],
    });
    expect(report.statusCode).toBe(200);
    const [note] = (await clients[0].get('/api/notifications')).json().items;
    expect(note.target).toEqual({ kind: 'match', id: match.id });
    expect(note.message).toMatch(
      new RegExp(
        `^${b.name} maç sonucunu girdi\\. Skor \\(siz – ${b.name}\\): 3-6 2-6\\. Girilen sonuca göre kazanan: ${b.name}\\. Lütfen onaylayın`,
      ),
    );
    expect(note.message).not.toContain(a.name);
    // A walkover says who won by it: here the reader.
    const other = await createPlannedMatch(t.db, league.id, b.id, a.id, { acceptedAt: start });
    const walkover = await clients[1].post(`/api/results/${other.id}/report`, {
      outcome: 'walkover',
      sets: [],
      loser: 'p1',
    });
    expect(walkover.statusCode).toBe(200);
    const [latest] = (await clients[0].get('/api/notifications')).json().items;
    expect(latest.message).toMatch(
      new RegExp(`^${b.name} maç sonucunu girdi: Hükmen\\. Girilen sonuca göre kazanan sizsiniz\\.`),
    );
  });
});

describe('the action a notification asks for marks it read, whichever screen did it', () => {
  it('answering an offer marks the opponent’s notification about it read, and only that one', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const [, b] = players;
    const offerId = (
      await clients[2].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: b.id })
    ).json().offer.id;
    const other = await createNotification(t.db, b.id, { subject: 'Başka' });
    expect((await clients[1].get('/api/notifications/unread-count')).json()).toEqual({ unread: 2 });

    expect((await clients[1].post(`/api/offers/${offerId}/accept`)).statusCode).toBe(200);
    const notes = await notesOf(b.id);
    const asked = notes.find((n) => n.subject === 'Maç Teklifi' && n.targetId === offerId)!;
    expect(asked).toMatchObject({ status: 'read' });
    expect(asked.readAt).not.toBeNull();
    expect((await rowOf(other.id)).status).toBe('unread');
    // The acceptance itself is news to the offerer; the opponent reads it addressed to them.
    const accepted = notes.find((n) => n.subject === 'Maç Teklifi Kabul Edildi')!;
    expect(accepted.message).toMatch(/maç teklifini kabul ettiniz/);
    // The one who accepted keeps it as a record: it arrives read, so the badge counts only what waits.
    expect(accepted.status).toBe('read');
    expect(accepted.readAt).not.toBeNull();
    expect((await clients[1].get('/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
    const toOfferer = (await notesOf(players[2].id)).find((n) => n.subject === 'Maç Teklifi Kabul Edildi')!;
    expect(toOfferer.status).toBe('unread');
  });

  it('rejecting an offer: the offerer is told, the one who rejected keeps a read record', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const [, b, c] = players;
    const offerId = (
      await clients[2].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: b.id })
    ).json().offer.id;
    expect((await clients[1].post(`/api/offers/${offerId}/reject`)).statusCode).toBe(200);
    const mine = (await notesOf(b.id)).find((n) => n.subject === 'Maç Teklifi Reddedildi')!;
    expect(mine.message).toMatch(/maç teklifini reddettiniz/);
    expect(mine.status).toBe('read');
    expect((await clients[1].get('/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
    const theirs = (await notesOf(c.id)).find((n) => n.subject === 'Maç Teklifi Reddedildi')!;
    expect(theirs.status).toBe('unread');
  });

  it('accepting one offer settles the notices of the offers it closed, and each mail addresses its reader', async () => {
    clock = start;
    const { league, players, clients } = await ladder(4);
    const [, b, c, d] = players;
    // Two offers wait for b's answer (from c, and one from d); b accepts c's, which closes d's with it:
    // the notice that asked b to answer d is settled too.
    const first = (
      await clients[2].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: b.id })
    ).json().offer.id as string;
    const second = await createOfferRow(t.db, league.id, d.id, b.id);
    await createNotification(t.db, b.id, {
      subject: 'Maç Teklifi',
      targetKind: 'offer',
      targetId: second.id,
    });
    expect((await clients[1].post(`/api/offers/${first}/accept`)).statusCode).toBe(200);
    const notes = await notesOf(b.id);
    expect(notes.find((n) => n.targetId === second.id && n.subject === 'Maç Teklifi')?.status).toBe('read');

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Maç Teklifi Kabul Edildi'));
    const toOfferer = mails.find((m) => m.to.includes(c.email))!;
    const toOpponent = mails.find((m) => m.to.includes(b.email))!;
    expect(toOfferer.text).toMatch(new RegExp(`^${b.name} maç teklifinizi kabul etti\\.`));
    expect(toOpponent.text).toMatch(new RegExp(`^${c.name} oyuncusunun maç teklifini kabul ettiniz\\.`));
  });

  it('cancelling an offer settles the opponent’s notification about it', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const [, b, c] = players;
    const offerId = (
      await clients[2].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: b.id })
    ).json().offer.id;
    expect((await clients[2].post(`/api/offers/${offerId}/cancel`)).statusCode).toBe(200);
    const asked = (await notesOf(b.id)).find((n) => n.subject === 'Maç Teklifi')!;
    expect(asked.status).toBe('read');
    const told = (await notesOf(b.id)).find((n) => n.subject === 'Maç Teklifi İptal Edildi')!;
    expect(told).toMatchObject({
      status: 'unread',
      message: `${c.name} size gönderdiği maç teklifini iptal etti.`,
    });
    // The offerer who withdrew it has a read record of it.
    const own = (await notesOf(c.id)).find((n) => n.subject === 'Maç Teklifi İptal Edildi')!;
    expect(own.status).toBe('read');
  });

  it('confirming a result marks “Maç Sonucu Girildi” read; disputing one does too', async () => {
    clock = start;
    const { league, players, clients } = await ladder(4);
    const { user: moderator } = await signedInUser(t);
    await addModerator(t.db, league.id, moderator.id);
    const report = (id: string, client: (typeof clients)[number]) =>
      client.post(`/api/results/${id}/report`, {
        outcome: 'normal',
        sets: [
          { p1: 6, p2: 3 },
          { p1: 6, p2: 2 },
        ],
      });
    const confirmed = await createPlannedMatch(t.db, league.id, players[1].id, players[0].id, {
      acceptedAt: start,
    });
    expect((await report(confirmed.id, clients[1])).statusCode).toBe(200);
    const reported = async (userId: string, matchId: string) =>
      (await notesOf(userId)).find((n) => n.subject === 'Maç Sonucu Girildi' && n.targetId === matchId)!;
    expect((await reported(players[0].id, confirmed.id)).status).toBe('unread');
    expect((await clients[0].post(`/api/results/${confirmed.id}/confirm`)).statusCode).toBe(200);
    expect((await reported(players[0].id, confirmed.id)).status).toBe('read');

    const disputed = await createPlannedMatch(t.db, league.id, players[3].id, players[2].id, {
      acceptedAt: start,
    });
    expect((await report(disputed.id, clients[3])).statusCode).toBe(200);
    const res = await clients[2].post(`/api/results/${disputed.id}/dispute`, { reason: 'Skor yanlış.' });
    expect(res.statusCode).toBe(200);
    expect((await reported(players[2].id, disputed.id)).status).toBe('read');
    // The reporter reads the dispute addressed to them.
    const told = (await notesOf(players[3].id)).find((n) => n.subject === 'Maç Sonucuna İtiraz')!;
    expect(told.message).toContain(
      `${players[2].name}, girdiğiniz sonuca itiraz etti. Skor (siz – ${players[2].name}): 6-3 6-2.`,
    );
    expect(told).toMatchObject({ status: 'unread', targetKind: 'match', targetId: disputed.id });
    expect(targetPath({ kind: 'match', id: disputed.id }, told.type)).toBe(`/maclarim#mac-${disputed.id}`);
    // The league's moderator is asked to decide: their notice opens Maç Yönetimi, not Maçlarım,
    // where a match of others never shows.
    const asked = (await notesOf(moderator.id)).find((n) => n.subject === 'Maç Sonucuna İtiraz')!;
    expect(asked).toMatchObject({ targetKind: 'match', targetId: disputed.id });
    expect(targetPath({ kind: 'match', id: disputed.id }, asked.type)).toBe('/macm');
    const wire = ZNotificationPage.parse((await (await as(moderator.id)).get('/api/notifications')).json());
    const listed = wire.items.find((n) => n.subject === 'Maç Sonucuna İtiraz')!;
    expect(targetPath(listed.target!, listed.type)).toBe('/macm');
  });
});

describe('the offerer’s notice that the offer was accepted', () => {
  const score = {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 2 },
    ],
  };
  const slots = { slots: [{ start: '2026-10-03T18:30', place: 'Dicle Kortları' }] };
  type Client = Awaited<ReturnType<typeof as>>;
  // Each step the challenger (c) may take in the accepted match, with what the opponent (o) did before it.
  const steps: Record<string, (matchId: string, c: Client, o: Client) => Promise<unknown>> = {
    'proposing a time': async (id, c) => expectOk(await c.post(`/api/matches/${id}/slots`, slots)),
    'picking the time the opponent proposed': async (id, c, o) => {
      const pending = (await o.post(`/api/matches/${id}/slots`, slots)).json().arrangement.pending;
      const requestId = pending.find((r: { kind: string }) => r.kind === 'slots').id;
      expectOk(await c.post(`/api/matches/${id}/slots/pick`, { requestId, slot: 0 }));
    },
    'asking to postpone': async (id, c) =>
      expectOk(await c.post(`/api/matches/${id}/requests`, { kind: 'postpone', days: 1 })),
    'reporting the score': async (id, c) => expectOk(await c.post(`/api/results/${id}/report`, score)),
    'confirming the score the opponent reported': async (id, c, o) => {
      expectOk(await o.post(`/api/results/${id}/report`, score));
      expectOk(await c.post(`/api/results/${id}/confirm`));
    },
    'disputing it': async (id, c, o) => {
      expectOk(await o.post(`/api/results/${id}/report`, score));
      expectOk(await c.post(`/api/results/${id}/dispute`, { reason: '' }));
    },
  };
  const expectOk = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

  it.each(Object.keys(steps))('is marked read by %s, in the same write', async (step) => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const [, b, c] = players;
    const offerId = (
      await clients[2].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: b.id })
    ).json().offer.id;
    expectOk(await clients[1].post(`/api/offers/${offerId}/accept`));
    const accepted = async () =>
      (await notesOf(c.id)).find((n) => n.subject === 'Maç Teklifi Kabul Edildi' && n.targetId === offerId)!;
    expect((await accepted()).status).toBe('unread');
    const other = await createNotification(t.db, c.id, { subject: 'Başka' });
    const matchId = (await clients[2].get('/api/results/mine')).json().open[0].id as string;
    // What the opponent does first leaves it waiting: only the challenger's own step answers it.
    await clients[1].post(`/api/matches/${matchId}/requests`, { kind: 'cancel', reason: 'Belki' });
    expect((await accepted()).status).toBe('unread');
    await steps[step](matchId, clients[2], clients[1]);
    const after = await accepted();
    expect(after.status).toBe('read');
    expect(after.readAt).not.toBeNull();
    expect((await rowOf(other.id)).status).toBe('unread');
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every unread notification of the player read, and nobody else’s', async () => {
    clock = start;
    const { user, client } = await signedInUser(t);
    const { user: other } = await signedInUser(t);
    const mine = await createNotifications(t.db, user.id, 3);
    const deleted = await createNotification(t.db, user.id, { status: 'deleted', deletedAt: start });
    const theirs = await createNotification(t.db, other.id);
    const res = await client.post('/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 3 });
    for (const n of mine) expect(await rowOf(n.id)).toMatchObject({ status: 'read', readAt: start });
    expect((await rowOf(deleted.id)).status).toBe('deleted');
    expect((await rowOf(theirs.id)).status).toBe('unread');
    expect((await client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await client.post('/api/notifications/read-all')).json()).toEqual({ marked: 0 });
    expect((await clientFor(t).post('/api/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/restore', () => {
  it('brings a deleted notification back as it was, for a minute', async () => {
    clock = start;
    const { user, client } = await signedInUser(t);
    const [unread, read] = await createNotifications(t.db, user.id, 2);
    await client.post(`/api/notifications/${read.id}/read`);
    for (const n of [unread, read])
      expect((await client.delete(`/api/notifications/${n.id}`)).statusCode).toBe(200);
    expect((await client.get('/api/notifications')).json()).toMatchObject({ total: 0, unread: 0 });
    expect((await rowOf(unread.id)).deletedAt).toEqual(start);

    clock = new Date(start.getTime() + 30_000);
    const back = await client.post(`/api/notifications/${unread.id}/restore`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: unread.id, status: 'unread', readAt: null });
    expect((await client.post(`/api/notifications/${read.id}/restore`)).json()).toMatchObject({
      status: 'read',
    });
    const list = (await client.get('/api/notifications')).json();
    expect(list).toMatchObject({ total: 2, unread: 1 });
    expect((await rowOf(unread.id)).deletedAt).toBeNull();
    // Restoring twice, or one never deleted, finds nothing.
    expect((await client.post(`/api/notifications/${unread.id}/restore`)).statusCode).toBe(404);

    // Past the minute it stays deleted.
    await client.delete(`/api/notifications/${unread.id}`);
    clock = new Date(clock.getTime() + 61_000);
    expect((await client.post(`/api/notifications/${unread.id}/restore`)).statusCode).toBe(404);
    expect((await rowOf(unread.id)).status).toBe('deleted');
  });

  it('never restores someone else’s', async () => {
    clock = start;
    const { user: owner } = await signedInUser(t);
    const theirs = await createNotification(t.db, owner.id, { status: 'deleted', deletedAt: start });
    const { client } = await signedInUser(t, { role: 'Admin' });
    expect((await client.post(`/api/notifications/${theirs.id}/restore`)).statusCode).toBe(404);
    expect((await rowOf(theirs.id)).status).toBe('deleted');
    expect((await clientFor(t).post(`/api/notifications/${theirs.id}/restore`)).statusCode).toBe(401);
  });
});

describe('GET /api/offers/history', () => {
  it('pages the player’s past offers, sent and received, with their outcome, and no pending or others’ offers', async () => {
    clock = start;
    const { league, players, clients } = await ladder(4);
    const [a, b, c, d] = players;
    const at = (min: number) => new Date(start.getTime() - min * 60_000);
    const statuses = [
      'accepted',
      'rejected',
      'cancelled',
      'expired',
      'unavailable_due_to_other_offer',
    ] as const;
    // c's offers to b, newest first by minutes ago, plus one from a to c (received) and a pending one.
    const made = [];
    for (const [i, status] of statuses.entries())
      made.push(await createOfferRow(t.db, league.id, c.id, b.id, { status, createdAt: at(i + 1) }));
    for (let i = 0; i < 8; i++)
      made.push(
        await createOfferRow(t.db, league.id, d.id, c.id, { status: 'expired', createdAt: at(10 + i) }),
      );
    await createOfferRow(t.db, league.id, c.id, a.id, { status: 'pending', createdAt: at(0) });
    const others = await createOfferRow(t.db, league.id, d.id, a.id, {
      status: 'rejected',
      createdAt: at(0),
    });

    const first = await clients[2].get('/api/offers/history');
    expect(first.statusCode).toBe(200);
    const page = ZOfferHistoryPage.parse(first.json());
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 13, totalPages: 2 });
    expect(page.items.map((o) => o.id)).toEqual(made.slice(0, 10).map((o) => o.id));
    expect(page.items.slice(0, 5).map((o) => o.status)).toEqual([...statuses]);
    expect(page.items[0]).toMatchObject({ offerer: { userId: c.id }, opponent: { userId: b.id } });
    expect(page.items[5]).toMatchObject({ offerer: { userId: d.id }, opponent: { userId: c.id } });
    const second = ZOfferHistoryPage.parse((await clients[2].get('/api/offers/history?page=2')).json());
    expect(second.items.map((o) => o.id)).toEqual(made.slice(10).map((o) => o.id));
    expect(JSON.stringify([page, second])).not.toContain(others.id);

    expect((await clients[1].get('/api/offers/history')).json()).toMatchObject({ total: 5 });
    expect((await clientFor(t).get('/api/offers/history')).statusCode).toBe(401);
    expect((await clients[2].get('/api/offers/history?page=0')).statusCode).toBe(400);
  });

  it('gives each past offer the time it was decided', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const offerId = (
      await clients[2].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[1].id,
      })
    ).json().offer.id;
    clock = new Date(start.getTime() + 3_600_000);
    await clients[2].post(`/api/offers/${offerId}/cancel`);
    const [item] = (await clients[1].get('/api/offers/history')).json().items;
    expect(item).toMatchObject({ id: offerId, status: 'cancelled', decidedAt: clock.toISOString() });
    const stored = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, offerId), eq(notifications.userId, players[1].id)));
    expect(stored.every((n) => n.targetKind === 'offer')).toBe(true);
  });
});
