import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/client.js';
import { createLadder } from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an approved application', () => {
  it('tells the player the rank they joined the ladder at', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league } = await createLadder(t.db, 3, { name: 'Sıra Ligi' });
    const { client: player, user } = await signedInUser(t, { gender: league.gender });
    const application = await createApplication(t.db, user.id, league.id);
    const approved = await admin.post(`/api/applications/${application.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().rank).toBe(4);

    const notices = (await player.get('/api/notifications?page=1')).json().items as {
      subject: string;
      message: string;
    }[];
    expect(notices).toContainEqual(
      expect.objectContaining({
        subject: 'Lig Başvurusu',
        message: 'Sıra Ligine başvurunuz onaylandı: sıralamaya 4. sıradan katıldınız.',
      }),
    );
  });
});
