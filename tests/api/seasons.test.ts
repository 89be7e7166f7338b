// Seasons: the staff close a league's season; the archive (final ladder, results) is public, names only.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueParticipants,
  leagues,
  mailOutbox,
  matches,
  matchOffers,
  notifications,
  rankHistory,
  seasons,
} from '../../src/server/db/schema/index.js';
import { startReminderJob } from '../../src/server/jobs/reminder-job.js';
import { eventDateRangeMessage } from '../../src/shared/contract/common.js';
import type { TResultMatch } from '../../src/shared/contract/results.js';
import { ZSeasonArchive } from '../../src/shared/contract/seasons.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { type Client, clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie, type TestUser } from '../support/factories.js';
import { leagueBody } from '../support/league-body.js';
import { makeModerator } from '../support/league-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
// A controllable clock: the season closes on 2026-05-20 in Istanbul.
let clock = new Date('2026-05-20T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (user: TestUser): Promise<Client> =>
  clientFor(t, await sessionCookie(t.db, user.id, TEST_SECRET));
const ladderOf = (leagueId: string) =>
  t.db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
const closeBody = { name: '2026 Sezonu', resetRule: 'keep', newEndDate: '2026-12-31' };

/** A league of four named players (ranked Zeynep Şahin, Ali Çelik, Ömer Sarı, İpek Cengiz) and its moderator. */
async function leagueWithPlayers() {
  const { league, players } = await createLadder(t.db, 4, { startDate: '2026-01-01', endDate: '2026-06-30' });
  const names = [
    ['Zeynep', 'Şahin'],
    ['Ali', 'Çelik'],
    ['Ömer', 'Sarı'],
    ['İpek', 'Cengiz'],
  ];
  const { users } = await import('../../src/server/db/schema/index.js');
  for (const [i, p] of players.entries())
    await t.db
      .update(users)
      .set({ firstName: names[i][0], lastName: names[i][1], name: names[i].join(' ') })
      .where(eq(users.id, p.id));
  const moderator = await createUser(t.db, { role: 'Moderator', firstName: 'Mert' });
  await makeModerator(t.db, league.id, moderator.id);
  return { league, players, moderator };
}

describe('closing a season', () => {
  it('archives the final ladder, the finished matches and the history, and starts the next season', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b, c, d] = players;
    const played = await createPlannedMatch(t.db, league.id, b.id, a.id);
    await t.db
      .update(matches)
      .set({ status: 'oynanmış', score: '6-4 6-3', winnerId: a.id, resultState: 'confirmed' })
      .where(eq(matches.id, played.id));
    const open = await createPlannedMatch(t.db, league.id, d.id, c.id);
    await t.db
      .insert(rankHistory)
      .values({ leagueId: league.id, userId: a.id, oldRank: 2, newRank: 1, cause: 'reorder' });
    const pending = await createOfferRow(t.db, league.id, c.id, b.id);
    const answered = await createOfferRow(t.db, league.id, d.id, a.id, { status: 'rejected' });

    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      resetRule: 'alphabetical',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { season, cancelledOffers } = res.json();
    expect(cancelledOffers).toBe(1);
    expect(season).toMatchObject({
      name: '2026 Sezonu',
      startDate: '2026-01-01',
      endDate: '2026-05-20',
      resetRule: 'alphabetical',
      playerCount: 4,
    });

    // The archive: the final ladder (before the reset) and the played match; names only.
    const archive = await clientFor(t).get(`/api/guest/seasons/${season.id}`);
    expect(archive.statusCode).toBe(200);
    const body = ZSeasonArchive.parse(archive.json());
    expect(body.ladder.map((r) => `${r.rank} ${r.firstName} ${r.lastName}`)).toEqual([
      '1 Zeynep Şahin',
      '2 Ali Çelik',
      '3 Ömer Sarı',
      '4 İpek Cengiz',
    ]);
    expect(body.results).toEqual([
      expect.objectContaining({ id: played.id, score: '6-4 6-3', winner: 'Zeynep Şahin', cancelled: false }),
    ]);
    for (const p of players) {
      expect(archive.body).not.toContain(p.email);
      if (p.phone) expect(archive.body).not.toContain(p.phone);
    }
    // The league lists it; the player page too, with the final rank.
    const list = (await clientFor(t).get(`/api/guest/leagues/${league.id}/seasons`)).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([season.id]);
    const mine = (await (await as(c)).get(`/api/players/${c.id}/seasons`)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        seasonId: season.id,
        seasonName: '2026 Sezonu',
        finalRank: 3,
        playerCount: 4,
      }),
    ]);

    // Stamped: the finished match, every offer, the history; the open match goes on.
    const [m1] = await t.db.select().from(matches).where(eq(matches.id, played.id));
    const [m2] = await t.db.select().from(matches).where(eq(matches.id, open.id));
    expect(m1.seasonId).toBe(season.id);
    expect(m2.seasonId).toBeNull();
    const offers = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    expect(offers.every((o) => o.seasonId === season.id)).toBe(true);
    expect(offers.find((o) => o.id === pending.id)?.status).toBe('cancelled');
    expect(offers.find((o) => o.id === answered.id)?.status).toBe('rejected');

    // The new season: alphabetical by surname (Cengiz, Çelik, Sarı, Şahin), cause 'season', from today.
    expect((await ladderOf(league.id)).map((r) => r.userId)).toEqual([d.id, b.id, c.id, a.id]);
    const current = await t.db
      .select()
      .from(rankHistory)
      .where(and(eq(rankHistory.leagueId, league.id), isNull(rankHistory.seasonId)));
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((h) => h.cause === 'season')).toBe(true);
    const [after] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(after).toMatchObject({ startDate: '2026-05-20', endDate: '2026-12-31' });

    // Notice of the cancelled offer to both its players, in the app and by mail; every player told.
    const told = await t.db.select().from(notifications).where(eq(notifications.offerId, pending.id));
    expect(told.map((n) => n.userId).sort()).toEqual([b.id, c.id].sort());
    expect(told[0].message).toContain('2026 Sezonu');
    const mails = await t.db.select().from(mailOutbox);
    for (const p of [b, c])
      expect(mails.some((m) => m.to.includes(p.email) && m.subject.includes('Sezon Kapandı'))).toBe(true);
    const closedNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, 'Sezon Kapandı'));
    expect(closedNotes.filter((n) => players.some((p) => p.id === n.userId))).toHaveLength(4);
    // The admin log, in Turkish wording through the view.
    const [log] = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'SeasonClosed'));
    expect(log.eventDetails).toMatchObject({ seasonName: '2026 Sezonu', resetRule: 'alphabetical' });

    // The current season's results no longer show the archived match.
    const guest = (await clientFor(t).get(`/api/guest/leagues/${league.id}`)).json();
    expect(guest.recentResults).toEqual([]);
  });

  it('tells the players of a match carried into a reset season that it will not move the ladder; a kept order says nothing of it', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b, c, d] = players;
    // İpek (4th) challenged Ömer (3rd) the day before; the match is still to be played at the close.
    await createPlannedMatch(t.db, league.id, d.id, c.id, { acceptedAt: new Date('2026-05-19T10:00:00Z') });
    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      resetRule: 'alphabetical',
    });
    expect(res.statusCode, res.body).toBe(201);
    const closedNote = async (userId: string) => {
      const [n] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.subject, 'Sezon Kapandı')));
      return n.message;
    };
    const carried =
      'Sıralama sıfırlanmadan önce kabul edilmiş maçınız yeni sezonda sonuç olarak sayılır ama sıralamayı değiştirmez.';
    expect(await closedNote(d.id)).toContain(carried);
    expect(await closedNote(c.id)).toContain(carried);
    expect(await closedNote(a.id)).not.toContain('maçınız');
    expect(await closedNote(b.id)).not.toContain('maçınız');

    // A later close that keeps the order leaves that match agreed before the reset: still said.
    clock = new Date('2026-05-21T09:00:00Z');
    const kept = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      name: '2026 Yaz',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, d.id), eq(notifications.subject, 'Sezon Kapandı')));
    expect(notes.find((n) => n.message.includes('2026 Yaz'))?.message).toContain(carried);

    // A league that only ever kept its order: its open match moves the ladder as usual, nothing to say.
    clock = new Date('2026-05-20T09:00:00Z');
    const other = await leagueWithPlayers();
    await createPlannedMatch(t.db, other.league.id, other.players[3].id, other.players[2].id, {
      acceptedAt: new Date('2026-05-19T10:00:00Z'),
    });
    const keptOnly = await (await as(other.moderator)).post(
      `/api/leagues/${other.league.id}/seasons`,
      closeBody,
    );
    expect(keptOnly.statusCode, keptOnly.body).toBe(201);
    expect(await closedNote(other.players[3].id)).not.toContain('maçınız');
  });

  it('keeps the final order when told to, refuses a second close the same day and a name the league already used', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await leagueWithPlayers();
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    const res = await admin.post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(res.statusCode, res.body).toBe(201);
    expect((await ladderOf(league.id)).map((r) => r.userId)).toEqual(players.map((p) => p.id));
    // Again the same day (a second tap, a second tab): the new season has nothing in it yet.
    const sameDay = await admin.post(`/api/leagues/${league.id}/seasons`, { ...closeBody, name: 'Başka ad' });
    expect(sameDay.statusCode).toBe(422);
    expect(errorOf(sameDay).message).toBe('Bu sezon bugün başladı; en erken yarın kapatılabilir.');
    clock = new Date('2026-05-21T09:00:00Z');
    const again = await admin.post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'Bu ligde bu adla kapatılmış bir sezon zaten var; başka bir ad seçiniz.',
    );
    // The same name in other letters' case or spacing is that name too: no two seasons read alike.
    const alike = await admin.post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      name: ' 2026  SEZONU',
    });
    expect(alike.statusCode).toBe(409);
    expect(errorOf(alike).message).toBe(
      'Bu ligde bu adla kapatılmış bir sezon zaten var; başka bir ad seçiniz.',
    );
    expect(await t.db.select().from(seasons).where(eq(seasons.leagueId, league.id))).toHaveLength(1);
  });

  it('refuses a league edit that would start the new season before the last one closed, as a form opened before the close would', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league } = await leagueWithPlayers();
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    // The edit form was opened before the close: it still holds the old season's dates.
    const [before] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    const stale = leagueBody({
      name: before.name,
      startDate: before.startDate,
      endDate: before.endDate,
      gender: before.gender,
    });
    expect((await admin.post(`/api/leagues/${league.id}/seasons`, closeBody)).statusCode).toBe(201);
    clock = new Date('2026-05-22T09:00:00Z');
    const res = await admin.put(`/api/leagues/${league.id}`, stale);
    expect(res.statusCode, res.body).toBe(422);
    const text =
      'Başlangıç tarihi 20 May 2026 tarihinden önce olamaz: ligin “2026 Sezonu” sezonu o gün kapandı ve yeni sezon o gün başladı. Sayfayı yenileyip tarihleri tekrar kontrol ediniz.';
    expect(errorOf(res).message).toBe(text);
    expect(res.json().error.fields).toEqual({ startDate: text });
    const [kept] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect([kept.startDate, kept.endDate]).toEqual(['2026-05-20', '2026-12-31']);
    // The day the last season closed, or later, is the new season's to choose.
    for (const startDate of ['2026-05-20', '2026-05-25']) {
      const ok = await admin.put(`/api/leagues/${league.id}`, { ...stale, startDate, endDate: '2026-12-31' });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });

  it("refuses to correct a closed season's result: the new season's ladder stays, and /macm no longer offers it", async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b] = players;
    // Ali Çelik (2nd) challenged Zeynep Şahin (1st) and lost.
    const played = await createPlannedMatch(t.db, league.id, b.id, a.id);
    await t.db
      .update(matches)
      .set({
        status: 'oynanmış',
        outcome: 'normal',
        sets: [
          { p1: 4, p2: 6 },
          { p1: 3, p2: 6 },
        ],
        score: '4-6 3-6',
        winnerId: a.id,
        resultState: 'confirmed',
      })
      .where(eq(matches.id, played.id));
    const staff = await as(moderator);
    const recent = async () =>
      (await staff.get(`/api/results/staff?leagueId=${league.id}`))
        .json()
        .recent.map((r: { id: string }) => r.id);
    expect(await recent()).toEqual([played.id]);
    expect((await staff.post(`/api/leagues/${league.id}/seasons`, closeBody)).statusCode).toBe(201);
    const ladder = await ladderOf(league.id);

    clock = new Date('2026-05-22T09:00:00Z');
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    const res = await admin.post(`/api/results/${played.id}/decide`, {
      leagueId: league.id,
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 4 },
        { p1: 6, p2: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res).message).toBe(
      'Bu maç kapanmış “2026 Sezonu” sezonunda arşivlendi; kapanmış bir sezonun sonuçları düzeltilemez, o sezonun son sıralaması da değişmez.',
    );
    expect(await ladderOf(league.id)).toEqual(ladder);
    const [kept] = await t.db.select().from(matches).where(eq(matches.id, played.id));
    expect([kept.score, kept.winnerId]).toEqual(['4-6 3-6', a.id]);
    // The staff's list of results to correct holds the current season's only.
    expect(await recent()).toEqual([]);
  });

  it("leaves a reset that would move a playing moderator's own rank to another moderator or an admin", async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await leagueWithPlayers();
    // İpek Cengiz (4th) moderates the league she plays in; by surname she would start the new season 1st.
    const moderator = players[3];
    await makeModerator(t.db, league.id, moderator.id);
    const client = await as(moderator);
    const order = (await ladderOf(league.id)).map((r) => r.userId);
    const res = await client.post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      resetRule: 'alphabetical',
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(errorOf(res).message).toBe(
      'Sıralamayı sıfırlamak sizin de sıranızı değiştirir (4. sıradan 1. sıraya); sezonu böyle kapatmayı ligin başka bir moderatörü ya da bir yönetici yapmalıdır. Son sıralamayla devam ederek kapatabilirsiniz.',
    );
    expect((await ladderOf(league.id)).map((r) => r.userId)).toEqual(order);
    expect(await t.db.select().from(seasons).where(eq(seasons.leagueId, league.id))).toEqual([]);
    // Keeping the final order moves nobody: that close is hers to make.
    const kept = await client.post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(kept.statusCode, kept.body).toBe(201);
    // An admin who plays keeps every power.
    clock = new Date('2026-05-21T09:00:00Z');
    const { users } = await import('../../src/server/db/schema/index.js');
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.id, moderator.id));
    const byAdmin = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      name: 'Sıfırlanan',
      resetRule: 'alphabetical',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('counts the ladder arrows from the new season: a reset order is no movement', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await leagueWithPlayers();
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    const res = await admin.post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      name: 'Sıfırlanan sezon',
      resetRule: 'alphabetical',
    });
    expect(res.statusCode, res.body).toBe(201);
    // Alphabetical by surname: the order changed for everyone but Ömer Sarı.
    expect((await ladderOf(league.id)).map((r) => r.userId)).not.toEqual(players.map((p) => p.id));
    const actions = (await (await as(players[0])).get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(actions.rows.map((r: { move: number }) => r.move)).toEqual([0, 0, 0, 0]);
    // A move after the new season began counts again.
    const moved = await admin.patch(`/api/leagues/${league.id}/participants/${players[2].id}`, { rank: 4 });
    expect(moved.statusCode).toBe(200);
    const after = (await (await as(players[0])).get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(after.rows.find((r: { userId: string }) => r.userId === players[2].id).move).toBeLessThan(0);
  });

  it('counts the ladder arrows from the close when the order is kept: the old season moves nobody', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await leagueWithPlayers();
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    // Two days before the close, the third player climbs to the top.
    clock = new Date('2026-05-18T09:00:00Z');
    expect(
      (await admin.patch(`/api/leagues/${league.id}/participants/${players[2].id}`, { rank: 1 })).statusCode,
    ).toBe(200);
    clock = new Date('2026-05-20T09:00:00Z');
    const before = (await (await as(players[0])).get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(before.rows.map((r: { move: number }) => r.move)).toEqual([2, -1, -1, 0]);
    const res = await admin.post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      name: 'Devam eden sezon',
    });
    expect(res.statusCode, res.body).toBe(201);
    const actions = (await (await as(players[0])).get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(actions.rows.map((r: { move: number }) => r.move)).toEqual([0, 0, 0, 0]);
  });

  it("a report the 48-hour clock has confirmed is the closing season's result, even before the job writes it", async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b] = players;
    // The challenger (rank 2) reported a win 49 hours ago; nobody answered.
    const reported = await createPlannedMatch(t.db, league.id, b.id, a.id);
    await t.db
      .update(matches)
      .set({
        resultState: 'reported',
        reportedBy: b.id,
        reportedAt: new Date('2026-05-18T08:00:00Z'),
        outcome: 'normal',
        sets: [
          { p1: 6, p2: 3 },
          { p1: 6, p2: 4 },
        ],
        score: '6-3 6-4',
        winnerId: b.id,
      })
      .where(eq(matches.id, reported.id));

    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(res.statusCode, res.body).toBe(201);
    const { season } = res.json();
    const [m] = await t.db.select().from(matches).where(eq(matches.id, reported.id));
    expect(m).toMatchObject({ status: 'oynanmış', resultState: 'confirmed', seasonId: season.id });
    // The win moved the ladder before the season's final ladder was taken.
    const archive = ZSeasonArchive.parse((await clientFor(t).get(`/api/guest/seasons/${season.id}`)).json());
    expect(archive.ladder.slice(0, 2).map((r) => r.firstName)).toEqual(['Ali', 'Zeynep']);
    expect(archive.results.map((r) => r.id)).toEqual([reported.id]);
  });

  it('lists the archived results newest first by the date each shows', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b, c, d] = players;
    const finished = async (p1: string, p2: string, playedOn: string, enteredOn: string) => {
      const match = await createPlannedMatch(t.db, league.id, p1, p2);
      await t.db
        .update(matches)
        .set({
          status: 'oynanmış',
          score: '6-4 6-3',
          winnerId: p2,
          resultState: 'confirmed',
          matchDate: new Date(playedOn),
          updatedAt: new Date(enteredOn),
        })
        .where(eq(matches.id, match.id));
      return match.id;
    };
    // Played early in May but entered late; played later and entered at once.
    const early = await finished(b.id, a.id, '2026-05-01T15:00:00Z', '2026-05-15T10:00:00Z');
    const later = await finished(d.id, c.id, '2026-05-10T15:00:00Z', '2026-05-11T10:00:00Z');
    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(res.statusCode, res.body).toBe(201);
    const archive = ZSeasonArchive.parse(
      (await clientFor(t).get(`/api/guest/seasons/${res.json().season.id}`)).json(),
    );
    expect(archive.results.map((r) => r.id)).toEqual([later, early]);
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, moderator } = await leagueWithPlayers();
    const client = await as(moderator);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...closeBody, name: '   ' }, 400, 'Sezon adını yazınız.'],
      [{ ...closeBody, resetRule: 'random' }, 400, 'Yeni sezonun sıralamasının nasıl başlayacağını seçiniz.'],
      [{ ...closeBody, newEndDate: '2026-05-19' }, 422, 'Yeni sezonun bitiş tarihi bugünden önce olamaz.'],
      [{ ...closeBody, newEndDate: '2026-02-30' }, 400, 'Geçerli bir tarih giriniz.'],
      // Beyond the range every league date keeps: the league could no longer be edited.
      [{ ...closeBody, newEndDate: '2099-12-31' }, 400, eventDateRangeMessage()],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post(`/api/leagues/${league.id}/seasons`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).message).toBe(message);
    }
    const notYet = await leagueWithPlayers();
    await t.db.update(leagues).set({ startDate: '2026-06-01' }).where(eq(leagues.id, notYet.league.id));
    const early = await (await as(notYet.moderator)).post(
      `/api/leagues/${notYet.league.id}/seasons`,
      closeBody,
    );
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toBe('Lig henüz başlamadı; başlamamış bir sezon kapatılamaz.');
    expect(await t.db.select().from(seasons).where(eq(seasons.leagueId, league.id))).toEqual([]);
  });

  it('refuses a moderator of another league, and a player', async () => {
    const { league } = await leagueWithPlayers();
    const other = await leagueWithPlayers();
    expect(
      (await (await as(other.moderator)).post(`/api/leagues/${league.id}/seasons`, closeBody)).statusCode,
    ).toBe(403);
    expect(
      (await (await as(other.players[0])).post(`/api/leagues/${league.id}/seasons`, closeBody)).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(seasons).where(eq(seasons.leagueId, league.id))).toEqual([]);
  });

  it("shows a guest only the archives of a league the guest view shows; a signed-in player every league's", async () => {
    const { league, players, moderator } = await leagueWithPlayers();
    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(res.statusCode, res.body).toBe(201);
    const seasonId = res.json().season.id;
    const guest = clientFor(t);
    const player = await as(players[0]);
    const reads = () =>
      Promise.all(
        [guest, player].flatMap((c) => [
          c.get(`/api/guest/leagues/${league.id}/seasons`),
          c.get(`/api/guest/seasons/${seasonId}`),
        ]),
      ).then((all) => all.map((r) => r.statusCode));
    expect(await reads()).toEqual([200, 200, 200, 200]);
    // Made inactive, or past its end date: gone from the guest view, its archives with it.
    await t.db.update(leagues).set({ isActive: false }).where(eq(leagues.id, league.id));
    expect(await reads()).toEqual([404, 404, 200, 200]);
    const archive = await guest.get(`/api/guest/seasons/${seasonId}`);
    expect(errorOf(archive).message).toBe('Sezon bulunamadı.');
    await t.db
      .update(leagues)
      .set({ isActive: true, startDate: '2026-05-01', endDate: '2026-05-19' })
      .where(eq(leagues.id, league.id));
    expect(await reads()).toEqual([404, 404, 200, 200]);
  });

  it('answers 404 in Turkish for a season or league that does not exist', async () => {
    const res = await clientFor(t).get('/api/guest/seasons/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Sezon bulunamadı.');
    expect(
      (await clientFor(t).get('/api/guest/leagues/00000000-0000-4000-8000-000000000000/seasons')).statusCode,
    ).toBe(404);
  });
});

