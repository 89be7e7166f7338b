import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/index.js';
import { toNotification } from '../../src/server/modules/notifications/list-notifications.js';
import { ZNotificationPage } from '../../src/shared/contract/notifications.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createNotification, createNotifications } from '../support/messaging-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('GET /api/notifications', () => {
  it('pages the own notifications 5 at a time, newest first, with the unread count', async () => {
    const { user, client } = await signedInUser(t);
    await createNotifications(t.db, user.id, 7);
    const first = await client.get('/api/notifications');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5, total: 7, totalPages: 2, unread: 7 });
    expect(body.items.map((n: { subject: string }) => n.subject)).toEqual([
      'Bildirim 7',
      'Bildirim 6',
      'Bildirim 5',
      'Bildirim 4',
      'Bildirim 3',
    ]);
    const second = (await client.get('/api/notifications?page=2')).json();
    expect(second.items.map((n: { subject: string }) => n.subject)).toEqual(['Bildirim 2', 'Bildirim 1']);
    expect(second).toMatchObject({ page: 2, total: 7, totalPages: 2 });
    expect((await client.get('/api/notifications?page=9')).json()).toMatchObject({
      items: [],
      page: 9,
      total: 7,
    });

    // The page is JSON text built in SQL: it must be the contract's shape, each notification as
    // the rest of the API shows it (a read one included).
    await client.post(`/api/notifications/${body.items[0].id}/read`);
    const reread = await client.get('/api/notifications');
    expect(reread.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = ZNotificationPage.parse(reread.json());
    expect(page).toEqual(reread.json());
    expect(page.unread).toBe(6);
    for (const item of page.items) expect(item).toEqual(toNotification(await rowOf(item.id)));
    expect(page.items[0].readAt).not.toBeNull();
  });

  it('is empty for a new player and never shows anyone else’s', async () => {
    const { user: other } = await signedInUser(t);
    await createNotifications(t.db, other.id, 3);
    const { client } = await signedInUser(t);
    expect((await client.get('/api/notifications')).json()).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
  });

  it('refuses a bad page and anonymous callers', async () => {
    const { client } = await signedInUser(t);
    const bad = await client.get('/api/notifications?page=0');
    expect(bad.statusCode).toBe(400);
    const anon = await clientFor(t).get('/api/notifications');
    expect(anon.statusCode).toBe(401);
    expect(errorOf(anon).message).toBe('Bu işlem için giriş yapmalısınız.');
    expect((await clientFor(t).get('/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('opening and deleting', () => {
  it('opening marks read once (readAt kept) and lowers the unread count', async () => {
    const { user, client } = await signedInUser(t);
    const [a] = await createNotifications(t.db, user.id, 2);
    const opened = await client.post(`/api/notifications/${a.id}/read`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: a.id, status: 'read', subject: 'Bildirim 1' });
    const readAt = (await rowOf(a.id)).readAt;
    expect(readAt).not.toBeNull();
    await client.post(`/api/notifications/${a.id}/read`);
    expect((await rowOf(a.id)).readAt).toEqual(readAt);
    expect((await client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
  });

  it('delete hides the notification (status deleted) and keeps the row', async () => {
    const { user, client } = await signedInUser(t);
    const [a, b] = await createNotifications(t.db, user.id, 2);
    const res = await client.delete(`/api/notifications/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(a.id)).status).toBe('deleted');
    const list = (await client.get('/api/notifications')).json();
    expect(list.items.map((n: { id: string }) => n.id)).toEqual([b.id]);
    expect(list.unread).toBe(1);
    // A deleted one can neither be opened nor deleted again.
    expect((await client.post(`/api/notifications/${a.id}/read`)).statusCode).toBe(404);
    expect((await client.delete(`/api/notifications/${a.id}`)).statusCode).toBe(404);
  });

  it('a player cannot open or delete another player’s notification', async () => {
    const { user: owner } = await signedInUser(t);
    const theirs = await createNotification(t.db, owner.id, { subject: 'Özel' });
    for (const role of ['Oyuncu', 'Moderator', 'Admin'] as const) {
      const { client } = await signedInUser(t, { role });
      const open = await client.post(`/api/notifications/${theirs.id}/read`);
      expect(open.statusCode).toBe(404);
      expect(errorOf(open).message).toBe('Aradığınız kayıt bulunamadı.');
      expect((await client.delete(`/api/notifications/${theirs.id}`)).statusCode).toBe(404);
    }
    expect(await rowOf(theirs.id)).toMatchObject({ status: 'unread', readAt: null });
    expect((await clientFor(t).post(`/api/notifications/${theirs.id}/read`)).statusCode).toBe(401);
  });

  it('a malformed id is refused with the Turkish text, not a 500', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/notifications/abc/read');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Aradığınız kayıt bulunamadı.');
  });
});
