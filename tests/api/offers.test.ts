import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueParticipants,
  mailOutbox,
  matches,
  matchOffers,
  notifications,
  rankHistory,
  users,
} from '../../src/server/db/schema/index.js';
import { createOffer } from '../../src/server/modules/offers/create-offer.js';
import type { TCandidate } from '../../src/shared/contract/offers.js';
import { withinWindow } from '../../src/shared/rules/eligibility.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createNotification } from '../support/messaging-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A fixed clock: 20 Nov 2026 13:00 in Istanbul (in the past, so test sessions never idle out).
const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const offerCount = async (leagueId: string) =>
  (await t.db.select({ n: count() }).from(matchOffers).where(eq(matchOffers.leagueId, leagueId)))[0].n;
const ranksOf = async (leagueId: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, leagueId))
    ).map((r) => [r.userId, r.rank]),
  );

async function ladder(size: number, o: Parameters<typeof createLadder>[2] = {}) {
  const { league, players } = await createLadder(t.db, size, o);
  const clients = await Promise.all(players.map((p) => as(p.id)));
  return { league, players, clients };
}

describe('offers overview', () => {
  it('says there is no league when the player is in no active league', async () => {
    const { client } = await signedInUser(t);
    const res = await client.get('/api/offers/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      league: null,
      myRank: null,
      dashboardCandidates: [],
      received: [],
      sent: [],
    });
    const { players, clients } = await ladder(3, { isActive: false });
    expect((await clients[2].get('/api/offers/overview')).json().league).toBeNull();
    expect(players).toHaveLength(3);
  });

  it("states one play deadline, the league's maxDaysToPlay, whatever the general setting says", async () => {
    const { league, clients } = await ladder(3, { maxDaysToPlay: 9 });
    const body = (await clients[2].get('/api/offers/overview')).json();
    expect(body.league).toMatchObject({ id: league.id, maxDaysToPlay: 9 });
    expect(body).not.toHaveProperty('matchCompletionDays');
  });

  it('lists both readings of the window, excused players and the rank-1 case', async () => {
    const { league, players, clients } = await ladder(15);
    await createExcuseRow(t.db, players[3].id, '2026-11-20', '2026-11-30', 'Tatil');
    await createExcuseRow(t.db, players[1].id, '2026-10-01', '2026-11-01');
    const res = await clients[5].get('/api/offers/overview');
    const body = res.json();
    expect(body.league).toMatchObject({
      id: league.id,
      maxOffers: 3,
      maxOffersReceive: 2,
      maxDaysToRespond: 2,
    });
    expect(body.myRank).toBe(6);
    expect(body.dashboardCandidates.map((c: { rank: number }) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    // One list carries both readings: the wizard narrows it to its own window.
    expect(body).not.toHaveProperty('wizardCandidates');
    const wizard = withinWindow('wizard', body.myRank, body.dashboardCandidates as TCandidate[]);
    expect(wizard.map((c) => c.rank)).toEqual([3, 4, 5]);
    expect(wizard[1]).toMatchObject({
      rank: 4,
      excused: true,
      offerable: false,
      reason: 'opponentExcused',
    });
    expect(wizard[0]).toMatchObject({
      rank: 3,
      excused: false,
      offerable: true,
      reason: null,
    });
    expect(body.excuses).toEqual([
      expect.objectContaining({ userId: players[1].id, active: false, endDate: '2026-11-01' }),
      expect.objectContaining({ userId: players[3].id, active: true, excuseType: 'Tatil' }),
    ]);
    const twelfth = (await clients[12].get('/api/offers/overview')).json();
    expect(
      withinWindow('wizard', twelfth.myRank, twelfth.dashboardCandidates as TCandidate[]).map((c) => c.rank),
    ).toEqual([8, 9, 10, 11, 12]);
    const first = (await clients[0].get('/api/offers/overview')).json();
    expect(first.myRank).toBe(1);
    expect(first.dashboardCandidates).toEqual([]);
  });

  it('follows every change to the ladder, whoever makes it (its ranks and names come from the ladder cache)', async () => {
    const { league, players, clients } = await ladder(6);
    const candidates = async () =>
      (await clients[5].get('/api/offers/overview'))
        .json()
        .dashboardCandidates.map((c: { userId: string; rank: number; name: string }) => [c.rank, c.name]);
    const names = players.map((p) => p.name);
    expect(await candidates()).toEqual([1, 2, 3, 4, 5].map((rank) => [rank, names[rank - 1]]));

    // Straight in the database, as another server process or a script would: the triggers move
    // the league's ladder version, so the next overview reads the ladder again.
    await t.db.update(users).set({ name: 'Yeni Görünen Ad' }).where(eq(users.id, players[0].id));
    expect((await candidates())[0]).toEqual([1, 'Yeni Görünen Ad']);
    await t.db.delete(leagueParticipants).where(eq(leagueParticipants.userId, players[1].id));
    await t.db
      .update(leagueParticipants)
      .set({ rank: sql`${leagueParticipants.rank} - 1` })
      .where(and(eq(leagueParticipants.leagueId, league.id), sql`${leagueParticipants.rank} > 2`));
    const after = (await clients[5].get('/api/offers/overview')).json();
    expect(after.myRank).toBe(5);
    expect(after.dashboardCandidates.map((c: { userId: string }) => c.userId)).toEqual(
      [0, 2, 3, 4].map((i) => players[i].id),
    );
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/offers/overview', '/api/offers/00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    for (const url of ['/api/offers', '/api/offers/00000000-0000-4000-8000-000000000000/accept']) {
      const payload = { leagueId: '00000000-0000-4000-8000-000000000000', opponentId: 'x' };
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('Bu işlem için giriş yapmalısınız.');
    }
  });
});

describe('sending an offer', () => {
  it('creates a pending offer, notifies both, mails the opponent and logs MatchOffer', async () => {
    const { league, players, clients } = await ladder(8);
    const [, , b, , , a] = players;
    const res = await clients[5].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: b.id,
      source: 'wizard',
    });
    expect(res.statusCode).toBe(201);
    const { offer, message, mailProblem } = res.json();
    expect(message).toBe('Teklif başarıyla gönderildi!');
    expect(mailProblem).toBe(false);
    expect(offer).toMatchObject({
      status: 'pending',
      offerer: { userId: a.id, rank: 6 },
      opponent: { userId: b.id, rank: 3 },
      validityDays: 2,
      respondBy: '2026-11-22T10:00:00.000Z',
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.offerId, offer.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    for (const n of notes) {
      expect(n).toMatchObject({ subject: 'Maç Teklifi', type: 'matchOffer', status: 'unread' });
      expect(n.message).toContain('22 Kas 2026 13:00');
    }
    await t.app.deps.mailer.flush();
    const mail = t.mail.to(b.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Maç Teklifi');
    expect(mail[0].text).toContain(a.name);
    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(
        and(eq(adminLogs.eventType, 'MatchOffer'), sql`${adminLogs.eventDetails}->>'offerId' = ${offer.id}`),
      );
    expect(log.eventDetails).toMatchObject({ offererId: a.id, opponentId: b.id, mail: 'sent' });
  });

  it('refuses an offer whose terms box was not ticked, from either screen, and writes nothing', async () => {
    const { league, players, clients } = await ladder(6);
    const opponentId = players[2].id;
    for (const body of [
      { leagueId: league.id, opponentId, source: 'dashboard' },
      { leagueId: league.id, opponentId, source: 'wizard' },
      { leagueId: league.id, opponentId, source: 'dashboard', termsAccepted: false },
      { leagueId: league.id, opponentId, source: 'wizard', termsAccepted: 'true' },
    ]) {
      const res = await clients[4].post('/api/offers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // Only a page of an older version, without the box, sends this: the answer says to reload.
      expect(errorOf(res).message).toBe(
        'Teklifi göndermek için şartları kabul etmeniz gerekir. Ekranda şartlar kutusunu görmüyorsanız sayfayı yenileyin; uygulamanın yeni sürümü açılır.',
      );
    }
    expect(await offerCount(league.id)).toBe(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, opponentId))).toHaveLength(
      0,
    );
    const sent = await clients[4].post('/api/offers', {
      leagueId: league.id,
      opponentId,
      source: 'dashboard',
      termsAccepted: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('says the dashboard success text when sent from the dashboard, and allows its 5-rank window', async () => {
    const { league, players, clients } = await ladder(8);
    const wizard = await clients[5].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: players[0].id,
      source: 'wizard',
    });
    expect(wizard.statusCode).toBe(422);
    expect(errorOf(wizard).message).toBe('Teklif Edilemez: Bu oyuncu teklif aralığınızın dışında.');
    const res = await clients[5].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: players[0].id,
      source: 'dashboard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Teklif başarıyla gönderildi ve bildirim oluşturuldu!');
  });

  it('refuses every rule with a Turkish message and writes nothing', async () => {
    const { league, players, clients } = await ladder(12, { maxOffers: 2, maxOffersReceive: 1 });
    const other = await ladder(3);
    const p = (rank: number) => players[rank - 1];
    await createExcuseRow(t.db, p(4).id, '2026-11-01', null);
    await createExcuseRow(t.db, p(9).id, '2026-11-20', '2026-11-21');
    await createOfferRow(t.db, league.id, p(7).id, p(5).id);
    await createOfferRow(t.db, league.id, p(6).id, p(3).id);
    await createOfferRow(t.db, league.id, p(6).id, p(2).id);
    await createOfferRow(t.db, league.id, p(11).id, p(8).id);
    const before = await offerCount(league.id);
    const cases: [number, Record<string, unknown>, number, string][] = [
      [6, { opponentId: p(6).id }, 422, 'Teklif Edilemez: Kendinize teklif gönderemezsiniz.'],
      [6, { opponentId: p(7).id }, 422, 'Teklif Edilemez: Bu oyuncu teklif aralığınızın dışında.'],
      [6, { opponentId: p(3).id }, 409, 'Teklif Zaten Gönderildi'],
      [6, { opponentId: p(5).id }, 422, 'Teklif Edilemez: Oyuncunun bekleyen teklif sayısı sınıra ulaştı.'],
      [6, { opponentId: p(4).id }, 422, 'Teklif Edilemez: Oyuncunun aktif bir mazereti var.'],
      [8, { opponentId: p(5).id }, 422, 'Teklif Edilemez: Oyuncunun bekleyen teklif sayısı sınıra ulaştı.'],
      [10, { opponentId: p(9).id }, 422, 'Teklif Edilemez: Oyuncunun aktif bir mazereti var.'],
      [9, { opponentId: p(7).id }, 422, 'Teklif Edilemez: Aktif bir mazeretiniz var.'],
      [6, { opponentId: other.players[0].id }, 422, 'Rakip oyuncu liginizde değil.'],
      [
        6,
        { opponentId: 'yok-boyle-biri' },
        422,
        'Rakip oyuncunun e-posta adresi bulunamadı. Lütfen bir rakip seçiniz.',
      ],
      [6, { opponentId: '' }, 400, 'Rakip oyuncunun e-posta adresi bulunamadı. Lütfen bir rakip seçiniz.'],
      [
        6,
        { leagueId: 'abc', opponentId: p(5).id },
        400,
        'Bir hata oluştu! Lütfen teklif edilecek bir rakip seçin ve tekrar deneyin.',
      ],
      [
        6,
        { leagueId: other.league.id, opponentId: other.players[0].id },
        422,
        'Aktif bir lige kayıtlı değilsiniz ya da liginiz artık aktif değil.',
      ],
    ];
    for (const [rank, body, status, message] of cases) {
      const res = await clients[rank - 1].post('/api/offers', {
        leagueId: league.id,
        source: 'wizard',
        termsAccepted: true,
        ...body,
      });
      expect([res.statusCode, res.json().error?.message], `${rank} ${JSON.stringify(body)}`).toEqual([
        status,
        message,
      ]);
    }
    expect(await offerCount(league.id)).toBe(before);
    const full = await clients[5].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: p(1).id,
      source: 'dashboard',
    });
    expect(errorOf(full).message).toBe('Teklif Edilemez: Bekleyen teklif sayınız sınıra ulaştı.');
  });

  it('refuses a re-challenge of the player who beat the challenger within maxDaysToRePlay', async () => {
    const { league, players, clients } = await ladder(5, { maxDaysToRePlay: 30 });
    const [, winner, , , loser] = players;
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: loser.id,
      player2Id: winner.id,
      status: 'oynanmış',
      resultState: 'confirmed',
      winnerId: winner.id,
      confirmedAt: new Date('2026-11-10T10:00:00Z'),
    });
    const overview = (await clients[4].get('/api/offers/overview')).json();
    expect(
      overview.dashboardCandidates.find((c: { userId: string }) => c.userId === winner.id),
    ).toMatchObject({
      offerable: false,
      reason: 'recentlyBeaten',
      opensOn: '2026-12-10',
    });
    // Only the loser's own defeats close a challenge: the player ranked beside them may challenge the winner.
    const beside = (await clients[3].get('/api/offers/overview')).json();
    expect(beside.dashboardCandidates.find((c: { userId: string }) => c.userId === winner.id)).toMatchObject({
      offerable: true,
      reason: null,
      opensOn: null,
    });
    const res = await clients[4].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: winner.id,
      source: 'dashboard',
    });
    expect([res.statusCode, errorOf(res).message]).toEqual([
      422,
      'Teklif Edilemez: Bu oyuncuya son maçınızda yenildiniz; rövanş için bekleme süresi dolmadı. Tekrar teklif edebileceğiniz tarih: 10 Ara 2026.',
    ]);
    const other = await clients[4].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: players[2].id,
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses a new offer to a player while a match between the two is still open, on every path', async () => {
    const { league, players, clients } = await ladder(6);
    const [, , , other, opponent, challenger] = players;
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: challenger.id,
      player2Id: opponent.id,
      status: 'planlanmış',
      dueAt: new Date('2026-11-25T10:00:00Z'),
    });
    const overview = (await clients[5].get('/api/offers/overview')).json();
    expect(
      overview.dashboardCandidates.find((c: { userId: string }) => c.userId === opponent.id),
    ).toMatchObject({ offerable: false, reason: 'matchOpen' });
    const actions = (await clients[5].get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(actions.rows.find((r: { userId: string }) => r.userId === opponent.id).reason).toBe('matchOpen');
    const res = await clients[5].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: opponent.id,
      source: 'dashboard',
    });
    expect([res.statusCode, errorOf(res).message]).toEqual([
      422,
      'Teklif Edilemez: Bu oyuncuyla henüz sonuçlanmamış bir maçınız var; yeni teklif için önce o maçın sonucu kesinleşmeli.',
    ]);
    expect(await offerCount(league.id)).toBe(0);
    // Other players stay open to both of them.
    expect(
      (
        await clients[5].post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: other.id,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses an offer in a league that is no longer active', async () => {
    const { league, players, clients } = await ladder(4, { endDate: '2026-11-19' });
    const res = await clients[3].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: players[2].id,
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Aktif bir lige kayıtlı değilsiniz ya da liginiz artık aktif değil.');
  });

  it('delivers the opponent’s mail once, while outbox passes run at the same time', async () => {
    const { league, players, clients } = await ladder(4);
    const [res] = await Promise.all([
      clients[3].post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: players[2].id }),
      t.app.deps.mailer.flush(),
      t.app.deps.mailer.flush(),
    ]);
    expect(res.json().mailProblem).toBe(false);
    await t.app.deps.mailer.flush();
    const toOpponent = t.mail.to(players[2].email);
    expect(toOpponent).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, toOpponent[0].id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes the opponent’s mail claimed by its request; the outbox sends it only once that claim lapses undelivered', async () => {
    const { league, players } = await ladder(4);
    // The offer as the request writes it, with no delivery after (the process stopped at once).
    const { mail } = await createOffer(
      t.db,
      players[3].id,
      { leagueId: league.id, opponentId: players[2].id, source: 'wizard', termsAccepted: true },
      now,
      'http://localhost:3000',
      false,
    );
    expect(mail).not.toBeNull();
    await t.app.deps.mailer.flush();
    expect(t.mail.to(players[2].email)).toHaveLength(0);
    const [claimed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(claimed.status).toBe('sending');
    expect(claimed.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // The claim lapses: the next pass sends it, once.
    await t.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(mailOutbox.id, mail!.id));
    await t.app.deps.mailer.flush();
    await t.app.deps.mailer.flush();
    expect(t.mail.to(players[2].email)).toHaveLength(1);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
  });

  it('answers without waiting for the mail server; the mail goes out after the answer', async () => {
    const { league, players, clients } = await ladder(4);
    let release = () => {};
    const send = t.mail.send;
    const reached = new Promise<void>((arrived) => {
      t.mail.send = async (id, mail) => {
        arrived();
        await new Promise<void>((r) => {
          release = r;
        });
        return send.call(t.mail, id, mail);
      };
    });
    try {
      const res = await clients[3].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[2].id,
      });
      // The mail server has not answered yet, and the player already has theirs.
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ mailProblem: false, offer: { status: 'pending' } });
      expect(t.mail.to(players[2].email)).toHaveLength(0);
      await reached;
      release();
      await t.app.deps.mailer.flush();
      expect(t.mail.to(players[2].email)).toHaveLength(1);
      const [log] = await t.db
        .select()
        .from(adminLogs)
        .where(sql`${adminLogs.eventDetails}->>'offerId' = ${res.json().offer.id}`);
      expect(log.eventDetails).toMatchObject({ mail: 'sent' });
    } finally {
      t.mail.send = send;
      release();
    }
  });

  it('keeps the offer when the mail cannot be sent; the log records it, and offers made while mail is down say so', async () => {
    const { league, players, clients } = await ladder(6);
    t.mail.failing = true;
    let failedMail: number | undefined;
    try {
      const res = await clients[3].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[2].id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().offer).toMatchObject({ status: 'pending' });
      await t.app.deps.mailer.flush();
      const [log] = await t.db
        .select()
        .from(adminLogs)
        .where(sql`${adminLogs.eventDetails}->>'offerId' = ${res.json().offer.id}`);
      expect(String((log.eventDetails as { mail: string }).mail)).toMatch(/^failed: SMTP unavailable/);
      failedMail = (log.eventDetails as { mailId: number }).mailId;
      const next = await clients[5].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[4].id,
      });
      expect(next.statusCode).toBe(201);
      expect(next.json()).toMatchObject({
        mailProblem: true,
        message: 'E-posta gönderiminde bir sorun oluştu. Lütfen daha sonra tekrar deneyiniz.',
        offer: { status: 'pending' },
      });
    } finally {
      t.mail.failing = false;
      await t.app.deps.mailer.flush();
    }
    // Once a mail goes out again (the failed one, due again), answers stop reporting a problem.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, failedMail!));
    await t.app.deps.mailer.flush();
    expect(t.mail.to(players[2].email)).toHaveLength(1);
    const after = await clients[4].post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: players[3].id,
    });
    expect(after.json().mailProblem).toBe(false);
  });

  it('logs MatchOfferError and says so when the offer cannot be saved', async () => {
    const { league, players, clients } = await ladder(4);
    await t.db.execute(
      sql.raw(`create function raket_test_fail_offer() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`),
    );
    await t.db.execute(
      sql.raw(`
      create trigger raket_test_fail_offer before insert on match_offers for each row
      when (new.opponent_id = '${players[2].id}') execute function raket_test_fail_offer();`),
    );
    try {
      const res = await clients[3].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[2].id,
      });
      expect(res.statusCode).toBe(500);
      expect(errorOf(res).message).toBe('Teklif gönderilirken bir hata oluştu.');
      const logs = await t.db
        .select()
        .from(adminLogs)
        .where(
          and(
            eq(adminLogs.eventType, 'MatchOfferError'),
            sql`${adminLogs.eventDetails}->>'opponentId' = ${players[2].id}`,
          ),
        );
      expect(logs).toHaveLength(1);
      expect(await offerCount(league.id)).toBe(0);
      expect(
        (
          await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, players[2].id))
        )[0].n,
      ).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger raket_test_fail_offer on match_offers'));
      await t.db.execute(sql.raw('drop function raket_test_fail_offer()'));
    }
  });
});