describe('closing a season while an offer is answered', () => {
  it('decides the offer wholly before or wholly after the close, never half of each (12 rounds)', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    for (let round = 0; round < 12; round++) {
      const { league, players, moderator } = await leagueWithPlayers();
      const [a, , c] = players;
      const offer = await createOfferRow(t.db, league.id, c.id, a.id);
      const answer = round % 2 ? 'accept' : 'reject';
      const [closed, answered] = await Promise.all([
        (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, {
          ...closeBody,
          name: `Sezon ${round}`,
        }),
        (await as(a)).post(`/api/offers/${offer.id}/${answer}`),
      ]);
      expect(closed.statusCode, closed.body).toBe(201);
      const season = closed.json().season;
      const [row] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, offer.id));
      expect(row.seasonId).toBe(season.id);
      const ladder = await ladderOf(league.id);
      expect(isPermutation(ladder)).toBe(true);
      const planned = await t.db.select().from(matches).where(eq(matches.offerId, offer.id));
      if (answered.statusCode === 200) {
        // The answer came first: the close found it answered and cancelled nothing.
        expect(row.status).toBe(answer === 'accept' ? 'accepted' : 'rejected');
        expect(closed.json().cancelledOffers).toBe(0);
        // An accepted offer's match goes on into the new season.
        expect(planned.map((m) => m.seasonId)).toEqual(answer === 'accept' ? [null] : []);
      } else {
        // The close came first: the offer was cancelled with notice, and the answer refused.
        expect(answered.statusCode, answered.body).toBe(422);
        expect(errorOf(answered).code).toBe('not_pending');
        expect(row.status).toBe('cancelled');
        expect(closed.json().cancelledOffers).toBe(1);
        expect(planned).toEqual([]);
        const told = await t.db.select().from(notifications).where(eq(notifications.offerId, offer.id));
        expect(told).toHaveLength(2);
      }
    }
  }, 120_000);
});

