import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/server/db/schema/index.js';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const straight = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const unreadOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));

describe('notification settings', () => {
  it('starts from the defaults and saves a category’s channels', async () => {
    const { players } = await createLadder(t.db, 1);
    const me = await as(players[0].id);
    const initial = (await me.get('/api/notification-settings')).json();
    expect(initial.categories).toEqual([
      { category: 'challenges', email: true, push: true },
      { category: 'results', email: true, push: true },
      { category: 'leagues', email: true, push: true },
      { category: 'announcements', email: true, push: false },
    ]);
    const saved = await me.put('/api/notification-settings', {
      categories: [{ category: 'announcements', email: false, push: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().categories[3]).toEqual({ category: 'announcements', email: false, push: true });
    expect(saved.json().categories[0]).toEqual({ category: 'challenges', email: true, push: true });

    const bad = await me.put('/api/notification-settings', {
      categories: [{ category: 'gizli', email: false, push: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).not.toMatch(/gizli|challenges|enum/i);
  });

  it('a category switched off gets no mail, still the in-app notification', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [top, , third] = players;
    const topClient = await as(top.id);
    await topClient.put('/api/notification-settings', {
      categories: [{ category: 'challenges', email: false, push: true }],
    });
    const before = t.mail.to(top.email).length;
    const res = await (await as(third.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
      source: 'wizard',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mailProblem).toBe(false);
    await t.app.deps.mailer.flush();
    expect(t.mail.to(top.email).length).toBe(before);
    expect((await unreadOf(top.id)).some((n) => n.type === 'matchOffer')).toBe(true);
  });

  it('every category mail carries its one-click link, which works without a session for its category only', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [a, b] = players;
    const match = await createPlannedMatch(t.db, league.id, b.id, a.id, { acceptedAt: now });
    const reported = await (await as(b.id)).post(`/api/results/${match.id}/report`, straight);
    expect(reported.statusCode, reported.body).toBe(200);
    await t.app.deps.mailer.flush();
    const [mail] = t.mail.to(a.email);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?u=.+&c=results&s=.+>$/);
    expect(mail.text).toContain('http://localhost:3000/abonelik?');
    // It leads to the screen where the reader answers it (at that match), above the unsubscribe line.
    expect(mail.text).toContain(
      `Maçlarınızı görmek ve yanıtlamak için: http://localhost:3000/maclarim#mac-${match.id}\n\n--\n`,
    );
    const url = new URL(header.slice(1, -1));

    // Opened in a browser (GET), the address leads to the page that asks first, with the link's values.
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/abonelik${url.search}`);
    const settingsBefore = (await (await as(a.id)).get('/api/notification-settings')).json().categories;
    expect(settingsBefore).toContainEqual({ category: 'results', email: true, push: true });

    // Another category with this signature changes nothing.
    const forged = new URL(url);
    forged.searchParams.set('c', 'challenges');
    const refused = await t.app.inject({ method: 'POST', url: `${forged.pathname}${forged.search}` });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toMatch(/bağlantı geçersiz/);

    // A mail client's one-click POST: a form body, no cookie, no Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ category: 'results' });
    const settings = (await (await as(a.id)).get('/api/notification-settings')).json().categories;
    expect(settings).toContainEqual({ category: 'results', email: false, push: true });
    expect(settings).toContainEqual({ category: 'challenges', email: true, push: true });
  });

  it('a mail that links into the portal itself gets no second link; one that does not, its screen’s', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [top, , third] = players;
    const res = await (await as(third.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
      source: 'wizard',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.deps.mailer.flush();
    const offerMail = t.mail.to(top.email).at(-1)!;
    expect(offerMail.text).toContain('Teklifi yanıtlamak için: http://localhost:3000/match_rew');
    expect(offerMail.text).not.toContain('Maç tekliflerinizi görmek için');
    expect(offerMail.text.match(/http:\/\/localhost:3000\//g)).toHaveLength(2); // the offer, the unsubscribe line

    const cancelled = await (await as(third.id)).post(`/api/offers/${res.json().offer.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.deps.mailer.flush();
    const cancelMail = t.mail.to(top.email).at(-1)!;
    expect(cancelMail.subject).not.toBe(offerMail.subject);
    expect(cancelMail.text).toContain('Maç tekliflerinizi görmek için: http://localhost:3000/match_rew');
  });

  it('arranging a match is the results category: its mails carry the links, and stop when that mail is off', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [a, b] = players;
    const match = await createPlannedMatch(t.db, league.id, b.id, a.id, { acceptedAt: now });
    const propose = async (start: string) =>
      (
        await (
          await as(b.id)
        ).post(`/api/matches/${match.id}/slots`, {
          slots: [{ start, place: 'Dicle Kortları' }],
        })
      ).statusCode;
    expect(await propose('2026-11-22T18:30')).toBe(200);
    await t.app.deps.mailer.flush();
    const [proposal] = t.mail.to(a.email).filter((m) => m.subject === 'Maç İçin Zaman Önerisi');
    expect(proposal.text).toContain('http://localhost:3000/maclarim');
    expect(proposal.headers?.['List-Unsubscribe']).toContain('c=results');
    // Pushes and mails of arranging follow the results category's switches.
    await (await as(a.id)).put('/api/notification-settings', {
      categories: [{ category: 'results', email: false, push: true }],
    });
    // Another time (the same one again would be the proposal already waiting, told once).
    expect(await propose('2026-11-22T19:30')).toBe(200);
    await t.app.deps.mailer.flush();
    expect(t.mail.to(a.email).filter((m) => m.subject === 'Maç İçin Zaman Önerisi')).toHaveLength(1);
    const told = (await unreadOf(a.id)).filter((n) => n.subject === 'Maç İçin Zaman Önerisi');
    expect(told).toHaveLength(2);
  });

  it('account mails are always sent, without an unsubscribe link', async () => {
    const { players } = await createLadder(t.db, 1);
    const [me] = players;
    await (await as(me.id)).put('/api/notification-settings', {
      categories: ['challenges', 'results', 'leagues', 'announcements'].map((category) => ({
        category,
        email: false,
        push: false,
      })),
    });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: row.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    const mails = t.mail.to(row.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers).toBeUndefined();
  });
});