describe('cancelling, accepting and rejecting', () => {
  it('lets only the offerer cancel a pending offer; both are notified and mailed', async () => {
    const { league, players, clients } = await ladder(5);
    const offer = await createOfferRow(t.db, league.id, players[4].id, players[2].id);
    const outsider = await signedInUser(t);
    expect((await outsider.client.post(`/api/offers/${offer.id}/cancel`)).statusCode).toBe(404);
    const byOpponent = await clients[2].post(`/api/offers/${offer.id}/cancel`);
    expect([byOpponent.statusCode, errorOf(byOpponent).message]).toEqual([
      403,
      'Bu teklifi yalnızca teklifi gönderen oyuncu iptal edebilir.',
    ]);
    const res = await clients[4].post(`/api/offers/${offer.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Teklif başarıyla iptal edildi.',
      offer: { status: 'cancelled' },
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.offerId, offer.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([players[4].id, players[2].id].sort());
    await t.app.deps.mailer.flush();
    expect(t.mail.to(players[4].email).at(-1)?.subject).toBe('Maç Teklifi İptal Edildi');
    expect(t.mail.to(players[2].email).at(-1)?.subject).toBe('Maç Teklifi İptal Edildi');
    const again = await clients[4].post(`/api/offers/${offer.id}/cancel`);
    expect([again.statusCode, errorOf(again).message]).toEqual([422, 'Bu teklif artık beklemede değil.']);
  });

  it('accepts: plans the match with its play deadline and closes the opponent’s other offers', async () => {
    const { league, players, clients } = await ladder(6);
    const offer = await createOfferRow(t.db, league.id, players[4].id, players[2].id);
    const other = await createOfferRow(t.db, league.id, players[3].id, players[2].id);
    const elsewhere = await createOfferRow(t.db, league.id, players[5].id, players[4].id);
    const byOfferer = await clients[4].post(`/api/offers/${offer.id}/accept`);
    expect([byOfferer.statusCode, errorOf(byOfferer).message]).toEqual([
      403,
      'Bu teklifi yalnızca teklif edilen oyuncu yanıtlayabilir.',
    ]);
    const ranks = await ranksOf(league.id);
    const res = await clients[2].post(`/api/offers/${offer.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Teklif başarıyla kabul edildi!',
      offer: { status: 'accepted', playBy: '2026-11-25T10:00:00.000Z' },
    });
    const status = async (id: string) =>
      (await t.db.select({ s: matchOffers.status }).from(matchOffers).where(eq(matchOffers.id, id)))[0].s;
    expect(await status(other.id)).toBe('unavailable_due_to_other_offer');
    expect(await status(elsewhere.id)).toBe('pending');
    const [match] = await t.db.select().from(matches).where(eq(matches.offerId, offer.id));
    expect(match).toMatchObject({
      leagueId: league.id,
      player1Id: players[4].id,
      player2Id: players[2].id,
      status: 'planlanmış',
      dueAt: new Date('2026-11-25T10:00:00Z'),
    });
    expect(await ranksOf(league.id)).toEqual(ranks);
    await t.app.deps.mailer.flush();
    for (const p of [players[4], players[2]]) {
      const mail = t.mail.to(p.email).at(-1)!;
      expect(mail.subject).toBe('Maç Teklifi Kabul Edildi');
      expect(mail.text).toContain('25 Kas 2026 13:00');
      // The next step is agreeing on a time: the mail links to Maçlarım, not back to the offers.
      expect(mail.text).toContain(
        'Maçın zamanını rakibinizle belirlemek için: http://localhost:3000/maclarim',
      );
      expect(mail.text).not.toContain('/match_rew');
    }
    const twice = await clients[2].post(`/api/offers/${offer.id}/reject`);
    expect(twice.statusCode).toBe(422);
  });

  it('tells each offerer whose offer an answer closed, whether the answer accepted or rejected', async () => {
    const { league, players, clients } = await ladder(7);
    const [, , opponent, x, y, z] = players;
    for (const answer of ['accept', 'reject'] as const) {
      const offerer = answer === 'accept' ? x : y;
      const waiting = answer === 'accept' ? y : z;
      const answered = await createOfferRow(t.db, league.id, offerer.id, opponent.id);
      const closed = await createOfferRow(t.db, league.id, waiting.id, opponent.id);
      // The notice the waiting offerer got when sending it; the answer settles it.
      await createNotification(t.db, waiting.id, {
        offerId: closed.id,
        targetKind: 'offer',
        targetId: closed.id,
      });
      const res = await clients[2].post(`/api/offers/${answered.id}/${answer}`);
      expect(res.statusCode, res.body).toBe(200);
      const notes = await t.db.select().from(notifications).where(eq(notifications.offerId, closed.id));
      const text = `${opponent.name}, kendisine gelen başka bir maç teklifini yanıtladığı için ona gönderdiğiniz maç teklifi artık geçerli değil; bekleyen teklifleriniz arasında sayılmıyor.`;
      expect(notes.filter((n) => n.status === 'unread').map((n) => [n.userId, n.subject, n.message])).toEqual(
        [[waiting.id, 'Maç Teklifi Geçersiz Oldu', text]],
      );
      await t.app.deps.mailer.flush();
      expect(t.mail.to(waiting.email).at(-1)).toMatchObject({ subject: 'Maç Teklifi Geçersiz Oldu' });
      expect(t.mail.to(waiting.email).at(-1)?.text).toContain(text);
      // The offer the opponent answered closes nothing of the answered offerer's.
      if (answer === 'accept')
        expect(t.mail.to(offerer.email).at(-1)?.subject).toBe('Maç Teklifi Kabul Edildi');
    }
  });

  it('cannot accept past the response deadline, but can still reject', async () => {
    const { league, players, clients } = await ladder(4);
    const offer = await createOfferRow(t.db, league.id, players[3].id, players[1].id, {
      createdAt: new Date('2026-11-17T10:00:00Z'),
    });
    const res = await clients[1].post(`/api/offers/${offer.id}/accept`);
    expect([res.statusCode, errorOf(res).message]).toEqual([
      422,
      'Bu teklifin yanıt süresi doldu; artık kabul edilemez.',
    ]);
    expect((await t.db.select().from(matches).where(eq(matches.offerId, offer.id))).length).toBe(0);
  });

  it('an offer past its answer time holds neither player back while it waits for the reminder job', async () => {
    // One offer each way at most, so an old offer alone fills both quotas and the pair rule.
    const { league, players, clients } = await ladder(5, { maxOffers: 1, maxOffersReceive: 1 });
    const [p1, p2, p3, , p5] = players;
    const offer = (client: (typeof clients)[number], opponentId: string) =>
      client.post('/api/offers', {
        leagueId: league.id,
        opponentId,
        source: 'dashboard',
        termsAccepted: true,
      });
    // Ran out a minute ago; the job has not closed it (it is still 'pending').
    const old = await createOfferRow(t.db, league.id, p5.id, p2.id, {
      createdAt: new Date('2026-11-18T09:59:00Z'),
    });
    // Its answer time is the clock's now: it can still be accepted, so it still counts.
    await createOfferRow(t.db, league.id, players[3].id, p1.id, {
      createdAt: new Date('2026-11-18T10:00:00Z'),
    });

    const overview = (await clients[4].get('/api/offers/overview')).json();
    expect(overview.sent.map((o: { id: string }) => o.id)).toEqual([old.id]);
    expect(overview.dashboardCandidates.find((c: TCandidate) => c.userId === p2.id)).toMatchObject({
      offerable: true,
      reason: null,
    });
    expect((await offer(clients[4], p2.id)).statusCode).toBe(201);
    const full = await offer(clients[3], p3.id);
    expect([full.statusCode, errorOf(full).message]).toEqual([
      422,
      'Teklif Edilemez: Bekleyen teklif sayınız sınıra ulaştı.',
    ]);
    // The new offer counts: the opponent's quota holds again from it.
    const third = await offer(clients[2], p2.id);
    expect([third.statusCode, errorOf(third).message]).toEqual([
      422,
      'Teklif Edilemez: Oyuncunun bekleyen teklif sayısı sınıra ulaştı.',
    ]);
  });

  it('rejects: the offerer takes the opponent’s rank, everyone between moves one down', async () => {
    const { league, players, clients } = await ladder(8);
    const [p1, p2, b, p4, p5, a, p7, p8] = players;
    const offer = await createOfferRow(t.db, league.id, a.id, b.id);
    const res = await clients[2].post(`/api/offers/${offer.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Teklif başarıyla reddedildi!',
      offer: { status: 'rejected', offerer: { rank: 3 }, opponent: { rank: 4 } },
    });
    expect(await ranksOf(league.id)).toEqual({
      [p1.id]: 1,
      [p2.id]: 2,
      [a.id]: 3,
      [b.id]: 4,
      [p4.id]: 5,
      [p5.id]: 6,
      [p7.id]: 7,
      [p8.id]: 8,
    });
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.offerId, offer.id));
    expect(history).toHaveLength(4);
    expect(history.every((h) => h.cause === 'rejection')).toBe(true);
    const notes = await t.db.select().from(notifications).where(eq(notifications.offerId, offer.id));
    expect(notes.find((n) => n.userId === a.id)?.message).toContain('3. sıraya yükseldi');
  });

  it('shows an offer only to its two players', async () => {
    const { league, players, clients } = await ladder(4);
    const offer = await createOfferRow(t.db, league.id, players[3].id, players[1].id);
    expect((await clients[3].get(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    expect((await clients[1].get(`/api/offers/${offer.id}`)).json().offerer.userId).toBe(players[3].id);
    // To anyone else the offer does not exist: 404, as for cancel/accept/reject, so no id is confirmed.
    expect((await clients[0].get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    expect((await admin.client.post(`/api/offers/${offer.id}/accept`)).statusCode).toBe(404);
    const bad = await clients[3].post('/api/offers/not-a-uuid/accept');
    expect([bad.statusCode, errorOf(bad).message]).toEqual([400, 'Teklif ID veya rakip oyuncu ID eksik']);
    expect((await clients[3].get('/api/offers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const overview = (await clients[1].get('/api/offers/overview')).json();
    expect(overview.received.map((o: { id: string }) => o.id)).toEqual([offer.id]);
    expect(
      (await clients[3].get('/api/offers/overview')).json().sent.map((o: { id: string }) => o.id),
    ).toEqual([offer.id]);
  });
});