describe('a match agreed before the season closed', () => {
  const won = {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 4 },
    ],
  };
  const lost = {
    outcome: 'normal',
    sets: [
      { p1: 3, p2: 6 },
      { p1: 4, p2: 6 },
    ],
  };
  const runJob = async () => {
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    await job.runOnce();
    await job.stop();
  };
  const passedNotes = async (userIds: string[]) =>
    (await t.db.select().from(notifications).where(eq(notifications.subject, 'Sıralamanız Değişti'))).filter(
      (n) => userIds.includes(n.userId),
    );
  const messagesTo = async (userId: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

  /**
   * Five players ranked Can Yılmaz, Ece Aksoy, Efe Demir, Naz Kaya, Umut Zorlu. Two days before the
   * close Umut (5th) challenged Ece (2nd) and she accepted; the staff close with `resetRule`. A reset
   * orders them Aksoy, Demir, Kaya, Yılmaz, Zorlu: Umut's win over Ece, now 1st, would lift him
   * from 5th to 1st over everyone.
   */
  async function agreedThenClosed(
    resetRule: 'keep' | 'alphabetical',
    overduePolicy: 'staff' | 'walkover' = 'staff',
  ) {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await createLadder(t.db, 5, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      overduePolicy,
    });
    const names = [
      ['Can', 'Yılmaz'],
      ['Ece', 'Aksoy'],
      ['Efe', 'Demir'],
      ['Naz', 'Kaya'],
      ['Umut', 'Zorlu'],
    ];
    const { users } = await import('../../src/server/db/schema/index.js');
    for (const [i, p] of players.entries())
      await t.db
        .update(users)
        .set({ firstName: names[i][0], lastName: names[i][1], name: names[i].join(' ') })
        .where(eq(users.id, p.id));
    const [can, ece, efe, naz, umut] = players;
    const match = await createPlannedMatch(t.db, league.id, umut.id, ece.id, {
      acceptedAt: new Date('2026-05-18T09:00:00Z'),
    });
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    const res = await admin.post(`/api/leagues/${league.id}/seasons`, { ...closeBody, resetRule });
    expect(res.statusCode, res.body).toBe(201);
    clock = new Date('2026-05-21T09:00:00Z');
    return { league, players, can, ece, efe, naz, umut, match, admin };
  }

  /** The staff enter (or correct to) `result` for the carried-over match. */
  async function staffDecides(s: Awaited<ReturnType<typeof agreedThenClosed>>, result: typeof won) {
    const res = await s.admin.post(`/api/results/${s.match.id}/decide`, { ...result, leagueId: s.league.id });
    expect(res.statusCode, res.body).toBe(200);
  }

  type Setup = Awaited<ReturnType<typeof agreedThenClosed>>;
  /** Each way the challenger's win (or the challenged player's walkover) becomes final. */
  const ways: [string, (s: Setup) => Promise<void>, 'staff' | 'walkover'][] = [
    [
      'confirmed by the opponent',
      async (s) => {
        expect((await (await as(s.umut)).post(`/api/results/${s.match.id}/report`, won)).statusCode).toBe(
          200,
        );
        expect((await (await as(s.ece)).post(`/api/results/${s.match.id}/confirm`)).statusCode).toBe(200);
      },
      'staff',
    ],
    [
      'confirmed by the 48-hour clock',
      async (s) => {
        expect((await (await as(s.umut)).post(`/api/results/${s.match.id}/report`, won)).statusCode).toBe(
          200,
        );
        clock = new Date('2026-05-23T10:00:00Z');
        await runJob();
      },
      'staff',
    ],
    ['entered by the staff', async (s) => staffDecides(s, won), 'staff'],
    [
      'corrected by the staff to the challenger',
      async (s) => {
        await staffDecides(s, lost);
        await staffDecides(s, won);
      },
      'staff',
    ],
    [
      'cancelled by the staff, the challenged player not having shown',
      async (s) => {
        clock = new Date('2026-05-24T09:00:00Z');
        const res = await s.admin.post(`/api/results/${s.match.id}/cancel`, {
          leagueId: s.league.id,
          noShow: 'p2',
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      'staff',
    ],
    [
      'lost by the challenged player who left the proposals unanswered (overdue walkover)',
      async (s) => {
        const res = await (await as(s.umut)).post(`/api/matches/${s.match.id}/slots`, {
          slots: [{ start: '2026-05-22T18:00', place: 'Dicle Kortları' }],
        });
        expect(res.statusCode, res.body).toBe(200);
        clock = new Date('2026-05-24T09:00:00Z');
        await runJob();
      },
      'walkover',
    ],
  ];

  it.each(ways)(
    'after a reset counts the result but moves nobody on the new ladder: %s',
    async (_way, finish, overduePolicy) => {
      const s = await agreedThenClosed('alphabetical', overduePolicy);
      const reset = (await ladderOf(s.league.id)).map((r) => r.userId);
      expect(reset).toEqual([s.ece.id, s.efe.id, s.naz.id, s.can.id, s.umut.id]);
      await finish(s);
      const [row] = await t.db.select().from(matches).where(eq(matches.id, s.match.id));
      expect(row.winnerId).toBe(s.umut.id);
      expect(row.seasonId).toBeNull();
      expect((await ladderOf(s.league.id)).map((r) => r.userId)).toEqual(reset);
      expect(await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, s.match.id))).toEqual([]);
      expect(await passedNotes(s.players.map((p) => p.id))).toEqual([]);
      await t.app.deps.mailer.flush();
      const passedMails = (await t.db.select().from(mailOutbox)).filter(
        (mail) => mail.subject === 'Sıralamanız Değişti' && s.players.some((p) => mail.to.includes(p.email)),
      );
      expect(passedMails).toEqual([]);
      // The two are told the result as when the ladder does not move.
      for (const p of [s.umut, s.ece])
        for (const text of await messagesTo(p.id)) expect(text).not.toMatch(/yükseldi|indiniz|üstünüze/);
    },
  );

  it('after a close that kept the order, the win moves the ladder as any other', async () => {
    const s = await agreedThenClosed('keep');
    await (await as(s.umut)).post(`/api/results/${s.match.id}/report`, won);
    expect((await (await as(s.ece)).post(`/api/results/${s.match.id}/confirm`)).statusCode).toBe(200);
    expect((await ladderOf(s.league.id)).map((r) => r.userId)).toEqual([
      s.can.id,
      s.umut.id,
      s.ece.id,
      s.efe.id,
      s.naz.id,
    ]);
    expect((await passedNotes([s.efe.id, s.naz.id])).length).toBe(2);
    expect((await messagesTo(s.umut.id)).some((text) => text.includes('2. sıraya yükseldiniz'))).toBe(true);
  });

  it('the lists say which matches were agreed before the reset, so the staff know a walkover moves nobody', async () => {
    const reset = await agreedThenClosed('alphabetical');
    const later = await createPlannedMatch(t.db, reset.league.id, reset.umut.id, reset.naz.id, {
      acceptedAt: clock,
    });
    const open = async (s: Setup) =>
      Object.fromEntries(
        ((await (await as(s.umut)).get('/api/results/mine')).json().open as TResultMatch[]).map((m) => [
          m.id,
          m.agreedBeforeReset,
        ]),
      );
    expect(await open(reset)).toEqual({ [reset.match.id]: true, [later.id]: false });
    const kept = await agreedThenClosed('keep');
    expect(await open(kept)).toEqual({ [kept.match.id]: false });
  });

  it('a match whose acceptance took the ladder lock just before the close, timed a moment after the close, moves nobody', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players } = await createLadder(t.db, 5, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    const [, ece, , , umut] = players;
    // The answer's clock ran a little ahead of the close's.
    const match = await createPlannedMatch(t.db, league.id, umut.id, ece.id, {
      acceptedAt: new Date('2026-05-20T09:00:00.250Z'),
    });
    const admin = await as(await createUser(t.db, { role: 'Admin' }));
    const res = await admin.post(`/api/leagues/${league.id}/seasons`, {
      ...closeBody,
      resetRule: 'alphabetical',
    });
    expect(res.statusCode, res.body).toBe(201);
    const reset = (await ladderOf(league.id)).map((r) => r.userId);
    clock = new Date('2026-05-21T09:00:00Z');
    const open = (await (await as(umut)).get('/api/results/mine')).json().open as TResultMatch[];
    expect(open.find((m) => m.id === match.id)?.agreedBeforeReset).toBe(true);
    const decided = await admin.post(`/api/results/${match.id}/decide`, { ...won, leagueId: league.id });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await ladderOf(league.id)).map((r) => r.userId)).toEqual(reset);
    expect(reset).not.toEqual(players.map((p) => p.id));
  });

  it('a match agreed after the reset moves the new ladder as any other', async () => {
    const s = await agreedThenClosed('alphabetical');
    // On the new ladder Umut (5th) challenges Naz (3rd) and wins; Can (4th) is passed.
    const later = await createPlannedMatch(t.db, s.league.id, s.umut.id, s.naz.id, { acceptedAt: clock });
    await (await as(s.umut)).post(`/api/results/${later.id}/report`, won);
    expect((await (await as(s.naz)).post(`/api/results/${later.id}/confirm`)).statusCode).toBe(200);
    expect((await ladderOf(s.league.id)).map((r) => r.userId)).toEqual([
      s.ece.id,
      s.efe.id,
      s.umut.id,
      s.naz.id,
      s.can.id,
    ]);
    expect((await passedNotes([s.can.id])).map((n) => n.message)).toEqual([
      `${s.league.name}: Umut Zorlu maç kazanarak üstünüze çıktı; yeni sıranız 5.`,
    ]);
  });
});

