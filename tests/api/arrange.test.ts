import { readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueParticipants,
  mailOutbox,
  matches,
  matchRequests,
  notifications,
  rankHistory,
} from '../../src/server/db/schema/index.js';
import { startReminderJob } from '../../src/server/jobs/reminder-job.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { leagueBody } from '../support/league-body.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 10 Nov 2026 13:00 in Istanbul; a match accepted now must be played by 15 Nov 13:00.
const start = new Date('2026-11-10T10:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];
const notes = async (userId: string, subject: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)));
const mails = async (to: string, subject: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject))).filter((r) =>
    JSON.stringify(r.to).includes(to),
  );

async function setup(league: Parameters<typeof createLadder>[2] = {}) {
  clock = start;
  const { league: l, players } = await createLadder(t.db, 3, league);
  // players[2] challenged players[1]; players[0] is a third player on the ladder.
  const match = await createPlannedMatch(t.db, l.id, players[2].id, players[1].id, { acceptedAt: start });
  const [third, opponent, challenger] = await Promise.all(players.map((p) => as(p.id)));
  return { league: l, players, match, challenger, opponent, third };
}

describe('reaching the opponent', () => {
  it('each player sees the other’s phone as tel: and WhatsApp links, and e-mail; nobody else does', async () => {
    const { match, players, challenger, opponent, third } = await setup();
    const [, o, c] = players;
    const seen = (await challenger.get(`/api/matches/${match.id}/arrangement`)).json();
    expect(seen.opponent).toMatchObject({
      id: o.id,
      phone: o.phone,
      email: o.email,
      telUrl: 'tel:+905551234567',
    });
    expect(seen.opponent.whatsappUrl).toMatch(/^https:\/\/wa\.me\/905551234567\?text=/);
    const text = decodeURIComponent(seen.opponent.whatsappUrl.split('?text=')[1]);
    expect(text).toContain('maçımız');
    expect(text).toContain(o.firstName);
    expect((await opponent.get(`/api/matches/${match.id}/arrangement`)).json().opponent).toMatchObject({
      id: c.id,
      email: c.email,
    });
    // A third player, staff and visitors: as if the match did not exist.
    expect((await third.get(`/api/matches/${match.id}/arrangement`)).statusCode).toBe(404);
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.get(`/api/matches/${match.id}/arrangement`)).statusCode).toBe(404);
    expect((await clientFor(t).get(`/api/matches/${match.id}/arrangement`)).statusCode).toBe(401);
    // The match lists carry no contact details.
    expect(JSON.stringify((await challenger.get('/api/results/mine')).json())).not.toContain(o.email);
  });

  it('a match no longer planned answers its state with no contact details', async () => {
    const { match, players, challenger } = await setup();
    for (const status of ['iptal', 'oynanmış'] as const) {
      await t.db.update(matches).set({ status }).where(eq(matches.id, match.id));
      const res = await challenger.get(`/api/matches/${match.id}/arrangement`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status, pending: [], opponent: { id: players[1].id } });
      expect(res.body).not.toContain('@');
      expect(res.body).not.toContain(players[1].phone!);
    }
  });
});

const slot = (start: string, place = 'Dicle Kortları') => ({ start, place });

