import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leagueParticipants,
  mailOutbox,
  matchOffers,
  notifications,
} from '../../src/server/db/schema/index.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import {
  addParticipants,
  createLadder,
  createLeague,
  createUser,
  sessionCookie,
} from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the test moves: 1 Oct 2026 13:00 in Istanbul (in the past, so sessions never idle out).
const start = new Date('2026-10-01T10:00:00Z');
let clock = start;
const days = (d: number) => new Date(start.getTime() + d * 86_400_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const statusOf = async (offerId: string) =>
  (await t.db.select({ s: matchOffers.status }).from(matchOffers).where(eq(matchOffers.id, offerId)))[0].s;
const notesOf = (offerId: string) =>
  t.db.select().from(notifications).where(eq(notifications.offerId, offerId));
const mailsTo = async (email: string, subject: string) =>
  (await t.db.select().from(mailOutbox)).filter(
    (m) => JSON.stringify(m).includes(email) && JSON.stringify(m).includes(subject),
  );

async function ladder(size: number, o: Parameters<typeof createLadder>[2] = {}) {
  const { league, players } = await createLadder(t.db, size, o);
  const clients = await Promise.all(players.map((p) => as(p.id)));
  return { league, players, clients };
}

describe('pending offers the ladder has overtaken', () => {
  it('a rejection that lifts the challenger above another of their offers closes it and tells both', async () => {
    clock = start;
    const { league, players, clients } = await ladder(8);
    // rank 6 has offered rank 2 and rank 5; the player at 2 rejects, so rank 6 takes rank 2 and the
    // player at 5 moves to 6: the second offer now points down the ladder.
    const a = players[5];
    const up = await createOfferRow(t.db, league.id, a.id, players[1].id);
    const overtaken = await createOfferRow(t.db, league.id, a.id, players[4].id);
    // rank 8 has offered rank 7; nobody between them moved, so it stays.
    const untouched = await createOfferRow(t.db, league.id, players[7].id, players[6].id);
    expect((await clients[1].post(`/api/offers/${up.id}/reject`)).statusCode).toBe(200);

    expect(await statusOf(overtaken.id)).toBe('unavailable_due_to_other_offer');
    expect(await statusOf(untouched.id)).toBe('pending');
    const notes = await notesOf(overtaken.id);
    expect(notes.map((n) => n.userId).sort()).toEqual([a.id, players[4].id].sort());
    // Each reads it addressed to them, the other by name.
    const textFor = {
      [a.id]: `${players[4].name} oyuncusuna gönderdiğiniz maç teklifi, sıralama değiştiği için artık geçerli değil: siz 2. sıradasınız, ${players[4].name} 6. sırada. Artık rakibinizin üstündesiniz.`,
      [players[4].id]:
        `${a.name} oyuncusunun size gönderdiği maç teklifi, sıralama değiştiği için artık geçerli değil: ${a.name} 2. sırada, siz 6. sıradasınız. ${a.name} artık sizin üstünüzde.`,
    };
    for (const n of notes)
      expect([n.subject, n.message]).toEqual(['Maç Teklifi Geçersiz Oldu', textFor[n.userId]]);
    expect(await mailsTo(a.email, 'Maç Teklifi Geçersiz Oldu')).toHaveLength(1);
    expect(await mailsTo(players[4].email, 'Maç Teklifi Geçersiz Oldu')).toHaveLength(1);
    // The overtaken offer no longer counts against either player's limits, and cannot be answered.
    const answer = await clients[4].post(`/api/offers/${overtaken.id}/accept`);
    expect([answer.statusCode, errorOf(answer).message]).toEqual([422, 'Bu teklif artık beklemede değil.']);
  });

  it('a challenger pushed further down than the window allows loses the offer', async () => {
    clock = start;
    const { league, players, clients } = await ladder(10);
    // rank 7 has offered rank 2 (5 above: the widest window); rank 9 takes rank 3 by a rejection,
    // so rank 7 moves to 8, six below.
    const far = await createOfferRow(t.db, league.id, players[6].id, players[1].id);
    const up = await createOfferRow(t.db, league.id, players[8].id, players[2].id);
    expect((await clients[2].post(`/api/offers/${up.id}/reject`)).statusCode).toBe(200);
    expect(await statusOf(far.id)).toBe('unavailable_due_to_other_offer');
    const note = (await notesOf(far.id)).find((n) => n.userId === players[6].id)!;
    expect(note.message).toContain(`siz 8. sıradasınız, ${players[1].name} 2. sırada.`);
    expect(note.message).toContain('Aradaki fark teklif edilebilecek en fazla 5 sırayı aşıyor.');
  });

  it('a staff reorder closes the offers it overtakes, in the same change', async () => {
    clock = start;
    const { league, players, clients } = await ladder(4);
    const offer = await createOfferRow(t.db, league.id, players[3].id, players[2].id);
    const admin = await signedInUser(t, { role: 'Admin' });
    const order = [players[3], players[0], players[1], players[2]].map((p) => p.id);
    const res = await admin.client.put(`/api/leagues/${league.id}/ranks`, { userIds: order });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(offer.id)).toBe('unavailable_due_to_other_offer');
    expect((await notesOf(offer.id)).map((n) => n.userId).sort()).toEqual(
      [players[3].id, players[2].id].sort(),
    );
    // Its opponent may be challenged again by the others, and the challenger sees it gone.
    expect((await clients[3].get('/api/offers/overview')).json().sent).toEqual([]);
  });

  it('a confirmed win that lifts the challenger closes their other offers that no longer fit', async () => {
    clock = start;
    const { league, players, clients } = await ladder(6);
    const winner = players[5];
    const other = await createOfferRow(t.db, league.id, winner.id, players[4].id);
    const match = await createPlannedMatch(t.db, league.id, winner.id, players[2].id, { acceptedAt: start });
    const report = await clients[5].post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    expect(report.statusCode).toBe(200);
    expect((await clients[2].post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);
    expect(await statusOf(other.id)).toBe('unavailable_due_to_other_offer');
  });
});

describe('the rejection message', () => {
  it('states the ranks after the rejection when the challenger moved up', async () => {
    clock = start;
    const { league, players, clients } = await ladder(6);
    const [, , b, , , a] = players;
    const offer = await createOfferRow(t.db, league.id, a.id, b.id);
    expect((await clients[2].post(`/api/offers/${offer.id}/reject`)).statusCode).toBe(200);
    const notes = await notesOf(offer.id);
    expect(notes).toHaveLength(2);
    const textFor = {
      [a.id]: `${b.name} maç teklifinizi reddetti. Hükmen galip sayıldınız ve 3. sıraya yükseldiniz; ${b.name} 4. sıraya indi.`,
      [b.id]: `${a.name} oyuncusunun maç teklifini reddettiniz. ${a.name} hükmen galip sayıldı ve 3. sıraya yükseldi; siz 4. sıraya indiniz.`,
    };
    for (const n of notes) expect(n.message).toBe(textFor[n.userId]);
  });

  it('says nothing moved when the challenger was already above the opponent', async () => {
    clock = start;
    const { league, players, clients } = await ladder(5);
    // Written straight to the database: an offer from rank 2 to rank 4, as an older portal left it.
    const offer = await createOfferRow(t.db, league.id, players[1].id, players[3].id);
    const res = await clients[3].post(`/api/offers/${offer.id}/reject`);
    expect(res.statusCode).toBe(200);
    const ranks = await t.db
      .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, league.id));
    expect(ranks.find((r) => r.userId === players[1].id)?.rank).toBe(2);
    expect(ranks.find((r) => r.userId === players[3].id)?.rank).toBe(4);
    const [a, b] = [players[1].name, players[3].name];
    const textFor = {
      [players[1].id]:
        `${b} maç teklifinizi reddetti. Hükmen galip sayıldınız; zaten üst sırada olduğunuz için sıralama değişmedi: siz 2. sıradasınız, ${b} 4. sırada.`,
      [players[3].id]:
        `${a} oyuncusunun maç teklifini reddettiniz. ${a} hükmen galip sayıldı; zaten sizin üstünüzde olduğu için sıralama değişmedi: ${a} 2. sırada, siz 4. sıradasınız.`,
    };
    for (const n of await notesOf(offer.id)) {
      expect(n.message).toBe(textFor[n.userId]);
      expect(n.message).not.toContain('yükseldi');
    }
  });
});

