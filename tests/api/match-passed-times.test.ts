import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 10 Nov 2026 13:00 in Istanbul; a match accepted now must be played by 15 Nov 13:00.
const start = new Date('2026-11-10T10:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const slot = (start: string, place = 'Dicle Kortları') => ({ start, place });

async function setup() {
  clock = start;
  const { league, players } = await createLadder(t.db, 3);
  const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
    acceptedAt: start,
  });
  const [challenger, opponent] = await Promise.all([as(players[2].id), as(players[1].id)]);
  return { match, challenger, opponent };
}

const kinds = async (client: Awaited<ReturnType<typeof as>>) =>
  ((await client.get('/api/home/todo')).json().items as { kind: string }[]).map((i) => i.kind);

describe('the to-do strip and proposed times that have passed', () => {
  it('times that all passed are no longer to pick or to wait for: both are asked to arrange again', async () => {
    const { match, challenger, opponent } = await setup();
    const sent = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-11T18:30'), slot('2026-11-12T09:00')],
    });
    expect(sent.statusCode).toBe(200);
    expect(await kinds(opponent)).toEqual(['pickSlot']);
    expect(await kinds(challenger)).toEqual(['slotsSent']);

    // One of the two has passed: the other can still be picked.
    clock = new Date('2026-11-11T17:00:00Z');
    expect(await kinds(opponent)).toEqual(['pickSlot']);

    // Both have passed, the deadline has not.
    clock = new Date('2026-11-12T10:00:00Z');
    expect(await kinds(opponent)).toEqual(['arrangeMatch']);
    expect(await kinds(challenger)).toEqual(['arrangeMatch']);

    // Picking one is refused in words that fit the player who picks (they did not propose it).
    const requestId = (await opponent.get(`/api/matches/${match.id}/arrangement`)).json().pending[0].id;
    const pick = await opponent.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 1 });
    expect(pick.statusCode).toBe(422);
    expect(errorOf(pick).message).toBe(messages.arrange.slotGone);
  });

  it('past the play deadline a match without an agreed time asks both players for its score', async () => {
    const { match, challenger, opponent } = await setup();
    await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-14T18:30')] });
    clock = new Date('2026-11-15T10:30:00Z');
    expect(await kinds(opponent)).toEqual(['reportMatch']);
    expect(await kinds(challenger)).toEqual(['reportMatch']);
    // That is what the server still takes: a time is refused, a score is not.
    const late = await challenger.post(`/api/matches/${match.id}/slots`, {
      slots: [slot('2026-11-16T18:30')],
    });
    expect(late.statusCode).toBe(422);
    const report = await challenger.post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 1 },
        { p1: 6, p2: 2 },
      ],
    });
    expect(report.statusCode).toBe(200);
    expect(await kinds(opponent)).toEqual(['confirmResult']);
  });

  it('a new time proposed for an agreed match, gone by with the agreed one, leaves the score to enter', async () => {
    const { match, challenger, opponent } = await setup();
    await challenger.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-13T18:30')] });
    const requestId = (await opponent.get(`/api/matches/${match.id}/arrangement`)).json().pending[0].id;
    expect(
      (await opponent.post(`/api/matches/${match.id}/slots/pick`, { requestId, slot: 0 })).statusCode,
    ).toBe(200);
    await opponent.post(`/api/matches/${match.id}/slots`, { slots: [slot('2026-11-12T18:30')] });
    expect(await kinds(challenger)).toEqual(['answerRequest']);
    clock = new Date('2026-11-13T17:00:00Z');
    expect(await kinds(challenger)).toEqual(['reportMatch']);
    expect(await kinds(opponent)).toEqual(['reportMatch']);
  });
});

describe('the to-do strip and a challenge past its answer time', () => {
  it('is listed for neither player once it can no longer be accepted, though the job has not closed it', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 2);
    const [top, second] = players;
    await createOfferRow(t.db, league.id, second.id, top.id, { createdAt: start, daysToRespond: 2 });
    const [opponent, challenger] = await Promise.all([as(top.id), as(second.id)]);
    expect(await kinds(opponent)).toEqual(['answerOffer']);
    expect(await kinds(challenger)).toEqual(['sentOffer']);
    // 12 Nov 14:00 in Istanbul: an hour past the answer time; the offer is still 'pending'.
    clock = new Date('2026-11-12T11:00:00Z');
    expect(await kinds(opponent)).toEqual([]);
    expect(await kinds(challenger)).toEqual([]);
  });
});
