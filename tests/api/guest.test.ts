import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, matches } from '../../src/server/db/schema/index.js';
import { clientFor } from '../support/client.js';
import { createLadder, createLeague } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const now = new Date('2026-06-15T10:00:00+03:00');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

describe('guest view', () => {
  it('shows active leagues, their ladder and results, and nothing private', async () => {
    const { league, players } = await createLadder(
      t.db,
      3,
      { name: 'Açık Lig', endDate: '2026-12-31' },
      { phone: '05321112233', birthdate: '1988-08-08' },
    );
    await createLeague(t.db, { name: 'Pasif Lig', isActive: false });
    await createLeague(t.db, { name: 'Bitmiş Lig', startDate: '2025-01-01', endDate: '2026-06-14' });
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: players[2].id,
      player2Id: players[0].id,
      status: 'oynanmış',
      score: '6-4 6-3',
      winnerId: players[2].id,
      matchDate: new Date('2026-06-10T18:00:00+03:00'),
    });
    const anon = clientFor(t);

    const list = await anon.get('/api/guest/leagues');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((l: { name: string }) => l.name)).toEqual(['Açık Lig']);
    expect(list.json()[0].participantCount).toBe(3);

    const detail = await anon.get(`/api/guest/leagues/${league.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.ladder.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    expect(body.ladder[0]).toEqual({
      rank: 1,
      firstName: players[0].firstName,
      lastName: players[0].lastName,
    });
    expect(body.recentResults).toEqual([
      expect.objectContaining({ score: '6-4 6-3', winner: `${players[2].firstName} ${players[2].lastName}` }),
    ]);
    const raw = detail.body;
    for (const p of players) {
      expect(raw).not.toContain(p.email);
      expect(raw).not.toContain(p.id);
    }
    expect(raw).not.toMatch(/@|05321112233|1988-08-08|phone|birthdate|email/);
  });

  it("lists a report the 48-hour clock has confirmed among the results, as the players' own results card does", async () => {
    const { league, players } = await createLadder(t.db, 2, { name: 'Saat Ligi', endDate: '2026-12-31' });
    const [reporter, silent] = players;
    const base = { leagueId: league.id, player1Id: reporter.id, player2Id: silent.id, winnerId: reporter.id };
    await t.db.insert(matches).values([
      // Reported three days ago and never answered: confirmed, though the job has not written it yet.
      {
        ...base,
        status: 'planlanmış',
        resultState: 'reported',
        reportedBy: reporter.id,
        reportedAt: new Date('2026-06-12T09:00:00+03:00'),
        score: '6-2 6-2',
        matchDate: new Date('2026-06-11T18:00:00+03:00'),
      },
      // Reported an hour ago: still waiting for the other player.
      {
        ...base,
        status: 'planlanmış',
        resultState: 'reported',
        reportedBy: reporter.id,
        reportedAt: new Date('2026-06-15T09:00:00+03:00'),
        score: '6-0 6-0',
        matchDate: new Date('2026-06-14T18:00:00+03:00'),
      },
    ]);
    const detail = (await clientFor(t).get(`/api/guest/leagues/${league.id}`)).json();
    expect(detail.recentResults.map((r: { score: string }) => r.score)).toEqual(['6-2 6-2']);
  });

  it('does not open an inactive league', async () => {
    const hidden = await createLeague(t.db, { isActive: false });
    const res = await clientFor(t).get(`/api/guest/leagues/${hidden.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Aradığınız kayıt bulunamadı.');
    expect((await clientFor(t).get('/api/guest/leagues/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists only announcements that have not ended', async () => {
    await t.db.insert(announcements).values([
      { title: 'Güncel', content: 'Kortlar açık', endDate: '2026-06-15' },
      { title: 'Süresiz', content: 'Hoş geldiniz' },
      { title: 'Eski', content: 'Geçti', endDate: '2026-06-14' },
    ]);
    const res = await clientFor(t).get('/api/guest/announcements');
    expect(
      res
        .json()
        .map((a: { title: string }) => a.title)
        .sort(),
    ).toEqual(['Güncel', 'Süresiz']);
  });
});