describe('proposing and agreeing a time', () => {
  it('propose, counter, pick: the match is planned at the slot and each step tells the other player', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    expect((await opponent.get('/api/results/mine')).json().open[0].slot).toBeNull();

    const proposed = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-12T18:30'), slot('2026-11-13T09:00', 'Sur Tenis')],
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().arrangement.pending).toMatchObject([{ kind: 'slots', mine: true }]);
    expect(await notes(o.id, 'Maç İçin Zaman Önerisi')).toHaveLength(1);
    expect(await mails(o.email, 'Maç İçin Zaman Önerisi')).toHaveLength(1);
    expect((await notes(o.id, 'Maç İçin Zaman Önerisi'))[0].message).toContain(
      '12 Kas Per 18:30 · Dicle Kortları',
    );

    // The opponent counters with another slot: it replaces the first proposal.
    const counter = await opponent.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-14T18:30')],
    });
    expect(counter.statusCode).toBe(200);
    const pending = counter.json().arrangement.pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ mine: true, slots: [{ at: '2026-11-14T15:30:00.000Z' }] });
    expect(await notes(c.id, 'Maç İçin Zaman Önerisi')).toHaveLength(1);

    // The proposer cannot pick their own slot.
    const own = await opponent.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: pending[0].id,
      slot: 0,
    });
    expect(own.statusCode).toBe(403);

    const picked = await challenger.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: pending[0].id,
      slot: 0,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().message).toBe('Maç planlandı: 14 Kas Cmt 18:30 · Dicle Kortları.');
    expect(picked.json().arrangement).toMatchObject({
      slot: { at: '2026-11-14T15:30:00.000Z', place: 'Dicle Kortları' },
      pending: [],
    });
    for (const client of [challenger, opponent])
      expect((await client.get('/api/results/mine')).json().open[0].slot).toEqual({
        at: '2026-11-14T15:30:00.000Z',
        place: 'Dicle Kortları',
      });
    expect(await notes(o.id, 'Maç Zamanı Kesinleşti')).toHaveLength(1);
    expect(await mails(o.email, 'Maç Zamanı Kesinleşti')).toHaveLength(1);
    expect((await matchRow(match.id)).calendarSequence).toBe(1);

    // Either may propose a change; the agreed slot holds until the other confirms.
    const change = await opponent.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-15T09:30')],
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().arrangement.slot.at).toBe('2026-11-14T15:30:00.000Z');
    const requestId = change.json().arrangement.pending[0].id;
    expect(
      (await challenger.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 0 })).json()
        .arrangement.slot,
    ).toEqual({ at: '2026-11-15T06:30:00.000Z', place: 'Dicle Kortları' });
    expect((await matchRow(match.id)).calendarSequence).toBe(2);
    // An answered proposal cannot be picked again.
    const again = await challenger.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 0 });
    expect(again.statusCode).toBe(422);
  });

  it('refuses slots after the play deadline, in the past, doubled or too many, and writes nothing', async () => {
    const { match, challenger } = await setup();
    const cases: [unknown, string][] = [
      [[slot('2026-11-15T13:01')], 'son gününü'],
      [[slot('2026-11-10T12:00')], 'ileride'],
      [[slot('2026-11-12T18:30'), slot('2026-11-12T18:30', 'Başka')], 'iki kez'],
      [
        [
          slot('2026-11-11T10:00'),
          slot('2026-11-11T11:00'),
          slot('2026-11-11T12:00'),
          slot('2026-11-11T13:00'),
        ],
        'üç',
      ],
      [[], 'üç'],
      [[{ start: '2026-11-12T18:30', place: '   ' }], 'Yer'],
      [[{ start: '2026-13-12T18:30', place: 'Kort' }], 'tarih'],
    ];
    for (const [slots, words] of cases) {
      const res = await challenger.post(`/api/matches/${match.id}/slots`, { slots });
      expect(res.statusCode, JSON.stringify(slots)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(errorOf(res).message).toContain(words);
    }
    expect((await challenger.get(`/api/matches/${match.id}/arrangement`)).json().pending).toEqual([]);
  });

  it('a third player cannot propose or pick on someone else’s match', async () => {
    const { match, third, challenger } = await setup();
    expect(
      (await third.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] })).statusCode,
    ).toBe(404);
    const requestId = (
      await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] })
    ).json().arrangement.pending[0].id;
    expect((await third.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 0 })).statusCode).toBe(
      404,
    );
    expect((await matchRow(match.id)).slotAt).toBeNull();
  });
});

