import {
  ZNotificationSettings,
  ZNotificationSettingsRequest,
  ZUnsubscribeLinkQuery,
  ZUnsubscribeQuery,
  ZUnsubscribeResult,
} from '../../../shared/contract/preferences.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getNotificationSettings } from './get-notification-settings.js';
import { saveNotificationSettings } from './save-notification-settings.js';
import { unsubscribeByLink } from './unsubscribe-by-link.js';

export async function preferencesRoutes(app: TypedApp) {
  const { db, authSecret } = app.deps;

  app.get(
    '/notification-settings',
    { config: { access: access.signedIn }, schema: { response: { 200: ZNotificationSettings } } },
    async (req) => getNotificationSettings(db, req.user!.id),
  );

  app.put(
    '/notification-settings',
    {
      config: { access: access.signedIn },
      schema: { body: ZNotificationSettingsRequest, response: { 200: ZNotificationSettings } },
    },
    async (req) => saveNotificationSettings(db, req.user!.id, req.body, app.deps.now()),
  );

  // A mail client's one-click button (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; only
  // this module's routes (its plugin scope) read that type, and only as an empty body: the address is
  // the key here, and the settings route's validation refuses an empty body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  // The List-Unsubscribe address opened in a browser (some mail clients do, with GET): the page that
  // asks first, with the same link. Only the link's own three values are carried on.
  app.get(
    '/unsubscribe',
    { config: { access: access.public }, schema: { querystring: ZUnsubscribeLinkQuery } },
    async (req, reply) => {
      const carried = new URLSearchParams();
      for (const key of ['u', 'c', 's'] as const) {
        const value = req.query[key];
        if (value) carried.set(key, value);
      }
      return reply.redirect(`/abonelik${carried.size > 0 ? `?${carried}` : ''}`, 302);
    },
  );

  // Public: the link in a mail works without signing in; its signature names the player and category.
  app.post(
    '/unsubscribe',
    {
      config: { access: access.public },
      schema: { querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeResult } },
    },
    async (req) => unsubscribeByLink(db, req.query, authSecret, app.deps.now()),
  );
}
