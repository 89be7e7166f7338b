import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateExcuseResponse, ZExcuse, ZMyExcusesResponse } from '../../src/shared/contract/excuses.js';
import { ZLadderActions, ZTodo } from '../../src/shared/contract/home.js';
import {
  ZCreateMatchResponse,
  ZMatchLeagues,
  ZMatchPage,
  ZPlayerOptions,
} from '../../src/shared/contract/matches.js';
import { ZOffer, ZOfferResult, ZOffersOverview } from '../../src/shared/contract/offers.js';
import { ZPlayerHistory, ZPlayerMatches } from '../../src/shared/contract/players.js';
import {
  ZLeagueResults,
  ZMyMatches,
  ZResultResponse,
  ZStaffResults,
} from '../../src/shared/contract/results.js';
import type { z } from '../../src/shared/zod.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// What the web reads is what the contract says: each answer, parsed with its route's response
// schema, is the answer itself (no field the schema turns into something else, such as a Date),
// and every timestamp in it is an ISO 8601 string in UTC, `toISOString`'s form.

// A fixed clock: 20 Nov 2026 13:00 in Istanbul (in the past, so test sessions never idle out).
const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The names the contracts give instants (calendar days such as startDate are 'YYYY-MM-DD'). */
const TIMESTAMP_KEY = /At$|^(now|respondBy|playBy|matchDate|dueAt)$/;

/** Every timestamp in a JSON answer, by its path, with its value. */
function timestampsOf(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => timestampsOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]): [string, unknown][] =>
    TIMESTAMP_KEY.test(key) && (v === null || typeof v !== 'object')
      ? [[`${path}.${key}`, v]]
      : timestampsOf(v, `${path}.${key}`),
  );
}

let checkedTimestamps = 0;

/** Checks one answer against its contract and gives back the parsed body. */
function onTheWire<S extends z.ZodType>(res: LightMyRequestResponse, status: number, schema: S): z.infer<S> {
  expect(res.statusCode, res.body).toBe(status);
  const body: unknown = res.json();
  const parsed = schema.parse(body);
  expect(parsed).toStrictEqual(body);
  for (const [path, v] of timestampsOf(body)) {
    if (v === null) continue;
    expect(v, path).toMatch(ISO_TIMESTAMP);
    checkedTimestamps++;
  }
  return parsed;
}

