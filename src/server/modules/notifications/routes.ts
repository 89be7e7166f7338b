import { ZOk, ZPageQuery, ZUuidParam } from '../../../shared/contract/common.js';
import { ZMarkAllRead, ZNotification, ZUnreadCount } from '../../../shared/contract/notifications.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { deleteNotification } from './delete-notification.js';
import { countUnread, listNotificationsJson } from './list-notifications.js';
import { markAllRead } from './mark-all-read.js';
import { readNotification } from './read-notification.js';
import { restoreNotification } from './restore-notification.js';

/** The notifications feature's routes (under /api): a player reaches only their own. */
export async function notificationsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/notifications',
    {
      config: { access: access.signedIn },
      // The answer is ZNotificationPage as JSON text built in SQL, sent as it is (as the ladder is);
      // tests/api/notifications.test.ts checks it against the contract.
      schema: { querystring: ZPageQuery },
    },
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listNotificationsJson(db, req.user!.id, req.query.page)),
  );

  app.get(
    '/notifications/unread-count',
    { config: { access: access.signedIn }, schema: { response: { 200: ZUnreadCount } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await countUnread(db, req.user!.id) };
    },
  );

  app.post(
    '/notifications/:id/read',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response: { 200: ZNotification } } },
    async (req) => readNotification(db, req.user!.id, req.params.id, app.deps.now()),
  );

  app.delete(
    '/notifications/:id',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response: { 200: ZOk } } },
    async (req) => deleteNotification(db, req.user!.id, req.params.id, app.deps.now()),
  );

  app.post(
    '/notifications/read-all',
    { config: { access: access.signedIn }, schema: { response: { 200: ZMarkAllRead } } },
    async (req) => markAllRead(db, req.user!.id, app.deps.now()),
  );

  app.post(
    '/notifications/:id/restore',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response: { 200: ZNotification } } },
    async (req) => restoreNotification(db, req.user!.id, req.params.id, app.deps.now()),
  );
}
