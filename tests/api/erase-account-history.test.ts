import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, mailOutbox, notifications, users } from '../../src/server/db/schema/index.js';
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

type Details = Record<string, unknown>;
const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const tokenIn = (text: string) => decodeURIComponent(/confirm-email\?token=([^\s]+)/.exec(text)![1]);
const person = (o: Record<string, unknown>) => ({
  phone: '05321112233',
  birthdate: '1990-05-01',
  gender: 'male',
  city: 21,
  ...o,
});

/**
 * A player known by three names and three addresses over time: they are seated as a moderator and
 * send and receive offers as 'Kerem Çetin' at the first address, rename themself, an admin renames
 * them and moves them to a second address, and they move themself to a third. A league mate and
 * another moderator are about in the same entries and mails.
 */
async function history(tag: string) {
  const league = await createLeague(t.db, { gender: 'male' });
  const other = await createLeague(t.db, { gender: 'male' });
  const { user: admin, client: adminC } = await signedInUser(t, { role: 'Super Admin' });
  const first = `kerem-${tag}@raket.test`;
  const me = await createUser(t.db, { firstName: 'Kerem', lastName: 'Çetin', gender: 'male', email: first });
  const mate = await createUser(t.db, { firstName: 'Mert', lastName: 'Yılmaz', gender: 'male' });
  const challenger = await createUser(t.db, { firstName: 'Onur', lastName: 'Demir', gender: 'male' });
  const colleague = await createUser(t.db, { firstName: 'Selin', lastName: 'Arslan' });
  await addParticipants(t.db, league.id, [mate.id, me.id, challenger.id]);
  const meC = await as(me.id);

  for (const id of [me.id, colleague.id]) {
    const seated = await adminC.post(`/api/leagues/${other.id}/moderators`, { userId: id });
    expect(seated.statusCode, seated.body).toBe(201);
  }
  const sent = await meC.post('/api/offers', {
    leagueId: league.id,
    termsAccepted: true,
    opponentId: mate.id,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const received = await (await as(challenger.id)).post('/api/offers', {
    leagueId: league.id,
    termsAccepted: true,
    opponentId: me.id,
  });
  expect(received.statusCode, received.body).toBe(201);
  // A result of a match of theirs, as its writer logs it, naming both players then.
  const match = await createPlannedMatch(t.db, league.id, me.id, mate.id, { acceptedAt: start });
  await t.db.insert(adminLogs).values({
    eventType: 'MatchResult',
    eventDetails: {
      matchId: match.id,
      leagueId: league.id,
      player1: 'Kerem Çetin',
      player2: 'Mert Yılmaz',
      score: '6-3 6-2',
      winner: 'Kerem Çetin',
      how: 'confirmed',
    },
  });

  const renamed = await meC.put('/api/profile', person({ firstName: 'Tamamen', lastName: 'Başka' }));
  expect(renamed.statusCode, renamed.body).toBe(200);
  const second = `kerem-${tag}-iki@raket.test`;
  const edited = await adminC.put(
    `/api/users/${me.id}`,
    person({ email: second, firstName: 'Yine', lastName: 'Başka', role: 'Oyuncu' }),
  );
  expect(edited.statusCode, edited.body).toBe(200);
  const third = `kerem-${tag}-uc@raket.test`;
  const asked = await meC.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email: third });
  expect(asked.statusCode, asked.body).toBe(200);
  const [link] = await t.mailedTo(third);
  const confirmed = await clientFor(t).post('/api/account/email/confirm', { token: tokenIn(link.text) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  // A mail that failed to the first address, and an address-change notice written before such
  // notices named the account they are about.
  await t.db.insert(adminLogs).values({
    eventType: 'MailFailed',
    eventDetails: { mailId: 1, to: [first, colleague.email], subject: 'Duyuru', lastError: 'timeout' },
  });
  await t.db.insert(mailOutbox).values({
    to: [second],
    subject: messages.users.emailChangedByStaffSubject,
    text: messages.users.emailChangedByStaffText(third),
    status: 'sent',
    sentAt: start,
  });
  // The first address now belongs to another account, whose mail is its own.
  const heir = await createUser(t.db, { email: first, firstName: 'Deniz', lastName: 'Kurt' });
  const [heirs] = await t.db
    .insert(mailOutbox)
    .values({ to: [first], subject: 'Hoş geldiniz', text: 'Merhaba Deniz', recipientId: heir.id })
    .returning();
  // Every mail queued so far has gone out: none is on its way as the account is deleted (erasure
  // leaves a mail being sent at that moment to finish, so its record would keep the address).
  await t.app.deps.mailer.flush();

  return {
    me,
    meC,
    admin,
    adminC,
    mate,
    colleague,
    heir,
    heirsMail: heirs.id,
    names: ['Kerem Çetin', 'Tamamen Başka', 'Yine Başka'],
    addresses: [first, second, third],
  };
}

/** The mail confirming the deletion, to the address the player had last. */
async function confirmationTo(address: string) {
  const sent = (
    await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, messages.privacy.deletedMailSubject))
  ).filter((x) => x.to.includes(address));
  expect(sent).toHaveLength(1);
  return sent[0];
}

