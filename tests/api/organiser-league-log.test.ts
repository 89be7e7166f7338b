import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/client.js';
import { leagueBody } from '../support/league-body.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = { eventType: string; summary: string; lines: { label: string; value: string }[] };

describe('a saved league in the admin log', () => {
  it('names what the save changed, in the form’s words, so a league made inactive does not read as any save', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const body = leagueBody({ name: 'Kayıt Ligi', startDate: '2026-01-01', endDate: '2027-12-31' });
    const league = (await admin.post('/api/leagues', body)).json();
    const saved = await admin.put(`/api/leagues/${league.id}`, {
      ...body,
      isActive: false,
      endDate: '2027-06-30',
      maxDaysToRespond: 1,
      rules: 'Yeni kural metni',
    });
    expect(saved.statusCode).toBe(200);
    // Saved again as it is: nothing changed, and the entry says so.
    const again = await admin.put(`/api/leagues/${league.id}`, {
      ...body,
      isActive: false,
      endDate: '2027-06-30',
      maxDaysToRespond: 1,
      rules: 'Yeni kural metni',
    });
    expect(again.statusCode).toBe(200);

    const res = await admin.get('/api/admin-logs?status=all&eventType=LeagueUpdated');
    expect(res.statusCode).toBe(200);
    const entries = (res.json().items as Entry[]).filter((e) => e.summary.includes('Kayıt Ligi'));
    expect(entries).toHaveLength(2);
    const [unchanged, changed] = entries; // newest first
    const changes =
      'Lig aktif: Evet → Hayır; Bitiş tarihi: 31 Ara 2027 → 30 Haz 2027; Lig kuralları değişti; Yanıt süresi: 2 gün → 1 gün';
    // The list's line says who, then what changed, the active flag first (it may be shortened after).
    expect(changed.summary).toMatch(
      /^Lig ayarları kaydedildi: Kayıt Ligi\. Değiştiren: .+\. Lig aktif: Evet → Hayır; /,
    );
    expect(changed.lines).toContainEqual({ label: 'Değişenler', value: changes });
    expect(unchanged.lines).toContainEqual({ label: 'Değişenler', value: 'Değişiklik yok' });
    // A save that only renamed it says the rename, not 'Değişiklik yok'.
    const renamed = await admin.put(`/api/leagues/${league.id}`, {
      ...body,
      name: 'Kayıt Ligi 2',
      isActive: false,
      endDate: '2027-06-30',
      maxDaysToRespond: 1,
      rules: 'Yeni kural metni',
    });
    expect(renamed.statusCode).toBe(200);
    const latest = (
      (await admin.get('/api/admin-logs?status=all&eventType=LeagueUpdated')).json().items as Entry[]
    )[0];
    expect(latest.summary).toMatch(
      /^Lig ayarları kaydedildi\. Lig adı: Kayıt Ligi → Kayıt Ligi 2\. Değiştiren: [^.]+\.$/,
    );
    expect(latest.lines.map((l) => l.label)).not.toContain('Değişenler');
    // No raw keys or codes reach the reader.
    expect(JSON.stringify(entries.map((e) => [e.summary, e.lines]))).not.toMatch(
      /isActive|maxDaysToRespond|endDate|true|false/,
    );
  });
});
