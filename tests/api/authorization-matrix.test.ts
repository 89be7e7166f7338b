// The authorisation matrix: every API route × six kinds of caller → the status the route answers.
// Each request is realistic (existing ids, a valid body), so a 2xx/404/409/422 means the policy let the
// caller through and 401/403 means it refused. A route missing from the table fails the test.
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashEmailChangeToken } from '../../src/server/auth/email-change-token.js';
import { hashEmailVerifyToken } from '../../src/server/auth/email-verify-token.js';
import {
  accounts,
  excuses,
  leagueApplications,
  leagueParticipants,
  loginThrottles,
  mailOutbox,
  matchOffers,
  matchRequests,
  notifications,
  users,
  verifications,
} from '../../src/server/db/schema/index.js';
import { unsubscribeSignature } from '../../src/server/domain/unsubscribe-token.js';
import { enqueueMail } from '../../src/server/mail/outbox.js';
import { calendarToken } from '../../src/server/modules/calendar/calendar-token.js';
import { closeSeason } from '../../src/server/modules/seasons/close-season.js';
import { toIstanbulWallTime } from '../../src/shared/contract/matches.js';
import type { Role } from '../../src/shared/domain.js';
import { formatDate } from '../../src/shared/time.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor } from '../support/client.js';
import {
  addParticipants,
  createLeague,
  createUser,
  DEFAULT_PASSWORD,
  sessionCookie,
  type TestUser,
} from '../support/factories.js';
import { leagueBody } from '../support/league-body.js';
import { createApplication, makeModerator } from '../support/league-factories.js';
import { createAdminLog, createAnnouncement, createNotification } from '../support/messaging-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

const WHO = ['anonymous', 'player', 'moderatorX', 'moderatorY', 'admin', 'superAdmin'] as const;
type Who = (typeof WHO)[number];
type Statuses = readonly [number, number, number, number, number, number];

let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorld>>;

/** Phone numbers and birth dates no two people share, so a response naming one names its owner. */
let privateSerial = 0;
const privateFields = () => {
  privateSerial += 1;
  return {
    phone: `0532${String(7_000_000 + privateSerial * 7919).padStart(7, '0')}`,
    birthdate: `1961-0${1 + (privateSerial % 9)}-${String(10 + privateSerial).padStart(2, '0')}`,
  };
};

async function buildWorld(t: TestApp) {
  const db = t.db;
  const make = (role: Role, firstName: string) => createUser(db, { role, firstName, ...privateFields() });
  const people = {
    player: await make('Oyuncu', 'Pelin'),
    moderatorX: await make('Moderator', 'Mert'),
    moderatorY: await make('Moderator', 'Yusuf'),
    admin: await make('Admin', 'Ayla'),
    superAdmin: await make('Super Admin', 'Selim'),
  };
  const leagueX = await createLeague(db, { name: 'X Ligi' });
  const leagueY = await createLeague(db, { name: 'Y Ligi' });
  await makeModerator(db, leagueX.id, people.moderatorX.id);
  await makeModerator(db, leagueY.id, people.moderatorY.id);
  const rivals: TestUser[] = [];
  for (let i = 0; i < 4; i++) rivals.push(await createUser(db, { firstName: 'Rakip', ...privateFields() }));
  // The player is ranked 3rd on league X: rivals[0] and rivals[1] are above, within challenge range.
  await addParticipants(db, leagueX.id, [rivals[0].id, rivals[1].id, people.player.id, rivals[2].id]);
  await addParticipants(db, leagueY.id, [rivals[3].id]);
  // The player's opponent in the matches being arranged: the one person whose phone and e-mail the
  // player may read, and only in the answers of those matches.
  const partner = await createUser(db, { firstName: 'Eş', ...privateFields() });
  return { people, leagueX, leagueY, rivals, partner };
}

/** The user behind a kind of caller; the anonymous caller acts on a bystander's rows. */
const userOf = (who: Who) => (who === 'anonymous' ? w.rivals[3] : w.people[who]);
const fresh = () => createUser(t.db, { firstName: 'Yeni' });
/** The caller's password back to the factories' one (a row above may have changed it). */
const withDefaultPassword = async (who: Who) => {
  if (who === 'anonymous') return;
  await t.db
    .update(accounts)
    .set({ password: await hashPassword(DEFAULT_PASSWORD) })
    .where(eq(accounts.userId, userOf(who).id));
};
const today = () => new Date().toISOString().slice(0, 10);
/** A coming excuse of a new player on league X's ladder (not the caller's own). */
async function excuseOnX() {
  const user = await fresh();
  await addParticipants(t.db, w.leagueX.id, [user.id]);
  const [row] = await t.db
    .insert(excuses)
    .values({
      userId: user.id,
      excuseType: 'Tatil',
      startDate: `${year + 1}-01-01`,
      endDate: `${year + 1}-01-20`,
    })
    .returning();
  return row.id;
}
const year = new Date().getFullYear();

interface Request {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}
type Builder = (who: Who) => Promise<Omit<Request, 'method'>> | Omit<Request, 'method'>;

// Shorthands for the common rows: who the policy lets in gets `ok`, the rest 401 (anonymous) or 403.
const everyone = (ok: number): Statuses => [ok, ok, ok, ok, ok, ok];
const signedIn = (ok: number): Statuses => [401, ok, ok, ok, ok, ok];
const staffOfX = (ok: number): Statuses => [401, 403, ok, 403, ok, ok];
const admins = (ok: number): Statuses => [401, 403, 403, 403, ok, ok];
/** Checked in the use case: any moderator or admin; a plain player is refused. */
const staff = (ok: number): Statuses => [401, 403, ok, ok, ok, ok];
/** A rule answers the callers who are not on the ladder (only the player is). */
const onLadder = (ok: number): Statuses => [401, ok, 422, 422, 422, 422];
/** A match's own two players (the player is one); anyone else is told it does not exist. */
const playersOnly: Statuses = [401, 200, 404, 404, 404, 404];

