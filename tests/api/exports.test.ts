// CSV exports: read back with a CSV parser as Turkish Excel would read them (UTF-8 BOM, `;`).
import { parse } from 'csv-parse/sync';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, users } from '../../src/server/db/schema/index.js';
import { closeSeason } from '../../src/server/modules/seasons/close-season.js';
import { insertUsersInBulk } from '../support/admin-factories.js';
import { type Client, clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie, type TestUser } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
const clock = new Date('2026-05-20T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (user: TestUser): Promise<Client> =>
  clientFor(t, await sessionCookie(t.db, user.id, TEST_SECRET));
const BOM = '\uFEFF';
/** The body as a spreadsheet reads it: the BOM checked and dropped, `;` between fields. */
function readCsv(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  return parse(body.slice(1), { delimiter: ';' });
}

/** League names are unique: each world after the first names its own. */
const WORLD_NAMES = ['Kadıköy Ligi', 'Şile; Çarşı Ligi 2'];
async function world(name = 'Şile; Çarşı Ligi') {
  const { league, players } = await createLadder(t.db, 3, {
    name,
    startDate: '2026-01-01',
  });
  const names = [
    ['İpek', 'Işıklı; Öztürk'],
    ['Ğülşen', 'Çağlayan'],
    ['=HYPERLINK("x")', 'Ünal'],
  ];
  for (const [i, p] of players.entries())
    await t.db
      .update(users)
      .set({ firstName: names[i][0], lastName: names[i][1], phone: `0532000000${i}` })
      .where(eq(users.id, p.id));
  const moderator = await createUser(t.db, { role: 'Moderator', firstName: 'Mert' });
  await makeModerator(t.db, league.id, moderator.id);
  const admin = await createUser(t.db, { role: 'Admin', firstName: 'Ayla' });
  return { league, players, moderator, admin };
}

describe('CSV exports', () => {
  it('the ladder: Turkish letters, a `;` inside a field, a formula kept as text, a Turkish filename', async () => {
    const { league, players, moderator } = await world();
    const played = await createPlannedMatch(t.db, league.id, players[1].id, players[0].id);
    await t.db
      .update(matches)
      .set({ status: 'oynanmış', score: '6-4 6-4', winnerId: players[1].id })
      .where(eq(matches.id, played.id));
    const res = await (await as(moderator)).get(`/api/leagues/${league.id}/export/ladder`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Sıralama - Şile; Çarşı Ligi - 2026-05-20.csv')}`,
    );
    expect(disposition).toMatch(/^attachment; filename="Siralama-Sile-Carsi-Ligi-2026-05-20\.csv"/);
    expect(readCsv(res.body)).toEqual([
      ['Sıra', 'Ad', 'Soyad', 'Galibiyet', 'Mağlubiyet'],
      ['1', 'İpek', 'Işıklı; Öztürk', '0', '1'],
      ['2', 'Ğülşen', 'Çağlayan', '1', '0'],
      ['3', `'=HYPERLINK("x")`, 'Ünal', '0', '0'],
    ]);
  });

  it('the players: contact details for admins only', async () => {
    const { league, players, moderator, admin } = await world(WORLD_NAMES.shift());
    const byModerator = readCsv(
      (await (await as(moderator)).get(`/api/leagues/${league.id}/export/players`)).body,
    );
    expect(byModerator[0]).toEqual(['Sıra', 'Ad', 'Soyad', 'Cinsiyet', 'Katılım tarihi']);
    expect(byModerator.flat().join(' ')).not.toContain(players[0].email);
    const byAdmin = readCsv((await (await as(admin)).get(`/api/leagues/${league.id}/export/players`)).body);
    expect(byAdmin[0]).toEqual(['Sıra', 'Ad', 'Soyad', 'Cinsiyet', 'Katılım tarihi', 'E-posta', 'Telefon']);
    expect(byAdmin[1]).toEqual([
      '1',
      'İpek',
      'Işıklı; Öztürk',
      'Erkek',
      expect.any(String),
      players[0].email,
      // In groups, as Excel keeps it: bare digits would lose their leading 0.
      '0532 000 00 00',
    ]);
  });

  it("a season's results: the closed season's, or the current one's; another league's season is 404", async () => {
    const { league, players, moderator, admin } = await world(WORLD_NAMES.shift());
    const old = await createPlannedMatch(t.db, league.id, players[1].id, players[0].id);
    await t.db
      .update(matches)
      .set({
        status: 'oynanmış',
        score: '6-3 6-2',
        winnerId: players[1].id,
        matchDate: new Date('2026-04-01T10:00:00Z'),
      })
      .where(eq(matches.id, old.id));
    const { season } = await closeSeason(
      t.db,
      admin.id,
      league.id,
      { name: '2026 İlkbahar', resetRule: 'keep', newEndDate: '2026-12-31' },
      clock,
      t.app.deps.env.baseUrl,
    );
    const now = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id);
    await t.db.update(matches).set({ status: 'iptal' }).where(eq(matches.id, now.id));
    const client = await as(moderator);
    const archived = await client.get(`/api/leagues/${league.id}/export/results?season=${season.id}`);
    expect(archived.statusCode).toBe(200);
    expect(String(archived.headers['content-disposition'])).toContain(
      encodeURIComponent('Sonuçlar - 2026 İlkbahar - Şile; Çarşı Ligi 2 - 2026-05-20.csv'),
    );
    expect(readCsv(archived.body)).toEqual([
      ['Tarih', '1. oyuncu', '2. oyuncu', 'Skor', 'Kazanan', 'Durum'],
      ['1 Nis 2026', 'Ğülşen Çağlayan', 'İpek Işıklı; Öztürk', '6-3 6-2', 'Ğülşen Çağlayan', 'Oynanmış'],
    ]);
    const current = readCsv((await client.get(`/api/leagues/${league.id}/export/results`)).body);
    expect(current.slice(1).map((r) => r.at(-1))).toEqual(['İptal']);

    const other = await world('Moda Ligi');
    const wrong = await (await as(other.moderator)).get(
      `/api/leagues/${other.league.id}/export/results?season=${season.id}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe('Bu sezon seçilen lige ait değil.');
    // A moderator of another league is refused this league's exports.
    for (const what of ['ladder', 'players', 'results'])
      expect(
        (await (await as(other.moderator)).get(`/api/leagues/${league.id}/export/${what}`)).statusCode,
      ).toBe(403);
  });

  it("counts the ladder's wins and losses and lists the season's results as the player record does: a no-show cancellation, a report the 48-hour clock confirmed", async () => {
    const { league, players, moderator } = await world('Beşiktaş Ligi');
    const [ipek, gulsen, third] = players;
    const set = (id: string, values: Partial<typeof matches.$inferInsert>) =>
      t.db.update(matches).set(values).where(eq(matches.id, id));
    // Staff cancelled it naming İpek as the no-show: a walkover Ğülşen won.
    const noShow = await createPlannedMatch(t.db, league.id, gulsen.id, ipek.id);
    await set(noShow.id, {
      status: 'iptal',
      winnerId: gulsen.id,
      updatedAt: new Date('2026-05-10T10:00:00Z'),
    });
    // Reported three days ago and never answered: confirmed by the clock, before the job writes it.
    const clockConfirmed = await createPlannedMatch(t.db, league.id, third.id, gulsen.id);
    await set(clockConfirmed.id, {
      resultState: 'reported',
      reportedBy: third.id,
      reportedAt: new Date('2026-05-17T09:00:00Z'),
      score: '6-1 6-1',
      sets: [
        { p1: 6, p2: 1 },
        { p1: 6, p2: 1 },
      ],
      winnerId: third.id,
      matchDate: new Date('2026-05-16T15:00:00Z'),
    });
    // Reported an hour ago: still waiting for the opponent, no result yet.
    const fresh = await createPlannedMatch(t.db, league.id, ipek.id, third.id);
    await set(fresh.id, {
      resultState: 'reported',
      reportedBy: ipek.id,
      reportedAt: new Date('2026-05-20T08:00:00Z'),
      score: '6-0 6-0',
      winnerId: ipek.id,
      matchDate: new Date('2026-05-19T15:00:00Z'),
    });
    const client = await as(moderator);
    const ladder = readCsv((await client.get(`/api/leagues/${league.id}/export/ladder`)).body);
    expect(ladder.slice(1).map(([, , , won, lost]) => [won, lost])).toEqual([
      ['0', '1'],
      ['1', '1'],
      ['1', '0'],
    ]);
    // The same counts the players' own record shows.
    for (const [i, p] of players.entries()) {
      const history = (await client.get(`/api/players/${p.id}/history`)).json() as {
        leagues: { record: { won: number; lost: number } }[];
      };
      const record = history.leagues[0]?.record ?? { won: 0, lost: 0 };
      expect([String(record.won), String(record.lost)]).toEqual(ladder[i + 1].slice(3));
    }
    const results = readCsv((await client.get(`/api/leagues/${league.id}/export/results`)).body);
    expect(results.slice(1)).toEqual([
      ['10 May 2026', 'Ğülşen Çağlayan', 'İpek Işıklı; Öztürk', '', 'Ğülşen Çağlayan', 'İptal'],
      [
        '16 May 2026',
        `'=HYPERLINK("x") Ünal`,
        'Ğülşen Çağlayan',
        '6-1 6-1',
        `'=HYPERLINK("x") Ünal`,
        'Oynanmış',
      ],
    ]);
  });

  it('every user for admins, read in batches past the batch size, each exactly once', async () => {
    const { admin, moderator } = await world('Üsküdar Ligi');
    await insertUsersInBulk(
      t.db,
      Array.from({ length: 1_234 }, (_, i) => ({
        email: `toplu-${i}@raket.test`,
        firstName: 'Şükrü',
        lastName: `Öğüt ${i}`,
        gender: 'male' as const,
      })),
    );
    const gone = await createUser(t.db, { firstName: 'Giden', lastName: 'Hesap' });
    expect((await (await as(admin)).delete(`/api/users/${gone.id}`)).statusCode).toBe(200);
    const res = await (await as(admin)).get('/api/users/export');
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual([
      'Ad',
      'Soyad',
      'E-posta',
      'Telefon',
      'Doğum tarihi',
      'Cinsiyet',
      'İl',
      'Rol',
      'Kayıt tarihi',
    ]);
    // A deleted account is no user any more: it is left out, as on /userm.
    const total = (await t.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt))).length;
    expect(rows).toHaveLength(total + 1);
    expect(rows.some((r) => r[0] === 'Silinmiş')).toBe(false);
    const emails = rows.slice(1).map((r) => r[2]);
    expect(new Set(emails).size).toBe(total);
    // Listed by e-mail address, not in the random order of the ids.
    expect(emails).toEqual([...emails].sort());
    expect(rows.find((r) => r[2] === 'toplu-7@raket.test')).toEqual([
      'Şükrü',
      'Öğüt 7',
      'toplu-7@raket.test',
      '0555 000 00 00',
      '1 Oca 1990',
      'Erkek',
      expect.any(String),
      'Oyuncu',
      expect.any(String),
    ]);
    expect((await (await as(moderator)).get('/api/users/export')).statusCode).toBe(403);
  });
});
