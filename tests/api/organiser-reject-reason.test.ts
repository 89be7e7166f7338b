import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueApplications, notifications } from '../../src/server/db/schema/index.js';
import { leaguePhrase } from '../../src/shared/labels.js';
import { clientFor, SAME_ORIGIN, signedInUser } from '../support/client.js';
import { createLeague, createUser, sessionCookie } from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// Staff may give a reason when they reject an application: kept with it, told to the player in
// the notification, the mail and /leagues, and read in the admin log.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rejecting an application with a reason', () => {
  it('keeps the trimmed reason and tells it; a reason too long is refused in Turkish and changes nothing', async () => {
    const league = await createLeague(t.db);
    const applicant = await createUser(t.db);
    const application = await createApplication(t.db, applicant.id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const row = async () =>
      (await t.db.select().from(leagueApplications).where(eq(leagueApplications.id, application.id)))[0];

    const tooLong = await admin.post(`/api/applications/${application.id}/reject`, {
      reason: 'a'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe('Gerekçe en fazla 300 karakter olabilir.');
    expect((await row()).status).toBe('pending');

    const res = await admin.post(`/api/applications/${application.id}/reject`, {
      reason: '  Lig kontenjanı doldu  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row()).toMatchObject({ status: 'rejected', rejectReason: 'Lig kontenjanı doldu' });

    const said = `${leaguePhrase(league.name, 'ligine')} başvurunuz reddedildi. Gerekçe: Lig kontenjanı doldu.`;
    const [notice] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.id), eq(notifications.subject, 'Lig Başvurusu')));
    expect(notice.message).toBe(said);
    await t.app.deps.mailer.flush();
    expect(t.mail.to(applicant.email).map((m) => m.text)).toEqual([expect.stringContaining(said)]);

    const player = await clientFor(t, await sessionCookie(t.db, applicant.id, TEST_SECRET));
    expect((await player.get('/api/applications/mine')).json()[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Lig kontenjanı doldu',
    });
    // The reason is about the player: their data download carries it.
    const download = await player.get('/api/account/data');
    expect(download.statusCode).toBe(200);
    expect(download.json()['Lig başvurularınız']).toEqual([
      expect.objectContaining({ Lig: league.name, 'Red gerekçesi': 'Lig kontenjanı doldu' }),
    ]);

    const logs = (await admin.get('/api/admin-logs?tab=all&eventType=ApplicationRejected')).json().items as {
      summary: string;
      lines: { label: string; value: string }[];
    }[];
    const entry = logs.find((l) => l.summary.includes(applicant.name!));
    expect(entry?.summary).toContain('başvurusu reddedildi. Gerekçe: “Lig kontenjanı doldu”.');
    expect(entry?.lines).toEqual(
      expect.arrayContaining([{ label: 'Red gerekçesi', value: 'Lig kontenjanı doldu' }]),
    );
  });

  it('a request with no body at all rejects without a reason, as before', async () => {
    const league = await createLeague(t.db);
    const application = await createApplication(t.db, (await createUser(t.db)).id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/reject`,
      headers: { cookie: admin.cookie!, origin: SAME_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a blank reason is none: the spec’s words alone', async () => {
    const league = await createLeague(t.db);
    const applicant = await createUser(t.db);
    const application = await createApplication(t.db, applicant.id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.post(`/api/applications/${application.id}/reject`, { reason: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.db
      .select({ reason: leagueApplications.rejectReason })
      .from(leagueApplications)
      .where(eq(leagueApplications.id, application.id));
    expect(stored.reason).toBeNull();
    const [notice] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, applicant.id));
    expect(notice.message).toBe(`${leaguePhrase(league.name, 'ligine')} başvurunuz reddedildi.`);
  });
});