describe('the wire matches the contract', () => {
  it('offers, excuses, matches, results and player pages answer as their response schemas say, timestamps as ISO strings', async () => {
    const { league, players } = await createLadder(t.db, 5);
    const clients = await Promise.all(players.map((p) => as(p.id)));
    const admin = await signedInUser(t, { role: 'Admin' });
    await createExcuseRow(t.db, players[0].id, '2026-11-18', null);
    await createOfferRow(t.db, league.id, players[1].id, players[0].id, {
      createdAt: new Date(now.getTime() - 3_600_000),
    });

    // Offers: sent, read, accepted (a play-by deadline), and the overview of both sides.
    const sent = onTheWire(
      await clients[3].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[2].id,
      }),
      201,
      ZOfferResult,
    );
    expect(sent.offer.respondBy).toBe('2026-11-22T10:00:00.000Z');
    onTheWire(await clients[2].get(`/api/offers/${sent.offer.id}`), 200, ZOffer);
    onTheWire(await clients[2].get('/api/offers/overview'), 200, ZOffersOverview);
    const accepted = onTheWire(
      await clients[2].post(`/api/offers/${sent.offer.id}/accept`),
      200,
      ZOfferResult,
    );
    expect(accepted.offer.playBy).toMatch(ISO_TIMESTAMP);
    // The dashboard's to-do strip and the acting ladder (an offer to answer, a match to arrange).
    const todo = onTheWire(await clients[0].get('/api/home/todo'), 200, ZTodo);
    expect(todo.items.map((i) => i.kind)).toEqual(['answerOffer']);
    expect(onTheWire(await clients[2].get('/api/home/todo'), 200, ZTodo).items[0].kind).toBe('arrangeMatch');
    onTheWire(await clients[4].get(`/api/leagues/${league.id}/ladder-actions`), 200, ZLadderActions);
    const overview = onTheWire(await clients[0].get('/api/offers/overview'), 200, ZOffersOverview);
    expect(overview.now).toBe(now.toISOString());
    expect(overview.received).toHaveLength(1);
    const cancelled = onTheWire(
      await clients[1].post(`/api/offers/${overview.received[0].id}/cancel`),
      200,
      ZOfferResult,
    );
    expect(cancelled.offer.status).toBe('cancelled');

    // Excuses: added, then listed.
    const excuse = onTheWire(
      await clients[4].post('/api/excuses', { excuseType: 'Tatil', startDate: '2026-11-25', endDate: '' }),
      201,
      ZCreateExcuseResponse,
    );
    expect(excuse.excuse.createdAt).toBe(now.toISOString());
    const mine = onTheWire(await clients[0].get('/api/excuses/mine'), 200, ZMyExcusesResponse);
    expect(ZExcuse.parse(mine.active)).toStrictEqual(mine.active);

    // Results: the accepted offer's match is reported and confirmed, then every list shows it.
    const open = onTheWire(await clients[3].get('/api/results/mine'), 200, ZMyMatches);
    const match = open.open[0];
    expect(match.dueAt).toMatch(ISO_TIMESTAMP);
    const reported = onTheWire(
      await clients[3].post(`/api/results/${match.id}/report`, {
        outcome: 'normal',
        sets: [
          { p1: 6, p2: 3 },
          { p1: 6, p2: 4 },
        ],
      }),
      200,
      ZResultResponse,
    );
    expect(reported.match.reportedAt).toBe(now.toISOString());
    // The report waits for the other player: on their to-do strip, and on the reporter's page.
    const toConfirm = onTheWire(await clients[2].get('/api/home/todo'), 200, ZTodo).items[0];
    expect(toConfirm).toMatchObject({ kind: 'confirmResult', result: { winner: players[3].name } });
    onTheWire(await clients[2].get(`/api/players/${players[3].id}/history`), 200, ZPlayerHistory);
    const played = onTheWire(
      await clients[2].get(`/api/players/${players[3].id}/matches?leagueId=${league.id}&season=current`),
      200,
      ZPlayerMatches,
    );
    expect(played.matches[0]).toMatchObject({ status: 'planlanmış', resultState: 'reported' });
    onTheWire(await admin.client.get(`/api/results/staff?leagueId=${league.id}`), 200, ZStaffResults);
    onTheWire(await clients[2].post(`/api/results/${match.id}/confirm`), 200, ZResultResponse);
    onTheWire(await clients[2].get('/api/results/leagues'), 200, ZLeagueResults);
    onTheWire(await clients[2].get('/api/results/mine'), 200, ZMyMatches);

    // Match management: added, listed, and its pickers.
    const added = onTheWire(
      await admin.client.post('/api/matches', {
        leagueId: league.id,
        player1Id: players[0].id,
        player2Id: players[1].id,
        matchDate: '2026-12-05T18:30',
        score: '',
      }),
      201,
      ZCreateMatchResponse,
    );
    expect(added.match.matchDate).toBe('2026-12-05T15:30:00.000Z');
    onTheWire(await admin.client.get(`/api/matches?leagueId=${league.id}`), 200, ZMatchPage);
    onTheWire(await admin.client.get('/api/matches/leagues'), 200, ZMatchLeagues);
    onTheWire(await admin.client.get(`/api/matches/players?leagueId=${league.id}`), 200, ZPlayerOptions);

    // The walk above did look at timestamps: offers, excuses, results and matches carry many.
    expect(checkedTimestamps).toBeGreaterThan(30);
  });
});