describe('re-challenge after a rejection (maxDaysToRePlay)', () => {
  it('the player who rejected cannot challenge the winner back until the window ends', async () => {
    clock = start;
    const { league, players, clients } = await ladder(5, { maxDaysToRePlay: 10 });
    const [, , , b, a] = players;
    const sent = await clients[4].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: b.id,
    });
    expect(sent.statusCode).toBe(201);
    expect((await clients[3].post(`/api/offers/${sent.json().offer.id}/reject`)).statusCode).toBe(200);

    // b is now at 5, a at 4: b may not offer a straight back (and have it rejected in turn).
    clock = days(3);
    const overview = (await clients[3].get('/api/offers/overview')).json();
    expect(overview.myRank).toBe(5);
    expect(overview.dashboardCandidates.find((c: { userId: string }) => c.userId === a.id)).toMatchObject({
      offerable: false,
      reason: 'recentlyBeaten',
      opensOn: '2026-10-11',
    });
    const refused = await clients[3].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: a.id,
    });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      422,
      'Teklif Edilemez: Bu oyuncuya son maçınızda yenildiniz; rövanş için bekleme süresi dolmadı. Tekrar teklif edebileceğiniz tarih: 11 Eki 2026.',
    ]);
    // The winner is not held back, nor is the rejecting player from anyone else.
    expect(
      (
        await clients[3].post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: players[2].id,
        })
      ).statusCode,
    ).toBe(201);

    clock = days(10);
    expect(
      (await clients[3].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: a.id }))
        .statusCode,
    ).toBe(201);
  });
});

