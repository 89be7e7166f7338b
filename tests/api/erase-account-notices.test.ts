import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  pushOutbox,
  pushSubscriptions,
} from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { DELETED_PLAYER_NAME } from '../../src/shared/privacy-notice.js';
import { clientFor, signedInUser } from '../support/client.js';
import {
  addParticipants,
  createLeague,
  createUser,
  DEFAULT_PASSWORD,
  sessionCookie,
} from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 10 Nov 2026 13:00 in Istanbul.
const start = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => start });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const noticesOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

/**
 * A league of five: the opponent of an open match (1st), the player who deletes the account (2nd),
 * a player with a pending offer to them (3rd), another player of the same name (4th) and a league
 * mate (5th) who challenged that namesake.
 */
async function scene() {
  const league = await createLeague(t.db);
  const person = { gender: league.gender } as const;
  const opp = await createUser(t.db, person);
  const me = await createUser(t.db, { ...person, firstName: 'Ali', lastName: 'Kaya' });
  const offerer = await createUser(t.db, person);
  const namesake = await createUser(t.db, { ...person, firstName: 'Ali', lastName: 'Kaya' });
  const mate = await createUser(t.db, person);
  await addParticipants(
    t.db,
    league.id,
    [opp, me, offerer, namesake, mate].map((p) => p.id),
  );
  const [meC, offererC, namesakeC, mateC, oppC] = await Promise.all(
    [me, offerer, namesake, mate, opp].map((p) => as(p.id)),
  );
  const offered = await offererC.post('/api/offers', {
    leagueId: league.id,
    termsAccepted: true,
    opponentId: me.id,
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const matedOffer = await mateC.post('/api/offers', {
    leagueId: league.id,
    termsAccepted: true,
    opponentId: namesake.id,
  });
  expect(matedOffer.statusCode, matedOffer.body).toBe(201);
  // Both players of the name are away, for a reason every league mate reads.
  for (const c of [meC, namesakeC]) {
    const excused = await c.post('/api/excuses', {
      excuseType: 'Sakatlık',
      startDate: '2026-12-01',
      endDate: '2026-12-10',
    });
    expect(excused.statusCode, excused.body).toBe(201);
  }
  const match = await createPlannedMatch(t.db, league.id, me.id, opp.id, { acceptedAt: start });
  const proposed = await meC.post(`/api/matches/${match.id}/slots`, {
    slots: [{ start: '2026-11-12T18:30', place: 'Dicle Kortları' }],
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return { league, me, opp, offerer, namesake, mate, meC, oppC, mateC, match };
}

describe('deleting an account erases the name from what others were told', () => {
  it("rewrites the name in the other players' notices about the player, not in the namesake's", async () => {
    const { league, me, opp, offerer, mate, namesake, meC, oppC, mateC, match } = await scene();
    const name = 'Ali Kaya';
    expect(me.name).toBe(name);
    const named = async (userId: string) =>
      (await noticesOf(userId)).filter((n) => n.message.includes(name)).map((n) => n.message);
    // Before: the opponent, the offerer and the mate read the name.
    expect(await named(opp.id)).not.toEqual([]);
    expect(await named(offerer.id)).not.toEqual([]);
    expect((await named(mate.id)).length).toBeGreaterThanOrEqual(3);

    // A mail and a push of the opponent's notice that have not gone out yet (given up on, kept for a
    // retry), and one that has.
    const [proposal] = (await noticesOf(opp.id)).filter(
      (n) => n.subject === messages.arrange.proposalSubject,
    );
    const [waiting] = await t.db
      .insert(mailOutbox)
      .values({ to: [opp.email], subject: proposal.subject, text: proposal.message, status: 'failed' })
      .returning();
    const [sent] = await t.db
      .insert(mailOutbox)
      .values({
        to: [opp.email],
        subject: proposal.subject,
        text: proposal.message,
        status: 'sent',
        sentAt: start,
      })
      .returning();
    const [device] = await t.db
      .insert(pushSubscriptions)
      .values({ userId: opp.id, endpoint: 'https://127.0.0.1:9/cihaz', p256dh: 'x', auth: 'y' })
      .returning();
    const [push] = await t.db
      .insert(pushOutbox)
      .values({
        subscriptionId: device.id,
        payload: { title: proposal.subject, body: proposal.message, url: '/maclarim' },
        status: 'failed',
      })
      .returning();

    // A notice about the player that also names a longer name starting with theirs.
    const [longer] = await t.db
      .insert(notifications)
      .values({
        userId: mate.id,
        subject: 'Mazeret Bildirimi',
        message: 'Ali Kaya ve Ali Kayalar bu hafta mazeretlidir.',
        type: 'excuse',
        targetKind: 'player',
        targetId: me.id,
      })
      .returning();

    const res = await meC.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const [longerAfter] = await t.db.select().from(notifications).where(eq(notifications.id, longer.id));
    expect(longerAfter.message).toBe('Silinmiş oyuncu ve Ali Kayalar bu hafta mazeretlidir.');

    // The opponent: the proposal reads 'Silinmiş oyuncu', and the match's closing names nobody.
    const oppNotes = await noticesOf(opp.id);
    // Only the namesake's excuse still reads the name: it is about another person.
    expect(oppNotes.filter((n) => n.message.includes(name)).map((n) => n.targetId)).toEqual([namesake.id]);
    expect(oppNotes.find((n) => n.id === proposal.id)?.message).toBe(
      proposal.message.replace(name, DELETED_PLAYER_NAME),
    );
    expect(oppNotes.find((n) => n.id === proposal.id)?.message).toContain(DELETED_PLAYER_NAME);
    const closed = oppNotes.find(
      (n) => n.subject === messages.league.openMatchClosedSubject && n.targetId === match.id,
    );
    expect(closed?.message).toBe(messages.league.openMatchClosedByDeletionText(league.name, 'self'));
    expect(closed?.message).toMatch(/^Rakibiniz hesabını sildiği için /);
    // The offerer: their copy of the offer and the cancellation name nobody.
    const offererNotes = await noticesOf(offerer.id);
    expect(offererNotes.filter((n) => n.message.includes(name)).map((n) => n.targetId)).toEqual([
      namesake.id,
    ]);
    expect(offererNotes.map((n) => n.message)).toContain(
      messages.privacy.offerCancelledByDeletionText(league.name, 'self'),
    );
    expect(offererNotes.some((n) => n.message.includes(DELETED_PLAYER_NAME))).toBe(true);
    // The mate: the player's excuse keeps its dates and reason, not the name; the namesake's excuse
    // and offer are another person's, and keep the name.
    const mateNotes = await noticesOf(mate.id);
    const excuses = mateNotes.filter((n) => n.type === 'excuse');
    expect(excuses.find((n) => n.targetId === me.id)?.message).toMatch(
      /^Silinmiş oyuncu .*mazeretlidir \(Sakatlık\)\.$/,
    );
    expect(excuses.find((n) => n.targetId === namesake.id)?.message).toMatch(/^Ali Kaya .*\(Sakatlık\)\.$/);
    const toNamesake = mateNotes.filter((n) => n.type === 'matchOffer');
    expect(toNamesake.length).toBeGreaterThan(0);
    for (const n of toNamesake) expect(n.message).toContain(name);
    // The namesake read about the player too: that notice is rewritten like everyone's.
    expect(
      (await noticesOf(namesake.id)).filter((n) => n.targetId === me.id).map((n) => n.message.slice(0, 15)),
    ).toEqual([DELETED_PLAYER_NAME]);

    // The mail not yet sent goes out without the name; the one sent is the record of what left.
    const [waitingAfter] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting.id));
    expect(waitingAfter.text).not.toContain(name);
    expect(waitingAfter.text).toContain(DELETED_PLAYER_NAME);
    const [sentAfter] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(sentAfter.text).toBe(proposal.message);
    const [pushAfter] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.id, push.id));
    expect(pushAfter.payload).toMatchObject({
      title: proposal.subject,
      body: proposal.message.replace(name, DELETED_PLAYER_NAME),
      url: '/maclarim',
    });
    // Mails the deletion wrote to the other players name nobody either.
    const cancelMails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, messages.privacy.offerCancelledSubject)));
    expect(cancelMails.filter((x) => x.to.includes(offerer.email)).map((x) => x.text)).toEqual([
      messages.privacy.offerCancelledByDeletionText(league.name, 'self'),
    ]);

    // The others' data downloads still work and read the rewritten texts.
    for (const client of [oppC, mateC]) {
      const data = await client.get('/api/account/data');
      expect(data.statusCode).toBe(200);
      expect(data.body).toContain(DELETED_PLAYER_NAME);
    }
    const oppData = (await oppC.get('/api/account/data')).body;
    expect(oppData).toContain(JSON.stringify(proposal.message.replace(name, DELETED_PLAYER_NAME)));
    expect(oppData).not.toContain(JSON.stringify(proposal.message));
    // The list reads the same.
    const list = (await oppC.get('/api/notifications')).json();
    expect(JSON.stringify(list)).toContain(
      JSON.stringify(proposal.message.replace(name, DELETED_PLAYER_NAME)),
    );
    expect(JSON.stringify(list)).not.toContain(JSON.stringify(proposal.message));
  });

  it("an admin's deletion tells the other players without the name, and erases it the same way", async () => {
    const { league, me, opp, offerer, namesake, match } = await scene();
    const admin = await signedInUser(t, { role: 'Admin' });
    const res = await admin.client.delete(`/api/users/${me.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const oppNotes = await noticesOf(opp.id);
    expect(oppNotes.filter((n) => n.message.includes('Ali Kaya')).map((n) => n.targetId)).toEqual([
      namesake.id,
    ]);
    expect(
      oppNotes.find((n) => n.targetId === match.id && n.subject === messages.league.openMatchClosedSubject)
        ?.message,
    ).toBe(messages.league.openMatchClosedByDeletionText(league.name, 'admin'));
    expect((await noticesOf(offerer.id)).map((n) => n.message)).toContain(
      messages.privacy.offerCancelledByDeletionText(league.name, 'admin'),
    );
  });
});