describe('postponing and cancelling together', () => {
  it('a postponement the other confirms moves the deadline once, by up to maxDaysToPlay, and is logged', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    const tooLong = await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 6 });
    expect(tooLong.statusCode).toBe(422);
    expect(errorOf(tooLong).message).toBe('Erteleme 1 ile 5 gün arasında olmalıdır.');
    const asked = await challenger.post(`/api/matches/${match.id}/requests`, {
      kind: 'postpone',
      days: 3,
      reason: 'Yağmur',
    });
    expect(asked.statusCode).toBe(200);
    expect((await notes(o.id, 'Maç Erteleme İsteği'))[0].message).toContain('Yağmur');
    const doubled = await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 });
    expect(doubled.statusCode).toBe(409);
    const requestId = asked.json().arrangement.pending[0].id;
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests/${requestId}/answer`, { accept: true }))
        .statusCode,
    ).toBe(403);
    const ok = await opponent.post(`/api/matches/${match.id}/requests/${requestId}/answer`, { accept: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().arrangement).toMatchObject({
      dueAt: '2026-11-18T10:00:00.000Z',
      originalDueAt: '2026-11-15T10:00:00.000Z',
    });
    expect(await notes(c.id, 'Maç Ertelendi')).toHaveLength(1);
    const [log] = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'MatchPostponed'));
    expect(log.eventDetails).toMatchObject({ matchId: match.id, requestReason: 'Yağmur' });
    // Once only.
    const again = await opponent.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 1 });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).message).toBe('Bu maç bir kez ertelendi; yeniden ertelenemez.');
    // Slots may now go up to the new deadline.
    expect(
      (await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-17T18:00')] }))
        .statusCode,
    ).toBe(200);
  });

  it('a declined request changes nothing but tells the requester', async () => {
    const { match, players, challenger, opponent } = await setup();
    const asked = await opponent.post(`/api/matches/${match.id}/requests`, {
      kind: 'cancel',
      reason: 'Sakatlık',
    });
    const requestId = asked.json().arrangement.pending[0].id;
    const no = await challenger.post(`/api/matches/${match.id}/requests/${requestId}/answer`, {
      accept: false,
    });
    expect(no.statusCode).toBe(200);
    expect(await notes(players[1].id, 'İsteğiniz Reddedildi')).toHaveLength(1);
    expect(await matchRow(match.id)).toMatchObject({ status: 'planlanmış' });
  });

  it('a mutual cancellation closes the match as iptal: no rank change, no winner, logged', async () => {
    const { match, league, players, challenger, opponent } = await setup();
    const asked = await opponent.post(`/api/matches/${match.id}/requests`, {
      kind: 'cancel',
      reason: 'Sakatlık',
    });
    const requestId = asked.json().arrangement.pending[0].id;
    const yes = await challenger.post(`/api/matches/${match.id}/requests/${requestId}/answer`, {
      accept: true,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().message).toBe('Maç ikinizin onayıyla iptal edildi.');
    expect(await matchRow(match.id)).toMatchObject({ status: 'iptal', winnerId: null, outcome: 'normal' });
    expect(await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id))).toEqual([]);
    for (const p of [players[1], players[2]]) expect(await notes(p.id, 'Maç İptal Edildi')).toHaveLength(1);
    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.eventType, 'MatchCancelledByPlayers'));
    expect(log.eventDetails).toMatchObject({ matchId: match.id, leagueId: league.id });
    // No winner: no re-challenge wait starts (shared/rules/results counts decided matches only).
    expect(
      (await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] }))
        .statusCode,
    ).toBe(422);
    // Both phones read the arrangement once more as the match closes: its state, not an error,
    // with nothing left to answer and no contact details.
    for (const who of [challenger, opponent]) {
      const read = await who.get(`/api/matches/${match.id}/arrangement`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ matchId: match.id, status: 'iptal', pending: [] });
      expect(read.json().opponent).toMatchObject({
        phone: null,
        email: null,
        telUrl: null,
        whatsappUrl: null,
      });
      expect(read.body).not.toContain('@');
    }
  });
});

describe('taking back a request', () => {
  it('the player who asked withdraws it: the opponent is told and has nothing left to answer', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    const asked = await challenger.post(`/api/matches/${match.id}/requests`, {
      kind: 'postpone',
      days: 2,
      reason: 'Yağmur',
    });
    const requestId = asked.json().arrangement.pending[0].id;
    // Only the player who asked takes it back.
    const theirs = await opponent.post(`/api/matches/${match.id}/requests/${requestId}/withdraw`);
    expect(theirs.statusCode).toBe(403);
    expect(errorOf(theirs).message).toBe(messages.arrange.notYourRequest);
    const withdrawn = await challenger.post(`/api/matches/${match.id}/requests/${requestId}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: messages.arrange.withdrawn,
      arrangement: { pending: [] },
    });
    const [row] = await t.db.select().from(matchRequests).where(eq(matchRequests.id, requestId));
    expect(row).toMatchObject({ status: 'withdrawn', decidedBy: c.id });
    const told = await notes(o.id, messages.arrange.withdrawnSubject);
    expect(told.map((n) => n.message)).toEqual([messages.arrange.withdrawnText(c.name, 'postpone')]);
    expect(await mails(o.email, messages.arrange.withdrawnSubject)).toHaveLength(1);
    // Answering it now, or taking it back again, finds nothing waiting; the deadline never moved.
    const late = await opponent.post(`/api/matches/${match.id}/requests/${requestId}/answer`, {
      accept: true,
    });
    expect(late.statusCode).toBe(422);
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests/${requestId}/withdraw`)).statusCode,
    ).toBe(422);
    expect((await matchRow(match.id)).dueAt).toEqual(match.dueAt);
    // Asking again is open once more.
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 1 })).statusCode,
    ).toBe(200);
  });
});

describe('a step in the match marks read only what it answered', () => {
  const unread = async (userId: string, subject: string) =>
    (await notes(userId, subject)).filter((n) => n.status === 'unread');
  const pendingOf = async (client: Awaited<ReturnType<typeof as>>, matchId: string, kind: string) =>
    (await client.get(`/api/matches/${matchId}/arrangement`))
      .json()
      .pending.find((r: { kind: string }) => r.kind === kind);
  const unreadCount = async (client: Awaited<ReturnType<typeof as>>) =>
    (await client.get('/api/notifications/unread-count')).json().unread as number;

  it('picking a proposed time leaves the notice of a postponement still waiting unread until it is answered', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o] = players;
    expect(
      (await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 })).statusCode,
    ).toBe(200);
    expect(await unread(o.id, messages.arrange.proposalSubject)).toHaveLength(1);
    expect(await unread(o.id, messages.arrange.postponeSubject)).toHaveLength(1);
    const before = await unreadCount(opponent);

    const proposal = await pendingOf(opponent, match.id, 'slots');
    const picked = await opponent.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: proposal.id,
      slot: 0,
    });
    expect(picked.statusCode).toBe(200);
    // The proposal is answered; the postponement still waits for the opponent, and so does its notice.
    expect(await unread(o.id, messages.arrange.proposalSubject)).toEqual([]);
    expect(await unread(o.id, messages.arrange.postponeSubject)).toHaveLength(1);
    expect(await unreadCount(opponent)).toBe(before - 1);
    expect(picked.json().arrangement.pending).toMatchObject([{ kind: 'postpone', mine: false }]);

    // Answering the postponement settles its notice.
    const postpone = await pendingOf(opponent, match.id, 'postpone');
    expect(
      (await opponent.post(`/api/matches/${match.id}/requests/${postpone.id}/answer`, { accept: false }))
        .statusCode,
    ).toBe(200);
    expect(await unread(o.id, messages.arrange.postponeSubject)).toEqual([]);
  });

  it('asking for something while the opponent’s proposal waits leaves that proposal’s notice unread', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    await opponent.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] });
    expect(await unread(c.id, messages.arrange.proposalSubject)).toHaveLength(1);
    // A step of the challenger's own, not an answer to the proposal.
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'cancel', reason: 'Sakatlık' }))
        .statusCode,
    ).toBe(200);
    expect(await unread(c.id, messages.arrange.proposalSubject)).toHaveLength(1);
    // The opponent's own step leaves the cancellation's notice waiting, too.
    await opponent.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 1 });
    expect(await unread(o.id, messages.arrange.cancelAskSubject)).toHaveLength(1);
    // Answering the proposal with other times replaces it: its notice asks nothing any more.
    await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-13T18:30')] });
    expect(await unread(c.id, messages.arrange.proposalSubject)).toEqual([]);
    expect(await unread(c.id, messages.arrange.postponeSubject)).toHaveLength(1);
  });

  it('a proposal replaced by its own player, or a request taken back, leaves the opponent nothing to answer', async () => {
    const { match, players, challenger } = await setup();
    const [, o] = players;
    await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] });
    await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-13T18:30')] });
    const proposals = await notes(o.id, messages.arrange.proposalSubject);
    expect(proposals).toHaveLength(2);
    // Only the newer proposal waits for an answer.
    expect(proposals.filter((n) => n.status === 'unread').map((n) => n.message)).toEqual([
      expect.stringContaining('13 Kas'),
    ]);

    const asked = await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 });
    const requestId = asked
      .json()
      .arrangement.pending.find((r: { kind: string }) => r.kind === 'postpone').id;
    expect(await unread(o.id, messages.arrange.postponeSubject)).toHaveLength(1);
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests/${requestId}/withdraw`)).statusCode,
    ).toBe(200);
    expect(await unread(o.id, messages.arrange.postponeSubject)).toEqual([]);
    // The notice that it was taken back is news of its own.
    expect(await unread(o.id, messages.arrange.withdrawnSubject)).toHaveLength(1);
    // The proposal still waits.
    expect(await unread(o.id, messages.arrange.proposalSubject)).toHaveLength(1);
  });

  it('notices written before they carried their request are tied to the request still waiting', async () => {
    const { match, players, challenger } = await setup();
    const [, o] = players;
    await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 });
    const asked = await pendingOf(challenger, match.id, 'postpone');
    const [notice] = await notes(o.id, messages.arrange.postponeSubject);
    expect(notice.requestId).toBe(asked.id);
    // As written before: no request. The migration's second statement ties it again.
    await t.db.update(notifications).set({ requestId: null }).where(eq(notifications.id, notice.id));
    const other = await t.db
      .insert(notifications)
      .values({ userId: o.id, subject: 'Başka', message: 'Başka', targetKind: 'match', targetId: match.id })
      .returning();
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0020_notification_request.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.db.execute(sql.raw(migration[1]));
    expect((await notes(o.id, messages.arrange.postponeSubject))[0].requestId).toBe(asked.id);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, other[0].id), isNull(notifications.requestId))),
    ).toHaveLength(1);
  });

  it('a cancellation agreed by both closes the match: no notice about it is left unread for either player', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    await opponent.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] });
    await opponent.post(`/api/matches/${match.id}/requests`, { kind: 'cancel', reason: 'Sakatlık' });
    // A notice of the opponent's about the match, not asking anything (a reminder).
    const [reminder] = await t.db
      .insert(notifications)
      .values({
        userId: o.id,
        subject: messages.arrange.reminderSubject('24h'),
        message: 'Yarın maçınız var.',
        type: 'matchArrange',
        targetKind: 'match',
        targetId: match.id,
      })
      .returning();
    const cancel = await pendingOf(challenger, match.id, 'cancel');
    const ok = await challenger.post(`/api/matches/${match.id}/requests/${cancel.id}/answer`, {
      accept: true,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, reminder.id));
    expect(row.status).toBe('read');
    for (const who of [o.id, c.id]) {
      const left = (await t.db.select().from(notifications).where(eq(notifications.userId, who))).filter(
        (n) => n.status === 'unread' && n.targetId === match.id,
      );
      expect(left.map((n) => n.subject)).toEqual([messages.arrange.cancelledSubject]);
    }
  });
});

