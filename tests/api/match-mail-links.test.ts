import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 10 Nov 2026 13:00 in Istanbul; a match accepted now must be played by 15 Nov 13:00.
const start = new Date('2026-11-10T10:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

describe('the mails about a match', () => {
  it('lead to that match on Maçlarım, as its notifications do, and to nothing else', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [opponentUser, challengerUser] = players;
    const match = await createPlannedMatch(t.db, league.id, challengerUser.id, opponentUser.id, {
      acceptedAt: start,
    });
    const [challenger, opponent] = await Promise.all([as(challengerUser.id), as(opponentUser.id)]);
    const link = `http://localhost:3000/maclarim#mac-${match.id}`;
    const mailed = async (to: string, subject: string) => {
      const found = (await t.mailedTo(to)).filter((m) => m.subject === subject);
      expect(found, subject).toHaveLength(1);
      return found[0].text;
    };

    await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [{ start: '2026-11-12T18:30', place: 'Dicle Kortları' }],
    });
    const requestId = (await opponent.get(`/api/matches/${match.id}/arrangement`)).json().pending[0].id;
    await opponent.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 0 });
    clock = new Date('2026-11-12T18:00:00Z');
    await challenger.post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 2 },
      ],
    });
    expect((await opponent.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);

    const texts = [
      await mailed(opponentUser.email, 'Maç İçin Zaman Önerisi'),
      await mailed(challengerUser.email, 'Maç Zamanı Kesinleşti'),
      await mailed(opponentUser.email, 'Maç Sonucu Girildi'),
      await mailed(challengerUser.email, 'Maç Sonucu Kesinleşti'),
      await mailed(opponentUser.email, 'Maç Sonucu Kesinleşti'),
    ];
    for (const text of texts) {
      expect(text).toContain(`Maçlarınızı görmek ve yanıtlamak için: ${link}`);
      // One link to the screen: the outbox adds no second, bare one.
      expect(text.match(/http:\/\/localhost:3000\/maclarim/g)).toHaveLength(1);
    }
  });
});