describe('a player page’s past seasons', () => {
  it('lists on the player page a season a player played in and left before it closed, without a final rank', async () => {
    clock = new Date('2026-05-20T09:00:00Z');
    const { league, players, moderator } = await leagueWithPlayers();
    const [a, b, c, d] = players;
    // Ali (2nd) plays Zeynep, then leaves the league; İpek (4th) leaves having played nothing.
    const played = await createPlannedMatch(t.db, league.id, b.id, a.id);
    await t.db
      .update(matches)
      .set({ status: 'oynanmış', score: '6-4 6-3', winnerId: a.id, resultState: 'confirmed' })
      .where(eq(matches.id, played.id));
    expect((await (await as(b)).post(`/api/leagues/${league.id}/leave`)).statusCode).toBe(200);
    await t.db
      .delete(leagueParticipants)
      .where(and(eq(leagueParticipants.leagueId, league.id), eq(leagueParticipants.userId, d.id)));
    const res = await (await as(moderator)).post(`/api/leagues/${league.id}/seasons`, closeBody);
    expect(res.statusCode, res.body).toBe(201);
    const { season } = res.json();

    // The one who left after playing finds the season, its results naming their match.
    const left = await (await as(a)).get(`/api/players/${b.id}/seasons`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual([
      {
        seasonId: season.id,
        seasonName: '2026 Sezonu',
        leagueId: league.id,
        leagueName: league.name,
        endDate: season.endDate,
        finalRank: null,
        playerCount: 2,
      },
    ]);
    const archive = ZSeasonArchive.parse((await (await as(b)).get(`/api/guest/seasons/${season.id}`)).json());
    expect(archive.results.map((r) => r.id)).toEqual([played.id]);
    // Those on the final ladder keep their rank; one who never played there has nothing to find.
    expect((await (await as(c)).get(`/api/players/${a.id}/seasons`)).json()).toEqual([
      expect.objectContaining({ seasonId: season.id, finalRank: 1 }),
    ]);
    expect((await (await as(a)).get(`/api/players/${c.id}/seasons`)).json()).toEqual([
      expect.objectContaining({ seasonId: season.id, finalRank: 2 }),
    ]);
    expect((await (await as(a)).get(`/api/players/${d.id}/seasons`)).json()).toEqual([]);
  });
});