describe('a result ends the arranging', () => {
  it('requests still waiting when a score comes in are closed, and their notices read', async () => {
    const { match, players, challenger, opponent } = await setup();
    const [, o, c] = players;
    await opponent.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] });
    await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'cancel', reason: 'Sakatlık' });
    const unread = async (userId: string, subject: string) =>
      (await notes(userId, subject)).filter((n) => n.status === 'unread');
    expect(await unread(o.id, 'Maç İptal İsteği')).toHaveLength(1);
    const reported = await challenger.post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 2 },
      ],
    });
    expect(reported.statusCode).toBe(200);
    // Nothing waits on the match but the result: no request is left open for either player.
    for (const who of [challenger, opponent])
      expect((await who.get(`/api/matches/${match.id}/arrangement`)).json().pending).toEqual([]);
    // The other player is no longer asked to answer a request the result has overtaken; they read
    // the result instead.
    expect(await unread(o.id, 'Maç İptal İsteği')).toEqual([]);
    expect(await unread(o.id, 'Maç Sonucu Girildi')).toHaveLength(1);
    expect(await unread(c.id, 'Maç Sonucu Girildi')).toEqual([]);
  });
});

describe('the calendar feed', () => {
  const feedOf = async (client: Awaited<ReturnType<typeof as>>) => {
    const link = (await client.get('/api/calendar/link')).json().url as string;
    const res = await clientFor(t).get(new URL(link).pathname);
    expect(res.statusCode).toBe(200);
    return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
  };
  const eventOf = (events: ICAL.Component[], matchId: string) => {
    const found = events.filter((e) => e.getFirstPropertyValue('uid') === `match-${matchId}@raket`);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const timeOf = (e: ICAL.Component, prop: string) => (e.getFirstPropertyValue(prop) as ICAL.Time).toJSDate();

  it('a match accepted just after midnight ends the evening before its deadline’s date, as the slot rule allows', async () => {
    const { league: l, players } = await createLadder(t.db, 3);
    // Accepted 10 Nov 00:09 in Istanbul: to be played by 15 Nov 00:09.
    const match = await createPlannedMatch(t.db, l.id, players[2].id, players[1].id, {
      acceptedAt: new Date('2026-11-09T21:09:00Z'),
    });
    const challenger = await as(players[2].id);
    const event = eventOf(await feedOf(challenger), match.id);
    const day = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(day.isDate).toBe(true);
    expect(day.toString()).toBe('2026-11-14');
    expect(event.getFirstPropertyValue('description')).toContain('Son oynama zamanı: 15 Kas 2026 00:09.');
    // The server agrees: an evening on the 14th is taken, the 15th's morning is not.
    const evening = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-14T20:00')],
    });
    expect(evening.statusCode, evening.body).toBe(200);
    const morning = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-15T09:00')],
    });
    expect(morning.statusCode).toBe(422);
  });

  it('an agreed slot: its start, the league’s 90 minutes, the place, one UID and SEQUENCE raised on each change', async () => {
    const { match, challenger, opponent } = await setup();
    // Before agreeing: an all-day "son gün" event on the play deadline.
    const before = eventOf(await feedOf(challenger), match.id);
    const day = before.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(day.isDate).toBe(true);
    expect(day.toString()).toBe('2026-11-15');
    expect(before.getFirstPropertyValue('summary')).toContain('Maç son günü');
    expect(before.getFirstPropertyValue('sequence')).toBe(0);

    const proposal = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-12T18:30')],
    });
    await opponent.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    const agreed = eventOf(await feedOf(opponent), match.id);
    expect(timeOf(agreed, 'dtstart').toISOString()).toBe('2026-11-12T15:30:00.000Z');
    expect(timeOf(agreed, 'dtend').toISOString()).toBe('2026-11-12T17:00:00.000Z');
    expect(agreed.getFirstPropertyValue('location')).toBe('Dicle Kortları');
    expect(agreed.getFirstPropertyValue('sequence')).toBe(1);

    const change = await opponent.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-13T20:00', 'Sur Tenis, Kort 2')],
    });
    await challenger.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: change.json().arrangement.pending[0].id,
      slot: 0,
    });
    const changed = eventOf(await feedOf(challenger), match.id);
    expect(timeOf(changed, 'dtstart').toISOString()).toBe('2026-11-13T17:00:00.000Z');
    expect(timeOf(changed, 'dtend').toISOString()).toBe('2026-11-13T18:30:00.000Z');
    expect(changed.getFirstPropertyValue('location')).toBe('Sur Tenis, Kort 2');
    expect(changed.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('a played match stays with its result in each player’s words, a cancelled one is marked cancelled, both for 60 days', async () => {
    const played = await setup();
    const [, o, c] = played.players;
    const proposal = await played.challenger.post(`/api/matches/${played.match.id}/slots`, {
      slots: [slot('2026-11-12T18:30')],
    });
    await played.opponent.post(`/api/matches/${played.match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    clock = new Date('2026-11-12T18:00:00Z');
    const sets = [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 4 },
    ];
    // The challenger (player 1 of the match) won 6-3 6-4; the opponent confirms.
    expect(
      (await played.challenger.post(`/api/results/${played.match.id}/report`, { outcome: 'normal', sets }))
        .statusCode,
    ).toBe(200);
    expect((await played.opponent.post(`/api/results/${played.match.id}/confirm`)).statusCode).toBe(200);
    const mine = eventOf(await feedOf(played.challenger), played.match.id);
    expect(timeOf(mine, 'dtstart').toISOString()).toBe('2026-11-12T15:30:00.000Z');
    expect(mine.getFirstPropertyValue('status')).toBeNull();
    expect(mine.getFirstPropertyValue('description')).toContain(`Rakip: ${o.firstName}`);
    expect(mine.getFirstPropertyValue('description')).toContain('Sonuç: 6-3 6-4, kazandınız.');
    const theirs = eventOf(await feedOf(played.opponent), played.match.id);
    expect(theirs.getFirstPropertyValue('description')).toContain(`Rakip: ${c.firstName}`);
    expect(theirs.getFirstPropertyValue('description')).toContain('Sonuç: 3-6 4-6, kaybettiniz.');

    // Another match, called off together before it was arranged: its all-day event says so.
    clock = start;
    const called = await setup();
    const asked = await called.challenger.post(`/api/matches/${called.match.id}/requests`, {
      kind: 'cancel',
    });
    expect(asked.statusCode).toBe(200);
    const requestId = asked.json().arrangement.pending[0].id;
    expect(
      (
        await called.opponent.post(`/api/matches/${called.match.id}/requests/${requestId}/answer`, {
          accept: true,
        })
      ).statusCode,
    ).toBe(200);
    const off = eventOf(await feedOf(called.opponent), called.match.id);
    expect(off.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(off.getFirstPropertyValue('description')).toContain('Maç iptal edildi.');
    expect(off.getFirstPropertyValue('sequence')).toBeGreaterThan(0);

    // Sixty days after its time a closed match leaves the feed (its address read before the
    // sessions end).
    const links = await Promise.all(
      [played.challenger, called.opponent].map(
        async (c) => (await c.get('/api/calendar/link')).json().url as string,
      ),
    );
    clock = new Date('2027-01-20T12:00:00Z');
    const feedAt = async (link: string) =>
      new ICAL.Component(
        ICAL.parse((await clientFor(t).get(new URL(link).pathname)).body),
      ).getAllSubcomponents('vevent');
    const later = await feedAt(links[0]);
    expect(later.filter((e) => e.getFirstPropertyValue('uid') === `match-${played.match.id}@raket`)).toEqual(
      [],
    );
    expect(
      (await feedAt(links[1])).filter(
        (e) => e.getFirstPropertyValue('uid') === `match-${called.match.id}@raket`,
      ),
    ).toEqual([]);
  });

  it('takes the match length from the league', async () => {
    const { match, challenger, opponent } = await setup({ matchMinutes: 120 });
    const proposal = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-12T18:30')],
    });
    await opponent.post(`/api/matches/${match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    const event = eventOf(await feedOf(challenger), match.id);
    expect(timeOf(event, 'dtend').toISOString()).toBe('2026-11-12T17:30:00.000Z');
  });
});

describe('reminders before an agreed slot', () => {
  const runJobs = async (n: number) => {
    const jobs = Array.from({ length: n }, () => startReminderJob(t.app.deps, t.app.log, 15));
    await Promise.all(jobs.map((j) => j.runOnce()));
    await Promise.all(jobs.map((j) => j.stop()));
  };
  const agree = async (s: Awaited<ReturnType<typeof setup>>, start: string) => {
    const proposal = await s.challenger.post(`/api/matches/${s.match.id}/slots`, { slots: [slot(start)] });
    const picked = await s.opponent.post(`/api/matches/${s.match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    expect(picked.statusCode).toBe(200);
  };

  it('reminds both players 24 h and 2 h before, each exactly once, even with two job instances at once', async () => {
    const s = await setup();
    const [, o, c] = s.players;
    await agree(s, '2026-11-12T18:30'); // 15:30 UTC
    const count = async (subject: string) => [
      (await notes(o.id, subject)).length,
      (await notes(c.id, subject)).length,
      (await mails(o.email, subject)).length,
      (await mails(c.email, subject)).length,
    ];
    clock = new Date('2026-11-11T15:00:00Z'); // 24.5 h before: nothing yet
    await runJobs(2);
    expect(await count('Yarın Maçınız Var')).toEqual([0, 0, 0, 0]);
    clock = new Date('2026-11-11T15:30:00Z'); // 24 h before
    await runJobs(2);
    expect(await count('Yarın Maçınız Var')).toEqual([1, 1, 1, 1]);
    expect((await notes(o.id, 'Yarın Maçınız Var'))[0].message).toContain(
      '12 Kas Per 18:30 · Dicle Kortları',
    );
    clock = new Date('2026-11-12T10:00:00Z'); // 5.5 h before: the 24-hour one is not sent again
    await runJobs(2);
    expect(await count('Yarın Maçınız Var')).toEqual([1, 1, 1, 1]);
    expect(await count('Maçınız 2 Saat Sonra')).toEqual([0, 0, 0, 0]);
    clock = new Date('2026-11-12T13:45:00Z'); // 1 h 45 before
    await runJobs(2);
    await runJobs(1);
    expect(await count('Maçınız 2 Saat Sonra')).toEqual([1, 1, 1, 1]);
    expect(await count('Yarın Maçınız Var')).toEqual([1, 1, 1, 1]);
  });

  it('sends nothing outside 08:00–22:59 Istanbul, and reminds a changed slot again', async () => {
    const s = await setup();
    const [, o] = s.players;
    await agree(s, '2026-11-12T09:00'); // 06:00 UTC; 2 h before is 07:00 Istanbul
    clock = new Date('2026-11-11T06:00:00Z'); // 09:00 Istanbul, 24 h before
    await runJobs(1);
    expect(await notes(o.id, 'Yarın Maçınız Var')).toHaveLength(1);
    clock = new Date('2026-11-12T04:00:00Z'); // 07:00 Istanbul: outside the window
    await runJobs(1);
    expect(await notes(o.id, 'Maçınız 2 Saat Sonra')).toHaveLength(0);
    clock = new Date('2026-11-12T05:00:00Z'); // 08:00 Istanbul, an hour before
    await runJobs(1);
    expect(await notes(o.id, 'Maçınız 2 Saat Sonra')).toHaveLength(1);
    // Moved to the next day: its own 24-hour reminder.
    await agree(s, '2026-11-13T20:00');
    clock = new Date('2026-11-12T17:30:00Z');
    await runJobs(1);
    expect(await notes(o.id, 'Yarın Maçınız Var')).toHaveLength(2);
  });
});

describe('overdue matches', () => {
  const runJob = async () => {
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    await job.runOnce();
    await job.stop();
  };

  it('by default the staff are told once and the match waits in their queue', async () => {
    const s = await setup();
    const mod = await createUser(t.db, { role: 'Moderator' });
    await addModerator(t.db, s.league.id, mod.id);
    clock = new Date('2026-11-15T10:30:00Z'); // past the deadline
    await runJob();
    await runJob();
    expect(await notes(mod.id, 'Süresinde Oynanmayan Maç')).toHaveLength(1);
    expect(await matchRow(s.match.id)).toMatchObject({ status: 'planlanmış', resultState: 'none' });
    const staff = (await (await as(mod.id)).get(`/api/results/staff?leagueId=${s.league.id}`)).json();
    expect(staff.pending.map((m: { id: string }) => m.id)).toContain(s.match.id);
  });

  it('with the walkover setting, the player who left the proposal unanswered loses; the ladder moves as in a cancellation', async () => {
    const s = await setup({ overduePolicy: 'walkover' });
    const [top, o, c] = s.players;
    // The challenger proposed; the challenged player never answered.
    await s.challenger.post(`/api/matches/${s.match.id}/slots`, { slots: [slot('2026-11-13T18:00')] });
    clock = new Date('2026-11-15T10:30:00Z');
    await Promise.all([runJob(), runJob()]);
    expect(await matchRow(s.match.id)).toMatchObject({
      status: 'iptal',
      outcome: 'walkover',
      winnerId: c.id,
    });
    const ranks = await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, s.match.id));
    expect(ranks.length).toBeGreaterThan(0);
    const ladder = (
      await t.db.select().from(leagueParticipants).where(eq(leagueParticipants.leagueId, s.league.id))
    )
      .sort((a, b) => a.rank - b.rank)
      .map((p) => p.userId);
    expect(ladder).toEqual([top.id, c.id, o.id]);
    expect(await notes(o.id, 'Maç Hükmen Sonuçlandı')).toHaveLength(1);
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'MatchOverdue'));
    expect(logs.filter((l) => (l.eventDetails as { matchId: string }).matchId === s.match.id)).toHaveLength(
      1,
    );
  });

  it('a walkover that lifts the challenger over players tells each of them their new rank', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 4, { overduePolicy: 'walkover' });
    const [top, o, between, c] = players;
    const match = await createPlannedMatch(t.db, league.id, c.id, o.id, { acceptedAt: start });
    await (await as(c.id)).post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-13T18:00')] });
    clock = new Date('2026-11-15T10:30:00Z');
    await runJob();
    expect((await notes(between.id, 'Sıralamanız Değişti')).map((n) => n.message)).toEqual([
      `${league.name}: ${c.name}, rakibi zaman önerilerine süresinde yanıt vermediği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız 4.`,
    ]);
    for (const p of [top, o, c]) expect(await notes(p.id, 'Sıralamanız Değişti')).toEqual([]);
  });

  it('with the walkover setting but nothing proposed, the staff decide', async () => {
    const s = await setup({ overduePolicy: 'walkover' });
    clock = new Date('2026-11-15T10:30:00Z');
    await runJob();
    expect(await matchRow(s.match.id)).toMatchObject({ status: 'planlanmış' });
    expect((await matchRow(s.match.id)).overdueHandledAt).not.toBeNull();
  });
});

describe('the staff view', () => {
  it('shows the agreed slot, the postponement and the dispute reason to staff; the reason to nobody else', async () => {
    const s = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const proposal = await s.challenger.post(`/api/matches/${s.match.id}/slots`, {
      slots: [slot('2026-11-12T18:30')],
    });
    await s.opponent.post(`/api/matches/${s.match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    const asked = await s.opponent.post(`/api/matches/${s.match.id}/requests`, { kind: 'postpone', days: 2 });
    await s.challenger.post(
      `/api/matches/${s.match.id}/requests/${asked.json().arrangement.pending[0].id}/answer`,
      {
        accept: true,
      },
    );
    clock = new Date('2026-11-12T20:00:00Z');
    expect(
      (
        await s.challenger.post(`/api/results/${s.match.id}/report`, {
          outcome: 'normal',
          sets: [
            { p1: 6, p2: 3 },
            { p1: 6, p2: 4 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await s.opponent.post(`/api/results/${s.match.id}/dispute`, {
          reason: 'İkinci set 6-4 değil, 4-6 bitti.',
        })
      ).statusCode,
    ).toBe(200);
    const staff = (await admin.client.get(`/api/results/staff?leagueId=${s.league.id}`)).json();
    const row = staff.pending.find((m: { id: string }) => m.id === s.match.id);
    expect(row).toMatchObject({
      slot: { at: '2026-11-12T15:30:00.000Z', place: 'Dicle Kortları' },
      postponedAt: '2026-11-10T10:00:00.000Z',
      originalDueAt: '2026-11-15T10:00:00.000Z',
      dueAt: '2026-11-17T10:00:00.000Z',
      disputeReason: 'İkinci set 6-4 değil, 4-6 bitti.',
    });
    const mine = (await s.challenger.get('/api/results/mine')).json();
    expect(mine.open[0].disputeReason).toBeNull();
    // The staff's mail leads to Maç Yönetimi, the reporter's to Maçlarım.
    await t.app.deps.mailer.flush();
    const disputed = (to: string) => t.mail.to(to).filter((mail) => mail.subject === 'Maç Sonucuna İtiraz');
    expect(disputed(admin.user.email)[0].text).toContain(
      'Karar vermek için Maç Yönetimi: http://localhost:3000/macm',
    );
    expect(disputed(admin.user.email)[0].text).not.toContain('/maclarim');
    expect(disputed(s.players[2].email)[0].text).toContain('http://localhost:3000/maclarim');
    // The match table of /macm says the same: disputed, filed under the slot it was played at
    // (the result came in after it).
    const table = (await admin.client.get(`/api/matches?leagueId=${s.league.id}`)).json();
    expect(table.items.find((m: { id: string }) => m.id === s.match.id)).toMatchObject({
      status: 'planlanmış',
      resultState: 'disputed',
      slotAt: '2026-11-12T15:30:00.000Z',
      matchDate: '2026-11-12T15:30:00.000Z',
    });
  });

  it('a result that comes in before the agreed slot is filed under when it came in', async () => {
    const s = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const proposal = await s.challenger.post(`/api/matches/${s.match.id}/slots`, {
      slots: [slot('2026-11-14T18:30')],
    });
    await s.opponent.post(`/api/matches/${s.match.id}/slots/pick`, {
      requestId: proposal.json().arrangement.pending[0].id,
      slot: 0,
    });
    const listed = async () =>
      (await admin.client.get(`/api/matches?leagueId=${s.league.id}`))
        .json()
        .items.find((m: { id: string }) => m.id === s.match.id);
    expect(await listed()).toMatchObject({
      resultState: 'none',
      slotAt: '2026-11-14T15:30:00.000Z',
      matchDate: null,
    });
    clock = new Date('2026-11-12T09:00:00Z');
    const report = await s.challenger.post(`/api/results/${s.match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    expect(report.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ resultState: 'reported', matchDate: '2026-11-12T09:00:00.000Z' });
    expect((await s.opponent.post(`/api/results/${s.match.id}/confirm`)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      status: 'oynanmış',
      resultState: 'confirmed',
      matchDate: '2026-11-12T09:00:00.000Z',
    });
  });
});

describe('the league setting', () => {
  it('staff decide by default; an admin may choose the walkover and the match length, and nothing else is taken', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const created = await admin.client.post('/api/leagues', leagueBody({ name: 'Ayar Ligi' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id ?? created.json().league?.id;
    const league = async () => (await admin.client.get(`/api/leagues/${id}`)).json();
    expect(await league()).toMatchObject({ overduePolicy: 'staff', matchMinutes: 90 });
    const saved = await admin.client.put(
      `/api/leagues/${id}`,
      leagueBody({ name: 'Ayar Ligi', overduePolicy: 'walkover', matchMinutes: 120 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await league()).toMatchObject({ overduePolicy: 'walkover', matchMinutes: 120 });
    // An edit that leaves them out keeps them.
    expect((await admin.client.put(`/api/leagues/${id}`, leagueBody({ name: 'Ayar Ligi' }))).statusCode).toBe(
      200,
    );
    expect(await league()).toMatchObject({ overduePolicy: 'walkover', matchMinutes: 120 });
    const bad = await admin.client.put(
      `/api/leagues/${id}`,
      leagueBody({ overduePolicy: 'coin' as 'staff' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('Süresinde oynanmayan');
    const long = await admin.client.put(`/api/leagues/${id}`, leagueBody({ matchMinutes: 1000 }));
    expect(long.statusCode).toBe(400);
    expect(await league()).toMatchObject({ overduePolicy: 'walkover', matchMinutes: 120 });
  });
});

describe('a match staff add', () => {
  it('is planned at the time staff gave', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 2);
    const admin = await signedInUser(t, { role: 'Admin' });
    const added = await admin.client.post('/api/matches', {
      leagueId: league.id,
      player1Id: players[0].id,
      player2Id: players[1].id,
      matchDate: '2026-11-12T18:30',
    });
    expect(added.statusCode).toBe(201);
    const mine = (await (await as(players[0].id)).get('/api/results/mine')).json();
    expect(mine.open[0].slot).toEqual({ at: '2026-11-12T15:30:00.000Z', place: '' });
  });
});
