import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueParticipants } from '../../src/server/db/schema/index.js';
import type { TLadderPreview } from '../../src/shared/contract/matches.js';
import type { TResultMatch, TStaffResults } from '../../src/shared/contract/results.js';
import { staffResultMove } from '../../src/shared/rules/results.js';
import { staffMessages } from '../../src/shared/staff-messages.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// /macm says, before staff save a result or a correction, where the players end up; the answer
// once saved says where they went. Both from the rule the server applies.
const now = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const win = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const loss = {
  outcome: 'normal',
  sets: [
    { p1: 3, p2: 6 },
    { p1: 4, p2: 6 },
  ],
};

describe('staff see where a result leaves the players', () => {
  it('the staff list carries the ladder facts; the preview and the saved answer agree with the ranks written', async () => {
    const { league, players } = await createLadder(t.db, 5);
    const [opponent, , , challenger] = players; // ranks 1 and 4
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, { acceptedAt: now });
    const reporter = await clientFor(t, await sessionCookie(t.db, challenger.id, TEST_SECRET));
    expect((await reporter.post(`/api/results/${match.id}/report`, win)).statusCode).toBe(200);

    const staffRow = async (): Promise<TResultMatch> => {
      const res = await moderator.client.get(`/api/results/staff?leagueId=${league.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as TStaffResults;
      return [...body.pending, ...body.recent].find((m) => m.id === match.id)!;
    };
    const rankOf = async (userId: string) =>
      (
        await t.db
          .select({ rank: leagueParticipants.rank })
          .from(leagueParticipants)
          .where(and(eq(leagueParticipants.leagueId, league.id), eq(leagueParticipants.userId, userId)))
      )[0].rank;

    const pending = await staffRow();
    expect(pending.ladder).toEqual({
      player1Rank: 4,
      player2Rank: 1,
      size: 5,
      corrects: false,
      winner: null,
      challengerRankBefore: null,
    });
    // The opponent's win moves nobody; the challenger's takes rank 1.
    expect(staffResultMove(pending.ladder!, 'p2')).toEqual({ p1: null, p2: null, between: 0 });
    const ahead = staffResultMove(pending.ladder!, 'p1');
    expect(ahead).toEqual({ p1: { from: 4, to: 1 }, p2: { from: 1, to: 2 }, between: 2 });
    expect(staffMessages.ladderMove(challenger.name, opponent.name, ahead, false)).toBe(
      `Bu sonuçla: ${challenger.name} 4. sıradan 1. sıraya yükselir, ${opponent.name} 1. sıradan 2. sıraya iner; aradaki 2 oyuncu birer sıra iner.`,
    );

    const decided = await moderator.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      ...win,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().message).toBe(
      `Sonuç kaydedildi. Sıralama: ${challenger.name} 4. sıradan 1. sıraya yükseldi, ${opponent.name} 1. sıradan 2. sıraya indi; aradaki 2 oyuncu birer sıra indi.`,
    );
    expect([await rankOf(challenger.id), await rankOf(opponent.id)]).toEqual([1, 2]);

    // Now final: a correction giving the opponent the win takes the challenger back to rank 4.
    const final = await staffRow();
    expect(final.ladder).toMatchObject({ corrects: true, winner: 'p1', challengerRankBefore: 4 });
    const back = staffResultMove(final.ladder!, 'p2');
    expect(back).toEqual({ p1: { from: 1, to: 4 }, p2: { from: 2, to: 1 }, between: 2 });
    expect(staffMessages.ladderMove(challenger.name, opponent.name, back, false)).toBe(
      `Bu sonuçla: ${challenger.name} 1. sıradan 4. sıraya iner, ${opponent.name} 2. sıradan 1. sıraya yükselir; aradaki 2 oyuncu birer sıra yükselir.`,
    );
    // The same winner with another score moves nobody.
    expect(staffMessages.ladderMove('A', 'B', staffResultMove(final.ladder!, 'p1'), false)).toBe(
      'Bu sonuçla sıralamada kimse yer değiştirmez.',
    );
    const corrected = await moderator.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      ...loss,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().message).toBe(
      `Sonuç düzeltildi. Sıralama: ${challenger.name} 1. sıradan 4. sıraya indi, ${opponent.name} 2. sıradan 1. sıraya yükseldi; aradaki 2 oyuncu birer sıra yükseldi.`,
    );
    expect([await rankOf(challenger.id), await rankOf(opponent.id)]).toEqual([4, 1]);
  });

  it('a match whose player left the ladder moves nobody: no facts', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [opponent, , challenger] = players;
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, { acceptedAt: now });
    const reporter = await clientFor(t, await sessionCookie(t.db, challenger.id, TEST_SECRET));
    expect((await reporter.post(`/api/results/${match.id}/report`, win)).statusCode).toBe(200);
    await t.db
      .delete(leagueParticipants)
      .where(and(eq(leagueParticipants.leagueId, league.id), eq(leagueParticipants.userId, opponent.id)));
    const res = await moderator.client.get(`/api/results/staff?leagueId=${league.id}`);
    const row = (res.json() as TStaffResults).pending.find((m) => m.id === match.id)!;
    expect(row.ladder).toBeNull();
    const decided = await moderator.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      ...win,
    });
    expect(decided.json().message).toBe('Sonuç kaydedildi.');
  });

  it('the add form reads, before saving, where a played match leaves the pair, also when it lands on their planned match', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const admin = await signedInUser(t, { role: 'Admin' });
    const preview = async (p1: string, p2: string) => {
      const res = await admin.client.get(
        `/api/matches/ladder-preview?leagueId=${league.id}&player1Id=${p1}&player2Id=${p2}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TLadderPreview;
    };
    // No planned match: the form's player 1 is the challenger.
    const fresh = await preview(players[3].id, players[1].id);
    expect(fresh).toMatchObject({
      swapped: false,
      beforeReset: false,
      player1: { id: players[3].id },
      ladder: { player1Rank: 4, player2Rank: 2, size: 4, corrects: false },
    });
    expect(staffResultMove(fresh.ladder!, 'p1')).toEqual({
      p1: { from: 4, to: 2 },
      p2: { from: 2, to: 3 },
      between: 1,
    });
    // The pair's planned match has rank 2 as its challenger: the result goes on it, read that way.
    await createPlannedMatch(t.db, league.id, players[1].id, players[3].id, { acceptedAt: now });
    const onPlanned = await preview(players[3].id, players[1].id);
    expect(onPlanned).toMatchObject({
      swapped: true,
      player1: { id: players[1].id },
      player2: { id: players[3].id },
      ladder: { player1Rank: 2, player2Rank: 4 },
    });
    // The form's player 1 (rank 4) wins: in the planned match that is its player 2, so nobody moves.
    expect(staffResultMove(onPlanned.ladder!, 'p2')).toEqual({ p1: null, p2: null, between: 0 });
    const added = await admin.client.post('/api/matches', {
      leagueId: league.id,
      player1Id: players[3].id,
      player2Id: players[1].id,
      matchDate: '2026-11-05T18:30',
      status: 'oynanmış',
      score: '6-3 6-2',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('Maç başarıyla eklendi! Sıralamada kimse yer değiştirmedi.');
  });
});
