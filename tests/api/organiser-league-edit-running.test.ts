import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues, matches, matchOffers } from '../../src/server/db/schema/index.js';
import { staffMessages } from '../../src/shared/staff-messages.js';
import { addDays, formatDate, istanbulToday } from '../../src/shared/time.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { signedInUser } from '../support/client.js';
import { createLadder } from '../support/factories.js';
import { leagueBody } from '../support/league-body.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

// A league's score rules do not change under matches still to be decided or offers still to be
// answered (a reported 6-3 6-2 would not read as a five-set result), nor does its season start
// after them; the edit form reads what is under way to say so before saving.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('editing a league with play under way', () => {
  it('keeps the score rules and the start while matches or offers run; other settings save', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league, players } = await createLadder(t.db, 3);
    const now = new Date();
    const today = istanbulToday(now);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: now,
    });
    const body = (o: Record<string, unknown> = {}) =>
      leagueBody({ name: league.name, startDate: league.startDate, endDate: league.endDate, ...o });

    expect((await admin.get(`/api/leagues/${league.id}`)).json().running).toEqual({
      matches: 1,
      offers: 0,
      since: today,
    });

    const fiveSets = await admin.put(`/api/leagues/${league.id}`, body({ setCount: 5 }));
    expect(fiveSets.statusCode).toBe(422);
    const formatText = staffMessages.formatWhileRunning({ matches: 1, offers: 0 });
    expect(formatText).toContain('1 sonuçlanmamış maç');
    expect(errorOf(fiveSets)).toMatchObject({ message: formatText, fields: { setCount: formatText } });
    const superTb = await admin.put(`/api/leagues/${league.id}`, body({ superTieBreak: 7 }));
    expect(errorOf(superTb).message).toBe(formatText);

    const later = istanbulToday(addDays(now, 1));
    const moved = await admin.put(`/api/leagues/${league.id}`, body({ startDate: later }));
    expect(moved.statusCode).toBe(422);
    expect(errorOf(moved).fields?.startDate).toBe(
      staffMessages.startAfterRunning({ matches: 1, offers: 0 }, formatDate(today)),
    );
    const [kept] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect([kept.setCount, kept.superTieBreak, kept.startDate]).toEqual([3, 10, league.startDate]);

    // Settings that do not decide how a score reads save as before.
    const limits = await admin.put(`/api/leagues/${league.id}`, body({ maxOffers: 4 }));
    expect(limits.statusCode, limits.body).toBe(200);

    // The match decided, an offer still waits: the same refusal names it.
    await t.db.update(matches).set({ status: 'iptal' }).where(eq(matches.id, match.id));
    const offer = await createOfferRow(t.db, league.id, players[2].id, players[0].id);
    const whileOffer = await admin.put(`/api/leagues/${league.id}`, body({ setCount: 5 }));
    expect(errorOf(whileOffer).message).toBe(staffMessages.formatWhileRunning({ matches: 0, offers: 1 }));

    // Nothing under way: the rules change.
    await t.db.update(matchOffers).set({ status: 'rejected' }).where(eq(matchOffers.id, offer.id));
    expect((await admin.get(`/api/leagues/${league.id}`)).json().running).toEqual({
      matches: 0,
      offers: 0,
      since: null,
    });
    const saved = await admin.put(`/api/leagues/${league.id}`, body({ setCount: 5, startDate: later }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ setCount: 5, startDate: later });
  });
});