/** route → [request for that caller, expected status per caller in WHO order]. */
const matrix: Record<string, [Builder, Statuses]> = {
  // Accounts
  'POST /api/auth/register': [
    () => ({
      url: '/api/auth/register',
      body: {
        email: `yeni-${crypto.randomUUID()}@raket.test`,
        password: 'Kort-parola-7',
        privacyNoticeVersion: 1,
      },
    }),
    everyone(201),
  ],
  'POST /api/auth/login': [
    async () => ({
      url: '/api/auth/login',
      body: { email: (await fresh()).email, password: DEFAULT_PASSWORD },
    }),
    everyone(200),
  ],
  'POST /api/auth/logout': [() => ({ url: '/api/auth/logout' }), everyone(200)],
  'POST /api/auth/forgot-password': [
    () => ({ url: '/api/auth/forgot-password', body: { email: w.rivals[0].email } }),
    everyone(200),
  ],
  'POST /api/auth/reset-password': [
    () => ({
      url: '/api/auth/reset-password',
      body: { token: 'gecersiz-belirtec', password: 'Kort-parola-8' },
    }),
    everyone(400),
  ],
  // Nobody signed in is an answer: no content.
  'GET /api/me': [() => ({ url: '/api/me' }), [204, 200, 200, 200, 200, 200]],
  'PUT /api/profile': [
    (who) => ({
      url: '/api/profile',
      body: {
        firstName: userOf(who).firstName,
        lastName: userOf(who).lastName,
        gender: 'male',
        phone: '05551234567',
        birthdate: '1990-05-17',
        city: 21,
      },
    }),
    signedIn(200),
  ],
  'POST /api/account/password': [
    async (who) => {
      await withDefaultPassword(who);
      return {
        url: '/api/account/password',
        body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Kort-parola-9' },
      };
    },
    signedIn(200),
  ],
  'POST /api/account/email': [
    async (who) => {
      await withDefaultPassword(who);
      return {
        url: '/api/account/email',
        body: { currentPassword: DEFAULT_PASSWORD, email: `tasinan-${crypto.randomUUID()}@raket.test` },
      };
    },
    signedIn(200),
  ],
  'POST /api/account/email/confirm': [
    // A link of someone else's: the link alone confirms, whoever opens it.
    async () => {
      const token = crypto.randomUUID();
      await t.db.insert(verifications).values({
        id: crypto.randomUUID(),
        identifier: hashEmailChangeToken(token),
        value: `${(await fresh()).id} onay-${crypto.randomUUID()}@raket.test`,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return { url: '/api/account/email/confirm', body: { token } };
    },
    everyone(200),
  ],
  // The caller's own pending change, if any; nobody reads another's.
  'GET /api/account/email/pending': [() => ({ url: '/api/account/email/pending' }), signedIn(200)],
  'POST /api/account/email/cancel': [
    async (who) => {
      // A change the caller asked for, still waiting for its link.
      await t.db.insert(verifications).values({
        id: crypto.randomUUID(),
        identifier: hashEmailChangeToken(crypto.randomUUID()),
        value: `${userOf(who).id} iptal-${crypto.randomUUID()}@raket.test`,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return { url: '/api/account/email/cancel' };
    },
    signedIn(200),
  ],
  // Each row's caller has a session of its own (callerFor): ending the others breaks no later row.
  'POST /api/account/sessions/end-others': [
    () => ({ url: '/api/account/sessions/end-others', body: {} }),
    signedIn(200),
  ],
  // E-mail verification: the link alone verifies, whoever opens it; every account of the world is
  // verified already (factories), so asking for another link is let through and refused as such.
  'POST /api/auth/verify-email': [
    async () => {
      const token = crypto.randomUUID();
      await t.db.insert(verifications).values({
        id: crypto.randomUUID(),
        identifier: hashEmailVerifyToken(token),
        value: (await createUser(t.db, { emailVerified: false })).id,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return { url: '/api/auth/verify-email', body: { token } };
    },
    everyone(200),
  ],
  'POST /api/auth/verify-email/resend': [() => ({ url: '/api/auth/verify-email/resend' }), signedIn(409)],
  'GET /api/players/:id/history': [() => ({ url: `/api/players/${w.rivals[0].id}/history` }), signedIn(200)],
  'GET /api/players/:id/matches': [() => ({ url: `/api/players/${w.rivals[0].id}/matches` }), signedIn(200)],
  'GET /api/calendar/link': [() => ({ url: '/api/calendar/link' }), signedIn(200)],
  'POST /api/calendar/link/rotate': [() => ({ url: '/api/calendar/link/rotate' }), signedIn(200)],
  'GET /api/calendar/:userId/:file': [
    // The player's current address (the row above may have given them a new one).
    async () => {
      const id = w.people.player.id;
      const [{ version }] = await t.db
        .select({ version: users.calendarVersion })
        .from(users)
        .where(eq(users.id, id));
      return { url: `/api/calendar/${id}/${calendarToken(id, version, TEST_SECRET)}.ics` };
    },
    everyone(200),
  ],
  // A stream of the caller's own changes (it ends at once in tests: a short lifetime).
  'GET /api/events': [() => ({ url: '/api/events' }), signedIn(200)],
  'GET /api/push/key': [() => ({ url: '/api/push/key' }), signedIn(200)],
  'POST /api/push/subscriptions': [
    () => ({
      url: '/api/push/subscriptions',
      body: {
        endpoint: `https://push.example.test/${crypto.randomUUID()}`,
        keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' },
      },
    }),
    signedIn(200),
  ],
  'GET /api/push/subscriptions/state': [
    () => ({
      url: `/api/push/subscriptions/state?endpoint=${encodeURIComponent('https://push.example.test/yok')}`,
    }),
    signedIn(200),
  ],
  'POST /api/push/subscriptions/remove': [
    () => ({ url: '/api/push/subscriptions/remove', body: { endpoint: 'https://push.example.test/yok' } }),
    signedIn(200),
  ],
  'GET /api/notification-settings': [() => ({ url: '/api/notification-settings' }), signedIn(200)],
  'PUT /api/notification-settings': [
    () => ({
      url: '/api/notification-settings',
      body: { categories: [{ category: 'announcements', email: true, push: false }] },
    }),
    signedIn(200),
  ],
  // Public: the mail's link is the key (for the bystander's results mail here).
  'POST /api/unsubscribe': [
    () => {
      const u = w.rivals[3].id;
      const q = new URLSearchParams({ u, c: 'results', s: unsubscribeSignature(u, 'results', TEST_SECRET) });
      return { url: `/api/unsubscribe?${q}` };
    },
    everyone(200),
  ],
  // The same link opened in a browser: on to the page that asks first.
  'GET /api/unsubscribe': [
    () => ({
      url: `/api/unsubscribe?${new URLSearchParams({ u: w.rivals[3].id, c: 'results', s: 'imza' })}`,
    }),
    everyone(302),
  ],
  'GET /api/health': [() => ({ url: '/api/health' }), everyone(200)],
  'GET /api/openapi.json': [() => ({ url: '/api/openapi.json' }), admins(200)],
  'POST /api/client-errors': [
    () => ({ url: '/api/client-errors', body: { message: 'x is not a function', path: '/dashboard' } }),
    everyone(200),
  ],

  // Mail (administration)
  'POST /api/send-email': [
    () => ({ url: '/api/send-email', body: { to: w.rivals[0].email, subject: 'Konu', text: 'Mesaj' } }),
    admins(200),
  ],
  'GET /api/mail/users': [() => ({ url: '/api/mail/users?q=Rakip' }), admins(200)],
  'GET /api/mail/leagues': [() => ({ url: '/api/mail/leagues' }), admins(200)],
  'GET /api/mail/leagues/:id/recipients': [
    () => ({ url: `/api/mail/leagues/${w.leagueX.id}/recipients` }),
    admins(200),
  ],
  'GET /api/mail/outbox': [() => ({ url: '/api/mail/outbox' }), admins(200)],
  'POST /api/mail/outbox/:id/retry': [
    async () => {
      const id = await enqueueMail(t.db, { to: [w.rivals[0].email], subject: 'Konu', text: 'Mesaj' });
      await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
      return { url: `/api/mail/outbox/${id}/retry` };
    },
    admins(200),
  ],

  // Leagues
  'GET /api/leagues/joinable': [() => ({ url: '/api/leagues/joinable' }), signedIn(200)],
  'GET /api/leagues/mine': [() => ({ url: '/api/leagues/mine' }), signedIn(200)],
  'GET /api/leagues': [() => ({ url: '/api/leagues' }), staff(200)],
  'GET /api/leagues/:id': [() => ({ url: `/api/leagues/${w.leagueX.id}` }), staffOfX(200)],
  'POST /api/leagues': [
    () => ({
      url: '/api/leagues',
      body: leagueBody({ name: `Yeni Lig ${crypto.randomUUID().slice(0, 6)}` }),
    }),
    admins(201),
  ],
  'PUT /api/leagues/:id': [
    async () => {
      const league = await createLeague(t.db);
      return { url: `/api/leagues/${league.id}`, body: leagueBody({ name: `${league.name} 2` }) };
    },
    admins(200),
  ],
  'DELETE /api/leagues/:id': [
    async () => ({ url: `/api/leagues/${(await createLeague(t.db)).id}` }),
    admins(200),
  ],
  'POST /api/leagues/:id/applications': [
    async () => ({ url: `/api/leagues/${(await createLeague(t.db)).id}/applications` }),
    signedIn(201),
  ],
  'GET /api/applications/mine': [() => ({ url: '/api/applications/mine' }), signedIn(200)],
  'GET /api/applications': [() => ({ url: '/api/applications?status=pending' }), staff(200)],
  'POST /api/applications/:id/approve': [
    async () => {
      const application = await createApplication(t.db, (await fresh()).id, w.leagueX.id);
      return { url: `/api/applications/${application.id}/approve` };
    },
    staffOfX(200),
  ],
  'POST /api/applications/approve': [
    async () => {
      const application = await createApplication(t.db, (await fresh()).id, w.leagueX.id);
      return { url: '/api/applications/approve', body: { ids: [application.id] } };
    },
    staffOfX(200),
  ],
  'POST /api/applications/:id/reject': [
    async () => {
      const application = await createApplication(t.db, (await fresh()).id, w.leagueX.id);
      return { url: `/api/applications/${application.id}/reject` };
    },
    staffOfX(200),
  ],
  // Only the caller's own application: each caller withdraws one of theirs.
  'POST /api/applications/:id/withdraw': [
    async (who) => {
      // One pending application per player: the one an earlier row sent goes first.
      await t.db
        .delete(leagueApplications)
        .where(and(eq(leagueApplications.userId, userOf(who).id), eq(leagueApplications.status, 'pending')));
      const application = await createApplication(t.db, userOf(who).id, (await createLeague(t.db)).id);
      return { url: `/api/applications/${application.id}/withdraw` };
    },
    signedIn(200),
  ],
  // Only the caller themself: each caller leaves a league they are on.
  'POST /api/leagues/:id/leave': [
    async (who) => {
      const league = await createLeague(t.db);
      await addParticipants(t.db, league.id, [(await fresh()).id, userOf(who).id]);
      return { url: `/api/leagues/${league.id}/leave` };
    },
    signedIn(200),
  ],
  'GET /api/leagues/:id/participants': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/participants` }),
    signedIn(200),
  ],
  'POST /api/leagues/:id/participants': [
    async () => ({ url: `/api/leagues/${w.leagueX.id}/participants`, body: { userId: (await fresh()).id } }),
    staffOfX(201),
  ],
  'DELETE /api/leagues/:id/participants/:userId': [
    async () => {
      const user = await fresh();
      await addParticipants(t.db, w.leagueX.id, [user.id]);
      return { url: `/api/leagues/${w.leagueX.id}/participants/${user.id}` };
    },
    staffOfX(200),
  ],
  'PUT /api/leagues/:id/ranks': [
    async () => {
      const rows = await t.db
        .select({ userId: leagueParticipants.userId })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, w.leagueX.id))
        .orderBy(asc(leagueParticipants.rank));
      return { url: `/api/leagues/${w.leagueX.id}/ranks`, body: { userIds: rows.map((r) => r.userId) } };
    },
    staffOfX(200),
  ],
  'PATCH /api/leagues/:id/participants/:userId': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/participants/${w.rivals[2].id}`, body: { rank: 4 } }),
    staffOfX(200),
  ],
  'GET /api/leagues/:id/user-search': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/user-search?q=Yeni` }),
    staffOfX(200),
  ],
  'GET /api/leagues/:id/moderators': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/moderators` }),
    admins(200),
  ],
  'POST /api/leagues/:id/moderators': [
    async () => ({ url: `/api/leagues/${w.leagueY.id}/moderators`, body: { userId: (await fresh()).id } }),
    admins(201),
  ],
  'DELETE /api/leagues/:id/moderators/:userId': [
    async () => {
      const user = await fresh();
      await makeModerator(t.db, w.leagueY.id, user.id);
      return { url: `/api/leagues/${w.leagueY.id}/moderators/${user.id}` };
    },
    admins(200),
  ],
  'GET /api/leagues/:id/moderator-candidates': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/moderator-candidates?q=Yeni` }),
    admins(200),
  ],

  // Challenges: the caller's own excuses and offers
  'GET /api/excuses/mine': [() => ({ url: '/api/excuses/mine' }), signedIn(200)],
  'POST /api/excuses': [
    () => ({
      url: '/api/excuses',
      body: { excuseType: 'Tatil', startDate: `${year + 1}-06-01`, endDate: `${year + 1}-06-10` },
    }),
    signedIn(201),
  ],
  // A player's excuse: the player, league X's staff and admins may change it (checked in the use case).
  'GET /api/leagues/:id/participants/:userId/excuses': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/participants/${w.rivals[2].id}/excuses` }),
    staffOfX(200),
  ],
  // Who of a league is excused today: its staff only (the players dialog).
  'GET /api/leagues/:id/excused-today': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/excused-today` }),
    staffOfX(200),
  ],
  'PATCH /api/excuses/:id': [
    async () => ({ url: `/api/excuses/${await excuseOnX()}`, body: { endDate: `${year + 1}-01-10` } }),
    staffOfX(200),
  ],
  'DELETE /api/excuses/:id': [async () => ({ url: `/api/excuses/${await excuseOnX()}` }), staffOfX(200)],
  'GET /api/offers/overview': [() => ({ url: '/api/offers/overview' }), signedIn(200)],
  // The dashboard's to-do strip and its acting ladder
  'GET /api/home/todo': [() => ({ url: '/api/home/todo' }), signedIn(200)],
  'GET /api/leagues/:id/ladder-actions': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/ladder-actions` }),
    signedIn(200),
  ],
  'POST /api/offers': [
    // Only the player is on league X's ladder: everyone else is told so by a rule (422).
    () => ({
      url: '/api/offers',
      body: { leagueId: w.leagueX.id, opponentId: w.rivals[1].id, termsAccepted: true },
    }),
    onLadder(201),
  ],
  'GET /api/offers/:id': [
    async (who) => {
      const offer = await createOfferRow(t.db, w.leagueX.id, w.rivals[0].id, userOf(who).id);
      return { url: `/api/offers/${offer.id}` };
    },
    signedIn(200),
  ],
  'POST /api/offers/:id/cancel': [
    async (who) => {
      const offer = await createOfferRow(t.db, w.leagueX.id, userOf(who).id, w.rivals[0].id);
      return { url: `/api/offers/${offer.id}/cancel` };
    },
    signedIn(200),
  ],
  'POST /api/offers/:id/accept': [
    async (who) => {
      const offer = await createOfferRow(t.db, w.leagueX.id, w.rivals[2].id, userOf(who).id);
      return { url: `/api/offers/${offer.id}/accept` };
    },
    onLadder(200),
  ],
  'POST /api/offers/:id/reject': [
    async (who) => {
      const offer = await createOfferRow(t.db, w.leagueX.id, w.rivals[2].id, userOf(who).id);
      return { url: `/api/offers/${offer.id}/reject` };
    },
    onLadder(200),
  ],

  // Notifications and announcements
  'GET /api/notifications': [() => ({ url: '/api/notifications' }), signedIn(200)],
  'GET /api/notifications/unread-count': [() => ({ url: '/api/notifications/unread-count' }), signedIn(200)],
  'POST /api/notifications/:id/read': [
    async (who) => ({
      url: `/api/notifications/${(await createNotification(t.db, userOf(who).id)).id}/read`,
    }),
    signedIn(200),
  ],
  'DELETE /api/notifications/:id': [
    async (who) => ({ url: `/api/notifications/${(await createNotification(t.db, userOf(who).id)).id}` }),
    signedIn(200),
  ],
  // Notifications: mark all read, restore a deleted one; past offers
  'POST /api/notifications/read-all': [() => ({ url: '/api/notifications/read-all' }), signedIn(200)],
  'POST /api/notifications/:id/restore': [
    async (who) => ({
      url: `/api/notifications/${(await createNotification(t.db, userOf(who).id, { status: 'deleted', deletedAt: new Date() })).id}/restore`,
    }),
    signedIn(200),
  ],
  'GET /api/offers/history': [() => ({ url: '/api/offers/history' }), signedIn(200)],
  'GET /api/announcements': [() => ({ url: '/api/announcements' }), everyone(200)],
  'POST /api/announcements/:id/read': [
    async () => ({ url: `/api/announcements/${(await createAnnouncement(t.db)).id}/read` }),
    signedIn(200),
  ],
  'POST /api/announcements': [
    () => ({ url: '/api/announcements', body: { title: 'Duyuru', content: 'Kortlar kapalı.' } }),
    admins(201),
  ],
  'PUT /api/announcements/:id': [
    async () => ({
      url: `/api/announcements/${(await createAnnouncement(t.db)).id}`,
      body: { title: 'Duyuru 2', content: 'Kortlar açık.' },
    }),
    admins(200),
  ],
  'DELETE /api/announcements/:id': [
    async () => ({ url: `/api/announcements/${(await createAnnouncement(t.db)).id}` }),
    admins(200),
  ],
  'GET /api/admin-logs': [
    () => ({ url: `/api/admin-logs?from=${year - 1}-01-01&to=${today()}` }),
    admins(200),
  ],
  'POST /api/admin-logs/:id/read': [
    async () => ({ url: `/api/admin-logs/${(await createAdminLog(t.db, 'JoinRequest')).id}/read` }),
    admins(200),
  ],
  'POST /api/admin-logs/read-all': [
    async () => {
      await createAdminLog(t.db, 'JoinRequest');
      return { url: '/api/admin-logs/read-all', body: { eventType: 'JoinRequest' } };
    },
    admins(200),
  ],
  'DELETE /api/admin-logs/:id': [
    async () => ({ url: `/api/admin-logs/${(await createAdminLog(t.db, 'JoinRequest')).id}` }),
    admins(200),
  ],
  'GET /api/reminders': [() => ({ url: '/api/reminders' }), admins(200)],
  'POST /api/reminders/run': [() => ({ url: '/api/reminders/run' }), admins(200)],

  // Administration
  'GET /api/users': [() => ({ url: '/api/users?q=Rakip' }), admins(200)],
  'GET /api/users/:id': [() => ({ url: `/api/users/${w.rivals[0].id}` }), admins(200)],
  'POST /api/users': [
    () => ({
      url: '/api/users',
      body: {
        email: `yeni-${crypto.randomUUID()}@raket.test`,
        firstName: 'Yeni',
        lastName: 'Kullanıcı',
        gender: 'female',
        city: 21,
        role: 'Oyuncu',
      },
    }),
    admins(201),
  ],
  'PUT /api/users/:id': [
    async () => {
      const user = await fresh();
      return {
        url: `/api/users/${user.id}`,
        body: {
          email: user.email,
          firstName: 'Değişen',
          lastName: 'Ad',
          gender: 'male',
          city: 21,
          role: 'Oyuncu',
        },
      };
    },
    admins(200),
  ],
  'DELETE /api/users/:id': [async () => ({ url: `/api/users/${(await fresh()).id}` }), admins(200)],
  'DELETE /api/users/:id/sign-in-lock': [
    async () => {
      const user = await fresh();
      await t.db.insert(loginThrottles).values({
        email: user.email,
        failures: 10,
        lockedUntil: new Date(Date.now() + 10 * 60_000),
        lastAttemptAt: new Date(),
      });
      return { url: `/api/users/${user.id}/sign-in-lock` };
    },
    admins(200),
  ],
  'GET /api/roles/users': [() => ({ url: '/api/roles/users' }), admins(200)],
  'PUT /api/roles/:id': [
    async () => ({ url: `/api/roles/${(await fresh()).id}`, body: { role: 'Moderator' } }),
    admins(200),
  ],
  'GET /api/settings': [() => ({ url: '/api/settings' }), admins(200)],
  'PUT /api/settings': [
    () => ({ url: '/api/settings', body: { loginTimeout: 60, matchCompletionDeadline: 10 } }),
    admins(200),
  ],
  // KVKK: the information text, a player's data download and account deletion.
  'GET /api/privacy-notice': [() => ({ url: '/api/privacy-notice' }), everyone(200)],
  'PUT /api/settings/privacy-notice': [
    () => ({
      url: '/api/settings/privacy-notice',
      body: { text: `Aydınlatma Metni ${crypto.randomUUID()}` },
    }),
    [401, 403, 403, 403, 403, 200],
  ],
  'GET /api/account/data': [() => ({ url: '/api/account/data' }), signedIn(200)],
  // A wrong password: the caller is let in and refused by the rule (the callers must stay for the rows below).
  'POST /api/account/delete': [
    () => ({ url: '/api/account/delete', body: { password: 'yanlis-parola-1' } }),
    signedIn(400),
  ],
  'GET /api/matches': [() => ({ url: `/api/matches?leagueId=${w.leagueX.id}` }), staffOfX(200)],
  'GET /api/matches/leagues': [() => ({ url: '/api/matches/leagues' }), signedIn(200)],
  'GET /api/matches/players': [
    () => ({ url: `/api/matches/players?leagueId=${w.leagueX.id}&q=Rakip` }),
    staffOfX(200),
  ],
  'GET /api/matches/ladder-preview': [
    () => ({
      url: `/api/matches/ladder-preview?leagueId=${w.leagueX.id}&player1Id=${w.rivals[0].id}&player2Id=${w.rivals[1].id}`,
    }),
    staffOfX(200),
  ],
  'POST /api/matches': [
    () => ({
      url: '/api/matches',
      body: {
        leagueId: w.leagueX.id,
        player1Id: w.rivals[0].id,
        player2Id: w.rivals[1].id,
        matchDate: `${year + 1}-03-01T18:00`,
        // Cancelled: each role's match is added (a pair has one planned match at a time).
        status: 'iptal',
      },
    }),
    staffOfX(201),
  ],

  // Public pages
  'GET /api/guest/leagues': [() => ({ url: '/api/guest/leagues' }), everyone(200)],
  'GET /api/guest/leagues/:id': [() => ({ url: `/api/guest/leagues/${w.leagueX.id}` }), everyone(200)],
  'GET /api/guest/announcements': [() => ({ url: '/api/guest/announcements' }), everyone(200)],
  // Match results: the two players act on their match (anyone else: 404); staff of the league decide.
  // Arranging a match: only its two players (anyone else: 404); the player reads the partner's contact.
  'GET /api/matches/:id/arrangement': [
    async () => ({ url: `/api/matches/${(await partnerMatch()).id}/arrangement` }),
    playersOnly,
  ],
  'POST /api/matches/:id/slots': [
    async () => ({
      url: `/api/matches/${(await partnerMatch()).id}/slots`,
      body: { slots: [{ start: toIstanbulWallTime(tomorrow()), place: 'Dicle Kortları' }] },
    }),
    playersOnly,
  ],
  'POST /api/matches/:id/slots/pick': [
    async () => {
      const match = await partnerMatch();
      const request = await partnerRequest(match.id, {
        kind: 'slots',
        slots: [{ at: tomorrow().toISOString(), place: 'Dicle Kortları' }],
      });
      return { url: `/api/matches/${match.id}/slots/pick`, body: { requestId: request.id, slot: 0 } };
    },
    playersOnly,
  ],
  'POST /api/matches/:id/requests': [
    async () => ({
      url: `/api/matches/${(await partnerMatch()).id}/requests`,
      body: { kind: 'postpone', days: 2, reason: 'Yağmur' },
    }),
    playersOnly,
  ],
  'POST /api/matches/:id/requests/:requestId/answer': [
    async () => {
      const match = await partnerMatch();
      const request = await partnerRequest(match.id, { kind: 'cancel', reason: 'Sakatlık' });
      return { url: `/api/matches/${match.id}/requests/${request.id}/answer`, body: { accept: false } };
    },
    playersOnly,
  ],
  'POST /api/matches/:id/requests/:requestId/withdraw': [
    async () => {
      const match = await partnerMatch();
      const request = await partnerRequest(match.id, {
        kind: 'postpone',
        days: 2,
        reason: 'Yağmur',
        requestedBy: w.people.player.id,
      });
      return { url: `/api/matches/${match.id}/requests/${request.id}/withdraw` };
    },
    playersOnly,
  ],
  'GET /api/results/mine': [() => ({ url: '/api/results/mine' }), signedIn(200)],
  'GET /api/results/leagues': [() => ({ url: '/api/results/leagues' }), signedIn(200)],
  'POST /api/results/:id/report': [
    async () => ({
      url: `/api/results/${(await createPlannedMatch(t.db, w.leagueX.id, w.people.player.id, w.rivals[1].id)).id}/report`,
      body: straightSets,
    }),
    [401, 200, 404, 404, 404, 404],
  ],
  'POST /api/results/:id/confirm': [
    async () => ({ url: `/api/results/${(await reportedMatch()).id}/confirm` }),
    [401, 200, 404, 404, 404, 404],
  ],
  'POST /api/results/:id/dispute': [
    async () => ({ url: `/api/results/${(await reportedMatch()).id}/dispute`, body: { reason: 'Yanlış' } }),
    [401, 200, 404, 404, 404, 404],
  ],
  'GET /api/results/staff': [() => ({ url: `/api/results/staff?leagueId=${w.leagueX.id}` }), staffOfX(200)],
  'POST /api/results/:id/decide': [
    async () => ({
      url: `/api/results/${(await createPlannedMatch(t.db, w.leagueX.id, w.people.player.id, w.rivals[1].id)).id}/decide`,
      // the challenged player wins: the ranks the other rows rely on stay
      body: {
        outcome: 'normal',
        sets: [
          { p1: 3, p2: 6 },
          { p1: 4, p2: 6 },
        ],
        leagueId: w.leagueX.id,
      },
    }),
    staffOfX(200),
  ],
  'POST /api/results/:id/cancel': [
    async () => {
      const acceptedAt = new Date(Date.now() - 10 * 86_400_000);
      const match = await createPlannedMatch(t.db, w.leagueX.id, w.people.player.id, w.rivals[1].id, {
        acceptedAt,
      });
      return { url: `/api/results/${match.id}/cancel`, body: { leagueId: w.leagueX.id, noShow: 'none' } };
    },
    staffOfX(200),
  ],

  // Seasons: league X's staff close a season (each row its own league, moderated by moderator X);
  // anyone reads the archive, names only.
  'POST /api/leagues/:id/seasons': [
    async () => {
      const league = await createLeague(t.db);
      await makeModerator(t.db, league.id, w.people.moderatorX.id);
      await addParticipants(t.db, league.id, [(await fresh()).id, (await fresh()).id]);
      return {
        url: `/api/leagues/${league.id}/seasons`,
        body: { name: `${year} Sezonu`, resetRule: 'alphabetical', newEndDate: `${year + 1}-06-30` },
      };
    },
    staffOfX(201),
  ],
  'GET /api/guest/leagues/:id/seasons': [
    async () => ({ url: `/api/guest/leagues/${(await closedSeasonOnX()).leagueId}/seasons` }),
    everyone(200),
  ],
  'GET /api/guest/seasons/:id': [
    async () => ({ url: `/api/guest/seasons/${(await closedSeasonOnX()).id}` }),
    everyone(200),
  ],
  'GET /api/players/:id/seasons': [
    async () => ({ url: `/api/players/${w.rivals[0].id}/seasons` }),
    signedIn(200),
  ],
  // Exports: league X's staff download its ladder, players and results; admins every user.
  'GET /api/leagues/:id/export/ladder': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/export/ladder` }),
    staffOfX(200),
  ],
  'GET /api/leagues/:id/export/players': [
    () => ({ url: `/api/leagues/${w.leagueX.id}/export/players` }),
    staffOfX(200),
  ],
  'GET /api/leagues/:id/export/results': [
    async () => {
      const season = await closedSeasonOnX();
      return { url: `/api/leagues/${season.leagueId}/export/results?season=${season.id}` };
    },
    staffOfX(200),
  ],
  'GET /api/users/export': [() => ({ url: '/api/users/export' }), admins(200)],
  // The staff home's counts: any moderator or admin (checked in the use case).
  'GET /api/admin/overview': [() => ({ url: '/api/admin/overview' }), staff(200)],
};

/**
 * A closed season of league X, made once and shared by the rows that read one (closing it keeps
 * the final order, so the ranks the other rows rely on stay).
 */
let seasonOnX: Promise<{ id: string; leagueId: string }> | undefined;
const closedSeasonOnX = () => {
  seasonOnX ??= closeSeason(
    t.db,
    w.people.admin.id,
    w.leagueX.id,
    { name: 'Geçen Sezon', resetRule: 'keep', newEndDate: `${year + 1}-12-31` },
    new Date(),
    t.app.deps.env.baseUrl,
  ).then((r) => r.season);
  return seasonOnX;
};

const straightSets = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const tomorrow = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 + 86_400_000);
/** A planned match of the player and the partner (each row gets its own). */
const partnerMatch = () => createPlannedMatch(t.db, w.leagueX.id, w.people.player.id, w.partner.id);
async function partnerRequest(matchId: string, values: Partial<typeof matchRequests.$inferInsert>) {
  const [row] = await t.db
    .insert(matchRequests)
    .values({ matchId, requestedBy: w.partner.id, kind: 'slots', ...values })
    .returning();
  return row;
}
/** The routes of an arrangement, in whose answers the player may read the partner's contact. */
const ARRANGING = /^(GET|POST) \/api\/matches\/:id\/(arrangement|slots|requests)/;

/** A match the player was challenged to, whose result the challenger has reported. */
async function reportedMatch() {
  const match = await createPlannedMatch(t.db, w.leagueX.id, w.rivals[1].id, w.people.player.id);
  const challenger = clientFor(t, await sessionCookie(t.db, w.rivals[1].id, TEST_SECRET));
  expect((await challenger.post(`/api/results/${match.id}/report`, straightSets)).statusCode).toBe(200);
  return match;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

/** A client with a fresh session of its own (a logout in one row never signs the others out). */
async function callerFor(who: Who) {
  if (who === 'anonymous') return clientFor(t);
  return clientFor(t, await sessionCookie(t.db, w.people[who].id, TEST_SECRET));
}

async function send(who: Who, method: string, build: Builder) {
  const { url, body } = await build(who);
  const client = await callerFor(who);
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return m === 'get' || m === 'delete' ? client[m](url) : client[m](url, body ?? {});
}

/**
 * The private fields (phone, e-mail, birth date) of other people that a response shows `who`.
 * Admins manage accounts and may read them; everyone else sees only their own.
 */
function leakedTo(who: Who, body: string, route: string) {
  if (who === 'admin' || who === 'superAdmin') return [];
  const me = who === 'anonymous' ? undefined : w.people[who];
  const partnerAllowed = who === 'player' && ARRANGING.test(route);
  const others = [...Object.values(w.people), ...w.rivals, w.partner].filter(
    (u) => u.id !== me?.id && !(partnerAllowed && u.id === w.partner.id),
  );
  const leaks: string[] = [];
  for (const u of others) {
    for (const field of ['email', 'phone', 'birthdate'] as const) {
      const value = u[field];
      if (value && body.includes(value)) leaks.push(`${u.firstName} ${field} ${value}`);
    }
    // The same values as a file or a mail writes them: a birth date as 17.05.1990 (CSV), an
    // e-mail address in another case.
    const shown = u.birthdate ? formatDate(u.birthdate) : '';
    if (shown && body.includes(shown)) leaks.push(`${u.firstName} birthdate ${shown}`);
    if (!body.includes(u.email) && body.toLowerCase().includes(u.email.toLowerCase()))
      leaks.push(`${u.firstName} email ${u.email}`);
  }
  return leaks;
}

describe('authorisation matrix', () => {
  it('lists every route of the route table, and no route that does not exist', () => {
    const routes = t.app.deps.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(matrix).sort()).toEqual(routes);
  });

  for (const [route, [build, expected]] of Object.entries(matrix)) {
    it(route, async () => {
      const [method] = route.split(' ');
      const actual: Record<string, number> = {};
      const details: string[] = [];
      const leaks: Record<string, string[]> = {};
      for (const who of WHO) {
        const res = await send(who, method, build);
        actual[who] = res.statusCode;
        if (res.statusCode >= 400) details.push(`${who}: ${res.body.slice(0, 200)}`);
        const leaked = leakedTo(who, res.body, route);
        if (leaked.length > 0) leaks[who] = leaked;
      }
      const wanted = Object.fromEntries(WHO.map((who, i) => [who, expected[i]]));
      expect(actual, details.join('\n')).toEqual(wanted);
      // Let through or not, nobody but an admin reads another person's phone, e-mail or birth date.
      expect(leaks, 'private fields of others in the response').toEqual({});
    });
  }
});

describe('searches by e-mail address', () => {
  it('find someone by their address for admins only: every other caller’s search matches names alone', async () => {
    const searches = Object.entries(matrix).filter(([route]) => route.startsWith('GET '));
    let searched = 0;
    for (const [route, [build]] of searches) {
      for (const who of WHO) {
        if (who === 'admin' || who === 'superAdmin') continue;
        const { url } = await build(who);
        if (!/[?&]q=/.test(url)) continue;
        searched += 1;
        const target = w.rivals[0];
        // A part of the address that is in no name: its local part, then its domain.
        for (const part of [target.email.split('@')[0], `@${target.email.split('@')[1]}`]) {
          const res = await send(who, 'GET', () => ({
            url: url.replace(/([?&]q=)[^&]*/, `$1${encodeURIComponent(part)}`),
          }));
          const found = res.statusCode === 200 && res.body.includes(target.id);
          expect({ route, who, part, found }).toEqual({ route, who, part, found: false });
        }
      }
    }
    expect(searched).toBeGreaterThan(0);
  });
});

describe('contact details within an accepted match', () => {
  it('the player reads the partner’s phone and e-mail in their match; no other caller does', async () => {
    const match = await partnerMatch();
    for (const who of WHO) {
      const res = await send(who, 'GET', () => ({ url: `/api/matches/${match.id}/arrangement` }));
      const shows = res.body.includes(w.partner.phone!) || res.body.includes(w.partner.email);
      expect({ who, shows }).toEqual({ who, shows: who === 'player' });
    }
    // Nor does any list the player reads about the match.
    const player = await callerFor('player');
    for (const url of [
      '/api/results/mine',
      '/api/results/leagues',
      '/api/offers/overview',
      '/api/notifications',
      '/api/home/todo',
    ]) {
      const body = (await player.get(url)).body;
      expect(body.includes(w.partner.phone!) || body.includes(w.partner.email), url).toBe(false);
    }
  });
});

describe('ownership: a player cannot touch another player’s rows by changing an id', () => {
  it('notifications: cannot mark read or delete someone else’s', async () => {
    const mine = await callerFor('player');
    const theirs = await createNotification(t.db, w.rivals[0].id);
    expect((await mine.post(`/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await mine.delete(`/api/notifications/${theirs.id}`)).statusCode).toBe(404);
    const gone = await createNotification(t.db, w.rivals[0].id, { status: 'deleted', deletedAt: new Date() });
    expect((await mine.post(`/api/notifications/${gone.id}/restore`)).statusCode).toBe(404);
    expect((await mine.post('/api/notifications/read-all')).statusCode).toBe(200);
    const listed = (await mine.get('/api/notifications')).json();
    expect(JSON.stringify(listed)).not.toContain(theirs.id);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row).toMatchObject({ id: theirs.id, userId: w.rivals[0].id, status: 'unread' });
  });

  it('offers: cannot read, cancel, accept or reject an offer between two others', async () => {
    const mine = await callerFor('player');
    const theirs = await createOfferRow(t.db, w.leagueX.id, w.rivals[1].id, w.rivals[0].id);
    for (const path of ['', '/cancel', '/accept', '/reject']) {
      const res = path
        ? await mine.post(`/api/offers/${theirs.id}${path}`)
        : await mine.get(`/api/offers/${theirs.id}`);
      // 404 for every verb: a 403 on any of them would confirm the offer exists.
      expect(res.statusCode, `${path || 'GET'}: ${res.body}`).toBe(404);
    }
    const [row] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, theirs.id));
    expect(row.status).toBe('pending');
  });

  it('offers: the offerer cannot answer their own offer, the opponent cannot cancel it', async () => {
    const offerer = clientFor(t, await sessionCookie(t.db, w.rivals[0].id, TEST_SECRET));
    const opponent = await callerFor('player');
    const offer = await createOfferRow(t.db, w.leagueX.id, w.rivals[0].id, w.people.player.id);
    for (const answer of ['accept', 'reject']) {
      const res = await offerer.post(`/api/offers/${offer.id}/${answer}`);
      expect([403, 404, 422], res.body).toContain(res.statusCode);
    }
    const cancel = await opponent.post(`/api/offers/${offer.id}/cancel`);
    expect([403, 404, 422], cancel.body).toContain(cancel.statusCode);
    const [row] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, offer.id));
    expect(row.status).toBe('pending');
  });

  it('excuses: a userId in the body is ignored, the excuse is always the caller’s own', async () => {
    const mine = await callerFor('player');
    const res = await mine.post('/api/excuses', {
      userId: w.rivals[0].id,
      excuseType: 'Hastalık',
      startDate: `${year + 2}-02-01`,
      endDate: `${year + 2}-02-05`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const theirs = await t.db.select().from(excuses).where(eq(excuses.userId, w.rivals[0].id));
    expect(theirs).toEqual([]);
    const own = await t.db
      .select()
      .from(excuses)
      .where(and(eq(excuses.userId, w.people.player.id), eq(excuses.startDate, `${year + 2}-02-01`)));
    expect(own).toHaveLength(1);
    const listed = (
      await clientFor(t, await sessionCookie(t.db, w.rivals[0].id, TEST_SECRET)).get('/api/excuses/mine')
    ).json();
    expect(listed.excuses).toEqual([]);
  });
});