/** What still holds any of the player's names or addresses, once the account is deleted. */
async function traces(names: string[], addresses: string[], except: { logs?: string[]; mails?: number[] }) {
  const holds = (text: string) => [...names, ...addresses].filter((x) => text.includes(x));
  const logs = (await t.db.select().from(adminLogs))
    .filter((l) => !except.logs?.includes(l.id))
    .map((l) => ({ type: l.eventType, found: holds(JSON.stringify(l.eventDetails)) }))
    .filter((l) => l.found.length > 0);
  // Sent mail to other players leaves with the clean-up; mail still to go and any mail to the
  // player holds neither their names nor their addresses.
  const mails = (await t.db.select().from(mailOutbox))
    .filter((x) => !except.mails?.includes(x.id))
    .map((x) => ({
      subject: x.subject,
      found: holds(
        `${x.to.join(' ')} ${x.status === 'pending' || x.status === 'failed' ? x.text : addresses.filter((a) => x.text.includes(a)).join(' ')}`,
      ),
    }))
    .filter((x) => x.found.length > 0);
  const notes = (await t.db.select().from(notifications))
    .map((n) => ({ subject: n.subject, found: holds(n.message) }))
    .filter((n) => n.found.length > 0);
  return { logs, mails, notes };
}

describe('deleting an account erases every name and address the player had', () => {
  it('deleting their own account: the admin log, the outbox and the notices keep none of them', async () => {
    const h = await history('kendi');
    const res = await h.meC.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    const confirmation = await confirmationTo(h.addresses[2]);
    const heirs = (await t.db.select().from(mailOutbox)).filter((x) => x.recipientId === h.heir.id);
    // The heir's own address is one the player once had: their mail stays, and is not counted.
    expect(heirs.map((x) => x.id)).toEqual([h.heirsMail]);
    const heirEntries = (await t.db.select().from(adminLogs))
      .filter((l) => JSON.stringify(l.eventDetails).includes(h.heir.id))
      .map((l) => l.id);
    expect(
      await traces(h.names, h.addresses, { mails: [confirmation.id, h.heirsMail], logs: heirEntries }),
    ).toEqual({
      logs: [],
      mails: [],
      notes: [],
    });

    // The entries stay, with the player shown as deleted, and others keep their names and addresses.
    const logs = await t.db.select().from(adminLogs);
    const about = (type: string, userId: string) =>
      logs
        .filter((l) => l.eventType === type && (l.eventDetails as Details).userId === userId)
        .map((l) => l.eventDetails);
    expect(about('ModeratorAdded', h.me.id)).toEqual([
      expect.not.objectContaining({ email: expect.anything() }),
    ]);
    expect(about('ModeratorAdded', h.me.id)[0]).toMatchObject({ name: DELETED_PLAYER_NAME });
    expect(about('ModeratorAdded', h.colleague.id)).toEqual([
      expect.objectContaining({ name: 'Selin Arslan', email: h.colleague.email }),
    ]);
    const offers = logs.filter((l) => l.eventType === 'MatchOffer').map((l) => l.eventDetails);
    expect(offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offererName: DELETED_PLAYER_NAME, opponentName: 'Mert Yılmaz' }),
        expect.objectContaining({ offererName: 'Onur Demir', opponentName: DELETED_PLAYER_NAME }),
      ]),
    );
    expect(logs.find((l) => l.eventType === 'MatchResult')?.eventDetails).toMatchObject({
      player1: DELETED_PLAYER_NAME,
      player2: 'Mert Yılmaz',
      winner: DELETED_PLAYER_NAME,
    });
    expect(logs.find((l) => l.eventType === 'MailFailed')?.eventDetails).toMatchObject({
      to: [h.colleague.email],
    });
    // The mate was told of the offer by the name the player had then: it reads as deleted now.
    const mateNotes = await t.db.select().from(notifications).where(eq(notifications.userId, h.mate.id));
    expect(mateNotes.some((n) => n.message.includes(DELETED_PLAYER_NAME))).toBe(true);
  });

  it("an admin's deletion: only the admin's own record of it names the player, by the name they had then", async () => {
    const h = await history('yonetici');
    const res = await h.adminC.delete(`/api/users/${h.me.id}`);
    expect(res.statusCode, res.body).toBe(200);

    const [record] = await t.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.eventType, 'UserDeleted'))
      .then((rows) => rows.filter((l) => (l.eventDetails as Details).userId === h.me.id));
    expect(record.eventDetails).toMatchObject({ name: 'Yine Başka', by: h.admin.id });
    expect(JSON.stringify(record.eventDetails)).not.toContain('@');
    const confirmation = await confirmationTo(h.addresses[2]);
    const heirEntries = (await t.db.select().from(adminLogs))
      .filter((l) => JSON.stringify(l.eventDetails).includes(h.heir.id))
      .map((l) => l.id);
    expect(
      await traces(h.names, h.addresses, {
        mails: [confirmation.id, h.heirsMail],
        logs: [record.id, ...heirEntries],
      }),
    ).toEqual({ logs: [], mails: [], notes: [] });
    const [row] = await t.db.select().from(users).where(eq(users.id, h.me.id));
    expect(row.name).toBe(DELETED_PLAYER_NAME);
  });
});