describe('a player in several leagues chooses the league', () => {
  it('lists every active league and reads the one asked for; offers go to the league chosen', async () => {
    clock = start;
    const older = await createLadder(t.db, 3);
    const newer = await createLeague(t.db, { startDate: '2026-12-01', endDate: '2027-06-30' });
    const me = older.players[2];
    const rival = await createUser(t.db, { gender: 'male' });
    await addParticipants(t.db, newer.id, [rival.id]);
    // Joined later: the newer league is the default.
    await addParticipants(t.db, newer.id, [me.id]);
    await t.db
      .update(leagueParticipants)
      .set({ joinDate: new Date('2026-01-01T00:00:00Z') })
      .where(and(eq(leagueParticipants.leagueId, older.league.id), eq(leagueParticipants.userId, me.id)));
    const api = await as(me.id);

    const byDefault = (await api.get('/api/offers/overview')).json();
    expect(byDefault.league.id).toBe(newer.id);
    expect(byDefault.leagues).toEqual([
      { id: newer.id, name: newer.name, startDate: '2026-12-01', status: 'notStarted', rank: 2 },
      {
        id: older.league.id,
        name: older.league.name,
        startDate: older.league.startDate,
        status: 'active',
        rank: 3,
      },
    ]);
    expect(byDefault.dashboardCandidates.map((c: { userId: string }) => c.userId)).toEqual([rival.id]);

    const chosen = (await api.get(`/api/offers/overview?leagueId=${older.league.id}`)).json();
    expect([chosen.league.id, chosen.myRank]).toEqual([older.league.id, 3]);
    expect(chosen.dashboardCandidates.map((c: { userId: string }) => c.userId)).toEqual([
      older.players[0].id,
      older.players[1].id,
    ]);
    // A league that is not the player's reads as the default; a malformed id is refused in Turkish.
    const foreign = await createLeague(t.db);
    expect((await api.get(`/api/offers/overview?leagueId=${foreign.id}`)).json().league.id).toBe(newer.id);
    const bad = await api.get('/api/offers/overview?leagueId=x');
    expect([bad.statusCode, errorOf(bad).message]).toEqual([400, 'Geçerli bir lig seçiniz.']);

    const sent = await api.post('/api/offers', {
      leagueId: older.league.id,
      termsAccepted: true,
      opponentId: older.players[1].id,
      source: 'dashboard',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().offer.leagueId).toBe(older.league.id);
    const [row] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, sent.json().offer.id));
    expect(row.leagueId).toBe(older.league.id);
    // The rival is in the other league only: offering them in the older league is refused.
    const wrong = await api.post('/api/offers', {
      leagueId: older.league.id,
      termsAccepted: true,
      opponentId: rival.id,
    });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('matches added by staff in /maclarim', () => {
  it('marks a match an admin added, and not one made from an accepted offer', async () => {
    clock = start;
    const { league, players, clients } = await ladder(3);
    const admin = await signedInUser(t, { role: 'Admin' });
    const added = await admin.client.post('/api/matches', {
      leagueId: league.id,
      player1Id: players[0].id,
      player2Id: players[2].id,
      matchDate: '2026-10-05T18:30',
      score: '',
    });
    expect(added.statusCode).toBe(201);
    const offer = await createOfferRow(t.db, league.id, players[2].id, players[1].id, { createdAt: start });
    expect((await clients[1].post(`/api/offers/${offer.id}/accept`)).statusCode).toBe(200);

    const mine = (await clients[2].get('/api/results/mine')).json();
    const byOpponent = (id: string) =>
      mine.open.find((m: { player1: { id: string }; player2: { id: string } }) =>
        [m.player1.id, m.player2.id].includes(id),
      );
    expect(byOpponent(players[0].id)).toMatchObject({ addedByStaff: true });
    expect(byOpponent(players[1].id)).toMatchObject({ addedByStaff: false });
  });
});
